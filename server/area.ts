/**
 * A business area's server part, registered once in `server/areas.ts` under the name of its
 * domain part (domain/engine/area.ts). app.ts reads the list of areas and names none: it merges
 * their write hooks, registers their routes, and runs their commands' handlers; the flow routes
 * find their wizards' servers here and the daily job their status expiries.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { SessionCache } from './auth/sessionCache';
import type { Notifier } from './notifications/notifier';
import type { Realtime } from './realtime/realtime';
import type { JobQueue } from './jobs/queue';
import type { DailyExpiry } from './jobs/cronJobs';
import type { FlowServer } from './flows/flowServers';
import type { CommandHandlers } from './rest/commands';
import type { HookTable } from './rest/hooks';
import type { Store } from './rest/store';
import type { Sealer } from '../domain/engine/sealedValues';
import type { Mailer } from './mail/mailer';
import type { ScheduledRuleHandlers } from './jobs/scheduledRules';

/** What the app gives an area's hooks. */
export interface AreaServices {
  store: Store;
  config: AppConfig;
  sessions: SessionCache;
  notifier: Notifier;
  realtime: Realtime;
  /** Opens the sealed fields (a card's number) for the code that must send them on. */
  sealer: Sealer;
  /** Sends e-mail through the outbox (server/mail/mailer.ts). */
  mailer: Mailer;
}

/**
 * What the app gives an area's routes: also the job queue, started after the generic routes,
 * and every area's write hooks together (what a write of its own beyond a route runs: an
 * import's rows).
 */
export interface AreaRouteServices extends AreaServices {
  jobs: JobQueue;
  hooks: HookTable;
}

export interface ServerArea {
  /** The name of the area's domain part. */
  name: string;
  /** Its write hooks by entity (rest/hooks.ts), run after those of the areas before it. */
  hooks?: (services: AreaServices) => HookTable;
  /**
   * Registers its own routes and returns its commands' handlers (rest/commands.ts): each entry
   * holds the handler function itself, under the key of the transition that names it.
   */
  register?: (
    app: FastifyInstance,
    services: AreaRouteServices,
  ) => void | CommandHandlers | Promise<void | CommandHandlers>;
  /** The server half of each of its wizards (`flows` of its domain part). */
  flowServers?: readonly FlowServer[];
  /** Status expiries run by the daily job (jobs/cronJobs.ts). */
  dailyExpiries?: readonly DailyExpiry[];
  /**
   * The functions of its domain part's `scheduledRules`, by `handlerKey(entity, CONSTANT)`
   * (jobs/scheduledRules.ts runs them on the scheduler).
   */
  scheduledRules?: (services: AreaRouteServices) => ScheduledRuleHandlers;
}

export const defineServerArea = (area: ServerArea): ServerArea => area;
