/**
 * The product's scheduled jobs. An area's server part gives its `dailyExpiries` (a policy whose
 * validity ended, a quote past its date): each returns how many records it changed.
 */
import { rebuildCallerQueue } from '../callers/rebuildQueue';
import { DRAFT_RETENTION_DAYS } from '../../domain/userLimits';
import { purgeExpiredDownloads } from '../downloads/store';
import { purgeStaleDrafts } from '../flows/draftStore';
import { LOOSE_FILE_DAYS, purgeLooseFiles } from '../files/looseFiles';
import { serverAreas } from '../areas';
import type { Store } from '../rest/store';
import type { CronJob } from './scheduler';

const DAY_MS = 86_400_000;
const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-AR')} ${n === 1 ? one : many}`;

/** Status expiries run once a day; each names what it expired. */
export type DailyExpiry = (store: Store, at: Date) => Promise<{ label: string; changed: number }>;
/** The areas' status expiries (server/areas.ts), read when the job runs. */
export const dailyExpiries = (): DailyExpiry[] =>
  serverAreas.flatMap((area) => area.dailyExpiries ?? []);

/** Finished jobs are kept 30 days, for the dashboard and for diagnosis. */
async function purgeFinishedJobs(store: Store, at: Date) {
  const before = new Date(at.getTime() - 30 * DAY_MS).toISOString();
  const result = await store.db
    .deleteFrom('jobs')
    .where('status', 'in', ['succeeded', 'failed', 'cancelled'])
    .where('finished_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Tokens whose refresh token expired a day ago can never be used again, nor tell a stolen one
 * (theft detection only needs families that can still refresh); spent or expired reset links
 * likewise.
 */
async function purgeExpiredTokens(store: Store, at: Date) {
  const before = new Date(at.getTime() - DAY_MS).toISOString();
  const tokens = await store.db
    .deleteFrom('oauth_tokens')
    .where('refresh_expires_at', '<', before)
    .executeTakeFirst();
  const resets = await store.db
    .deleteFrom('password_resets')
    .where('expires_at', '<', before)
    .executeTakeFirst();
  return Number(tokens.numDeletedRows) + Number(resets.numDeletedRows);
}

export const productCronJobs: CronJob[] = [
  {
    name: 'purge_tokens',
    label: 'Borrar sesiones y enlaces de recuperación vencidos',
    schedule: '15 3 * * *',
    run: async ({ store }) =>
      `${count(await purgeExpiredTokens(store, new Date()), 'registro borrado', 'registros borrados')}.`,
  },
  {
    name: 'purge_downloads',
    label: 'Borrar descargas vencidas y tareas viejas',
    schedule: '30 3 * * *',
    run: async ({ store }) => {
      const at = new Date();
      const downloads = await purgeExpiredDownloads(store, at);
      const jobs = await purgeFinishedJobs(store, at);
      return `${count(downloads, 'descarga borrada', 'descargas borradas')}, ${count(jobs, 'tarea vieja borrada', 'tareas viejas borradas')}.`;
    },
  },
  {
    name: 'purge_drafts',
    label: `Borrar borradores sin tocar hace ${DRAFT_RETENTION_DAYS} días`,
    schedule: '45 3 * * *',
    run: async ({ store }) => {
      const before = new Date(Date.now() - DRAFT_RETENTION_DAYS * DAY_MS).toISOString();
      return `${count(await purgeStaleDrafts(store, before), 'borrador borrado', 'borradores borrados')}.`;
    },
  },
  {
    name: 'purge_loose_files',
    label: `Borrar archivos subidos y nunca guardados, a los ${LOOSE_FILE_DAYS} días`,
    schedule: '50 3 * * *',
    run: async ({ store }) => {
      const before = new Date(Date.now() - LOOSE_FILE_DAYS * DAY_MS);
      return `${count(await purgeLooseFiles(store, before), 'archivo borrado', 'archivos borrados')}.`;
    },
  },
  {
    name: 'caller_priority_stocks',
    label: 'Reconstruir la cola de llamados',
    schedule: '*/15 * * * *',
    run: async ({ store, userId }) => {
      const { calls, changed } = await rebuildCallerQueue(store, { actorId: userId });
      return `${count(calls, 'llamado en cola', 'llamados en cola')}, ${count(changed, 'cambio', 'cambios')}.`;
    },
  },
  {
    name: 'daily_expiries',
    label: 'Vencimientos diarios de estados',
    schedule: '0 2 * * *',
    run: async ({ store }) => {
      const at = new Date();
      const parts = [];
      for (const expire of dailyExpiries()) {
        const { label, changed } = await expire(store, at);
        parts.push(`${label}: ${changed.toLocaleString('es-AR')}`);
      }
      return parts.length ? parts.join('; ') : 'Nada para vencer todavía.';
    },
  },
];
