/**
 * Serves the built SPA: hashed assets with long caching, index.html for every other
 * non-API path (history-mode routing), and /app-config.js with the client's runtime settings.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '../../domain/messages';
import type { AppConfig } from '../config';
import { routedPath } from '../auth/authenticate';

/**
 * What the browser needs at run time. No client secret: the web app is a public OAuth client
 * (a secret served to every browser would protect nothing), see server/auth/client.ts.
 */
export function clientConfigScript(config: AppConfig): string {
  const settings = {
    clientId: config.oauthClientId,
    appVersion: config.appVersion,
    idleTimeoutMinutes: config.idleTimeoutMinutes,
  };
  return `window.__APP_CONFIG__ = ${JSON.stringify(settings)};\n`;
}

export async function registerSpa(app: FastifyInstance, config: AppConfig) {
  app.get('/app-config.js', { config: { public: true } }, async (_request, reply) =>
    reply
      .type('application/javascript')
      .header('Cache-Control', 'no-store')
      .send(clientConfigScript(config)),
  );
  const root = config.webRoot ? resolve(config.webRoot) : null;
  const hasSpa = root !== null && existsSync(resolve(root, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      setHeaders(res, path) {
        if (path.includes('/assets/'))
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    // The root is the app itself (the static wildcard would refuse it as a directory: 403).
    app.get('/', { config: { public: true } }, (_request, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    // On the decoded path, as authentication sees it: `/%61pi/v1/x` is an API path too.
    if (request.method === 'GET' && hasSpa && !routedPath(request).startsWith('/api/')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: errorMessages.routeNotFound });
  });
}
