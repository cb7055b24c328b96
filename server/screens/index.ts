/** The screens' server pieces: home widgets per user and the sales-target grid editor. */
import type { FastifyInstance } from 'fastify';
import type { Store } from '../rest/store';
import { registerSalesTargetEditor } from './salesTargetEditor';
import { registerUserComponentsRoute } from './userComponents';

export { salesTargetHooks as screensHooks } from './salesTargetHooks';

export function registerScreens(app: FastifyInstance, store: Store) {
  registerUserComponentsRoute(app);
  registerSalesTargetEditor(app, store);
}
