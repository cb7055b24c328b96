/** The marketing and content part's server pieces: general/email/validate and home news. */
import type { FastifyInstance } from 'fastify';
import type { Store } from '../rest/store';
import { registerEmailValidateRoute } from './email';
import { addFileReader } from '../files/fileAccess';
import { registerHomeNewsRoute, readsNewsImage } from './homeNews';

export { widgetHooks as marketingHooks } from './widgetToken';

export function registerMarketingContent(app: FastifyInstance, store: Store) {
  registerEmailValidateRoute(app, store);
  registerHomeNewsRoute(app, store);
  // Home shows a news image to the news' audience, who may not open the news section.
  addFileReader('home news', readsNewsImage);
}
