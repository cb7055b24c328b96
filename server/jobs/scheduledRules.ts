/**
 * The areas' declared scheduled rules (domain/engine/scheduledRules.ts) as jobs of the scheduler:
 * each rule's function comes from its area's server part under `handlerKey(entity, CONSTANT)`,
 * and runs as any cron job (one `admin/cron` row, leased runs, «Ejecutar ahora», a recorded
 * run with its summary). A declared rule without its function stops the start-up.
 */
import type { DomainArea } from '../../domain/engine/area';
import type { ScheduledRuleOutcome } from '../../domain/engine/scheduledRules';
import { entityByName } from '../../domain/entities';
import type { AreaRouteServices, ServerArea } from '../area';
import { handlerKey } from '../rest/commands';
import type { Store } from '../rest/store';
import type { CronJob, Scheduler } from './scheduler';

export interface ScheduledRuleContext {
  store: Store;
  /** Who asked for the run («Ejecutar ahora»); null when the schedule did. */
  userId: number | null;
  at: Date;
}
export type ScheduledRuleRun = (ctx: ScheduledRuleContext) => Promise<ScheduledRuleOutcome>;
/** A rule's function by `handlerKey(entity, CONSTANT)`. */
export type ScheduledRuleHandlers = Record<string, ScheduledRuleRun>;

/** The cron jobs of the areas' rules; throws on a rule whose area gives no function. */
export function scheduledRuleJobs(
  domainAreas: readonly DomainArea[],
  handlers: ScheduledRuleHandlers,
): CronJob[] {
  return domainAreas.flatMap((area) =>
    (area.scheduledRules ?? []).map((rule): CronJob => {
      const entity = entityByName(rule.creates);
      const run = handlers[handlerKey(entity, rule.handler)];
      if (!run) throw new Error(`Scheduled rule ${rule.name} has no function ${rule.handler}`);
      return {
        name: rule.name,
        label: rule.label,
        schedule: rule.schedule,
        run: async ({ store, userId }) => {
          const { created, summary } = await run({ store, userId, at: new Date() });
          const many = entity.label.many.toLowerCase();
          return summary ?? `${created.toLocaleString('es-AR')} ${many} creados.`;
        },
      };
    }),
  );
}

/** Registers every area's rules with the scheduler (before it syncs its rows, at start). */
export function registerScheduledRules(
  scheduler: Scheduler,
  domainAreas: readonly DomainArea[],
  serverAreas: readonly ServerArea[],
  services: AreaRouteServices,
) {
  const handlers: ScheduledRuleHandlers = Object.assign(
    {},
    ...serverAreas.map((area) => area.scheduledRules?.(services) ?? {}),
  );
  for (const job of scheduledRuleJobs(domainAreas, handlers)) scheduler.register(job);
}
