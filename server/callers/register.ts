/** The operations part's server pieces: caller queue, API clients, the status catalogue. */
import type { FastifyInstance } from 'fastify';
import type { SessionCache } from '../auth/sessionCache';
import { registerApiClientRoutes } from '../auth/apiClients';
import type { Store } from '../rest/store';
import { registerCallerRoutes } from './routes';
import { syncStatusCatalogue } from './statusSync';

export { apiClientHooks as operationsHooks } from '../auth/apiClients';
export { rebuildCallerQueue } from './rebuildQueue';

export async function registerOperations(
  app: FastifyInstance,
  store: Store,
  sessions: SessionCache,
) {
  registerCallerRoutes(app, store);
  registerApiClientRoutes(app, store, sessions);
  await syncStatusCatalogue(store);
}
