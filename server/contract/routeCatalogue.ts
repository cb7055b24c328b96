/**
 * Every route the application registers, with its options as Fastify received them, so the
 * contract test can prove each one declares its schemas (and grows with every new entity).
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

const catalogues = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Call before any route is registered. */
export function recordRoutes(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  catalogues.set(app, routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
}

export const registeredRoutes = (app: FastifyInstance): readonly RouteOptions[] =>
  catalogues.get(app) ?? [];
