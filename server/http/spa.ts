/**
 * Serves the built SPA: hashed assets with long caching, index.html for every other
 * non-API path (history-mode routing), and /app-config.js with the client's runtime settings.
 *
 * Caching: a file under /assets/ has its content's hash in its name, so it never changes and
 * the browser keeps it a year without asking again; everything else (the app shell that names
 * the current assets, the favicon) is revalidated on every visit (`no-cache`, answered 304 when
 * unchanged). Compression: the build writes `.br` and `.gz` beside each text file and they are
 * sent as they are to browsers that accept them (no compression work per request).
 */
import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from '../../domain/engine/messages';
import type { AppConfig } from '../config';
import { routedPath } from '../auth/authenticate';

/**
 * What the browser needs at run time. No client secret: the web app is a public OAuth client
 * (a secret served to every browser would protect nothing), see server/auth/client.ts.
 */
export function clientConfigScript(
  config: Pick<AppConfig, 'oauthClientId' | 'appVersion' | 'idleTimeoutMinutes' | 'errorReportUrl'>,
  /** What fixtures mode adds (its `dataMode`). */
  more: Record<string, unknown> = {},
): string {
  const settings = {
    clientId: config.oauthClientId,
    appVersion: config.appVersion,
    idleTimeoutMinutes: config.idleTimeoutMinutes,
    errorReportUrl: config.errorReportUrl ?? '',
    ...more,
  };
  return `window.__APP_CONFIG__ = ${JSON.stringify(settings)};\n`;
}

/** Where the build puts content-hashed files (Vite's `assets/`). */
const ASSETS_URL = /^\/assets\//;

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
    const assetsDir = resolve(root, 'assets') + sep;
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      preCompressed: true,
      // Every file's caching is decided below, the app shell's included (sendFile passes here).
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'Cache-Control',
          path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        // The same URL answers br, gzip or plain bytes: shared caches must keep them apart.
        res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    // The root is the app itself (the static wildcard would refuse it as a directory: 403).
    app.get('/', { config: { public: true } }, (_request, reply) => reply.sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    // On the decoded path, as authentication sees it: `/%61pi/v1/x` is an API path too.
    const path = routedPath(request);
    // A missing asset (a chunk of an older build) is a 404, never the app shell: HTML under a
    // script's name would fail with a MIME error instead of letting the app notice and reload.
    if (request.method === 'GET' && hasSpa && !path.startsWith('/api/') && !ASSETS_URL.test(path)) {
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ message: errorMessages.routeNotFound });
  });
}
