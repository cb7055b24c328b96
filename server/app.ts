/** Builds the Fastify application: plugins, then the app's decorators, then routes. */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { registerAuthentication } from './auth/authenticate';
import { registerAuthRoutes } from './auth/routes';
import { SessionCache } from './auth/sessionCache';
import { registerAccountRoutes } from './auth/accountRoutes';
import { authAdminHooks, registerAuthAdminRoutes } from './auth/userAdmin';
import { Mailer } from './mail/mailer';
import { registerErrorHandler } from './http/errors';
import { registerSpa } from './http/spa';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerResourceRoutes } from './resources/routes';
import { sql } from 'kysely';
import { NOTIFICATION_HEADER, VERSION_HEADER } from '../domain/constants';

export async function buildApp(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
  });
  const store = { db: database.db, dialect: database.dialect };

  registerSecurityHeaders(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header(VERSION_HEADER, config.appVersion);
    if (config.appNotification)
      reply.header(NOTIFICATION_HEADER, encodeURIComponent(config.appNotification));
  });
  registerErrorHandler(app);
  const sessions = new SessionCache(config.sessionCacheMs);
  registerAuthentication(app, store, sessions);

  app.get('/api/health', { config: { public: true } }, async () => ({
    status: 'ok',
    version: config.appVersion,
  }));
  app.get('/api/ready', { config: { public: true } }, async (_request, reply) => {
    await sql`select 1`.execute(database.db);
    return reply.send({ status: 'ready' });
  });
  registerAuthRoutes(app, store, sessions, config);
  registerAccountRoutes(app, { store, sessions, config, mailer: new Mailer(store, config) });
  await registerResourceRoutes(app, store, authAdminHooks(sessions));
  registerAuthAdminRoutes(app, store, sessions);
  await registerSpa(app, config);
  return app;
}
