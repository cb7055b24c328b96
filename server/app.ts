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
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/errors';
import { registerJsonBodyParser } from './http/jsonBody';
import { registerSpa } from './http/spa';
import { registerSecurityHeaders } from './http/securityHeaders';
import { loggerOptions } from './http/logRedaction';
import { registerResourceRoutes } from './rest/routes';
import { releaseKey } from './rest/readValidators';
import { mergeHooks } from './rest/hooks';
import { sql } from 'kysely';
import formBody from '@fastify/formbody';
import { NOTIFICATION_HEADER, VERSION_HEADER } from '../domain/constants';
import { errorMessages } from '../domain/engine/messages';
import { userForAccessToken } from './auth/tokens';
import { Notifier } from './notifications/notifier';
import { registerNotificationRoutes } from './notifications/routes';
import { Realtime } from './realtime/realtime';
import { registerApiDocs } from './docs/register';
import type { DemoData } from './demoData';
import { ajvOptions } from './contract/ajv';
import { buildValidator } from './contract/validators';
import { buildSerializer } from './contract/serializers';
import { registerSharedSchemas } from './contract/shared';
import { recordRoutes } from './contract/routeCatalogue';
import { healthRoute, readyRoute } from './contract/systemSchemas';
import { registerBackgroundWork } from './jobs/register';
import { registerScheduledRules } from './jobs/scheduledRules';
import { areas } from '../domain/areas';
import { registerAdminData } from './dashboard/adminData';
import { serverAreas } from './areas';
import type { CommandHandlers } from './rest/commands';
import { registerGlobalSearch } from './search/globalSearch';
import { registerLabelRoutes } from './rest/labelRoutes';
import { registerTimelineRoutes } from './timeline/routes';
import { registerSummaryRoutes } from './timeline/summary';
import { registerCommandRoutes } from './rest/commandRoutes';
import { registerHistoryRoutes } from './history/versionRoutes';
import { registerFlowRoutes } from './flows/flowRoutes';
import { fieldSealer } from './security/fieldCipher';
import { registerGuideRoutes } from './flows/guideRoutes';
import { registerSheetRoutes } from './flows/sheetRoutes';
import { registerDuplicateRoutes } from './rest/duplicateRoutes';
import { registerMergeRoutes } from './rest/mergeRoutes';
import { registerDuplicateReviewRoutes } from './rest/duplicateReviewRoutes';

/** `demo`: the demo data a start script hands in (server/demoData.ts), for the API's examples. */
export async function buildApp(
  config: AppConfig,
  database: Database,
  demo?: DemoData,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel),
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // Validation at the edge from the declarations' schemas (server/contract/).
    ajv: ajvOptions,
    // Validators and serializers compiled once per process and shared by every route and app
    // (start-up time: validators.ts, serializers.ts).
    schemaController: {
      compilersFactory: {
        buildValidator: buildValidator as never,
        buildSerializer: buildSerializer as never,
      },
    },
    // Errors raised before a route runs answer in Spanish JSON with the security headers too.
    frameworkErrors,
    clientErrorHandler,
  });
  const store = { db: database.db, dialect: database.dialect };

  // The version and notice go out with the security headers: one hook, no promise per request.
  registerSecurityHeaders(app, {
    [VERSION_HEADER]: config.appVersion,
    ...(config.appNotification && {
      [NOTIFICATION_HEADER]: encodeURIComponent(config.appNotification),
    }),
  });
  registerErrorHandler(app);
  registerSharedSchemas(app);
  recordRoutes(app);
  registerJsonBodyParser(app);
  // Laravel's broadcasting/auth is also called form-encoded (spec section 7).
  await app.register(formBody);
  await registerApiDocs(app, config, demo); // before any route: the OpenAPI document collects them
  const sessions = new SessionCache(config.sessionCacheMs, {
    redisUrl: config.redisUrl,
    redisNamespace: config.redisNamespace,
  });
  registerAuthentication(app, store, sessions);
  const realtime = new Realtime(
    app.server,
    (token) => userForAccessToken(store, sessions, token),
    config.redisUrl,
    config.redisNamespace,
  );
  sessions.onRevoked((revocation) => {
    realtime.endSessions(revocation).catch((error) => app.log.warn(error));
  });
  // Sockets end before the HTTP server closes (they would hold it open); clients reconnect.
  app.addHook('preClose', async () => realtime.disconnectAll());
  app.addHook('onClose', async () => realtime.close());
  const notifier = new Notifier(store, realtime);

  app.get('/api/health', { config: { public: true }, schema: healthRoute }, async () => ({
    status: 'ok',
    version: config.appVersion,
  }));
  const ready = { config: { public: true }, schema: readyRoute };
  app.get('/api/ready', ready, async (_request, reply) => {
    const databaseUp = await sql`select 1`.execute(store.db).then(
      () => true,
      () => false,
    );
    const redisUp = await realtime.healthy();
    if (databaseUp && redisUp) return reply.send({ status: 'ready' });
    return reply
      .code(503)
      .send({ message: errorMessages.unavailable, database: databaseUp, redis: redisUp });
  });
  registerAuthRoutes(app, store, sessions, config);
  const mailer = new Mailer(store, config);
  registerAccountRoutes(app, { store, sessions, config, mailer, notifier });
  const sealer = fieldSealer({
    fieldEncryptionKey: config.fieldEncryptionKey ?? '',
    databaseUrl: config.databaseUrl,
  });
  const services = { store, config, sessions, notifier, realtime, sealer, mailer };
  const hooks = mergeHooks(
    authAdminHooks(sessions, notifier),
    ...serverAreas.map((area) => area.hooks?.(services) ?? {}),
  );
  // Validators of the generic reads: one per release, shared by its instances.
  const release = releaseKey(config.appVersion);
  await registerResourceRoutes(app, store, release, hooks);
  registerAuthAdminRoutes(app, { store, sessions, notifier });
  registerNotificationRoutes(app, store, notifier);
  const work = await registerBackgroundWork(app, store, { notifier, run: config.backgroundWork });
  registerAdminData(app, store);
  // Each area's own routes, and its commands' handlers for the command routes below.
  const handlers: CommandHandlers = {};
  for (const area of serverAreas)
    Object.assign(handlers, await area.register?.(app, { ...services, jobs: work.queue, hooks }));
  // The areas' declared rules that create records on a schedule, as jobs of the scheduler.
  registerScheduledRules(work.scheduler, areas, serverAreas, {
    ...services,
    jobs: work.queue,
    hooks,
  });
  registerGlobalSearch(app, store);
  registerLabelRoutes(app, store, release);
  registerDuplicateRoutes(app, store);
  registerTimelineRoutes(app, store);
  registerSummaryRoutes(app, store);
  registerHistoryRoutes(app, store);
  registerCommandRoutes(app, store, handlers, hooks);
  registerMergeRoutes(app, store, hooks);
  registerDuplicateReviewRoutes(app, store, hooks);
  registerFlowRoutes(app, { store, sealer, hooks });
  registerGuideRoutes(app, store);
  await registerSheetRoutes(app, store);
  await registerSpa(app, config);
  return app;
}
