/** The platform's server part that is an area's: file fields and their uploads (server/files/). */
import { defineServerArea } from '../area';
import { fileFieldHooks, registerFileRoutes } from '../files/register';

export const platformServerArea = defineServerArea({
  name: 'platform',
  hooks: () => fileFieldHooks(),
  register: (app, { store }) => registerFileRoutes(app, store),
});
