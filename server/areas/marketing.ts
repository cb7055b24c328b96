/** Marketing and content's server part: the widgets' tokens and the public content routes. */
import { defineServerArea } from '../area';
import { marketingHooks, registerMarketingContent } from '../general';

export const marketingServerArea = defineServerArea({
  name: 'marketing',
  hooks: () => marketingHooks,
  register: (app, { store }) => registerMarketingContent(app, store),
});
