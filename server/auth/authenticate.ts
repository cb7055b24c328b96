/** Resolves the bearer token of every API request; routes are private unless marked public. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessages } from '../../domain/messages';
import { HttpProblem } from '../http/problems';
import type { Store } from '../resources/repository';
import { userForAccessToken } from './tokens';
import type { SessionUser } from './users';
import type { SessionCache } from './sessionCache';

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (login, health, password reset). */
    public?: boolean;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The path the router matched, as it decoded it: `/%61pi/v1/x` and the absolute form
 * `http://host/api/v1/x` reach the same route as `/api/v1/x`, so the same check must apply.
 */
export function routedPath(request: FastifyRequest): string {
  if (request.routeOptions.url) return request.routeOptions.url;
  const path = request.url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split('?')[0];
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function registerAuthentication(app: FastifyInstance, store: Store, sessions: SessionCache) {
  app.decorateRequest('user', undefined);
  app.addHook('onClose', async () => sessions.close());
  app.addHook('preHandler', async (request) => {
    if (!routedPath(request).startsWith('/api/') || request.routeOptions.config.public) return;
    const token = bearerToken(request);
    const user = token ? await userForAccessToken(store, sessions, token) : null;
    if (!user) throw new HttpProblem(401, errorMessages.unauthenticated);
    request.user = user;
  });
}
