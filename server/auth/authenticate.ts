/** Resolves the bearer token of every API request; routes are private unless marked public. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessages } from '../../domain/engine/messages';
import { HttpProblem } from '../http/problems';
import type { Store } from '../rest/repository';
import { cachedUser, userForAccessToken } from './tokens';
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

/** The request's bearer token (fixtures mode's sessions read theirs with it too). */
export function bearerToken(request: { headers: { authorization?: string } }): string | null {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * The path the router matched, as it decoded it: `/%61pi/v1/x` and the absolute form
 * `http://host/api/v1/x` reach the same route as `/api/v1/x`, so the same check must apply.
 */
export function routedPath(
  request: FastifyRequest,
  { url } = request.routeOptions, // a getter that builds a new object on every read
): string {
  if (url) return url;
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
  // A callback hook: a session served from memory answers without a promise or a tick.
  app.addHook('preHandler', (request, _reply, done) => {
    const options = request.routeOptions;
    if (!routedPath(request, options).startsWith('/api/') || options.config.public) return done();
    const token = bearerToken(request);
    if (!token) return done(new HttpProblem(401, errorMessages.unauthenticated));
    const cached = cachedUser(sessions, token);
    if (cached) {
      request.user = cached;
      return done();
    }
    userForAccessToken(store, sessions, token).then((user) => {
      if (!user) return done(new HttpProblem(401, errorMessages.unauthenticated));
      request.user = user;
      done();
    }, done);
  });
}
