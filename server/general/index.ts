/** The marketing and content part's server pieces: general/email/validate and home news. */
import type { FastifyInstance } from 'fastify';
import type { Store } from '../resources/store';
import { registerEmailValidateRoute } from './email';
import { registerHomeNewsRoute } from './homeNews';

export { widgetHooks as marketingHooks } from './widgetToken';

export function registerMarketingContent(app: FastifyInstance, store: Store) {
  registerEmailValidateRoute(app, store);
  registerHomeNewsRoute(app, store);
}
