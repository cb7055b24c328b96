/**
 * Security headers from helmet, computed once: the policy is static, and letting the Fastify
 * plugin rebuild it on every request cost a visible share of each API call in profiles.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

const policy = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"], // MUI's emotion injects style tags
      // blob: the uploaded pictures, fetched with the session and shown from object URLs.
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
    },
  },
});

/** Runs helmet against a recording response and keeps the headers it sets. */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  policy({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Every answer carries the headers, `extra` ones (computed once too, such as the version) with
 * them. A callback hook: an async one costs a promise per request for no work awaited.
 */
export function registerSecurityHeaders(app: FastifyInstance, extra: Record<string, string> = {}) {
  const { 'content-security-policy': appPolicy, ...headers } = { ...securityHeaders(), ...extra };
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    // A route's own policy is stricter (stored files: `sandbox`), so it stays.
    if (appPolicy && !reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', appPolicy);
    done(null, payload);
  });
}
