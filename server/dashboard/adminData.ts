/**
 * GET /api/v1/dashboard/admin-data (spec 3, 7): what an administrator checks first. The spec
 * names `fastest_run` and `longest_run`, each with a user; we add what needs attention: people
 * waiting for approval, background jobs that failed this week, imports running, jobs waiting.
 * Counts are of the viewer's organizations only; it opens to whoever holds the scheduled jobs'
 * permission, and the runs (global jobs, asked for by people of any organization) and the global
 * jobs' failures are a product administrator's alone (domain/tenancy.ts).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type ExpressionBuilder } from 'kysely';
import { user as userEntity } from '../../domain/entities/auth';
import { importRecord as importEntity } from '../../domain/entities/import';
import { cron, cronRun } from '../../domain/entities/jobs';
import { optionByCode } from '../../domain/engine/defineEnum';
import { userState } from '../../domain/enums/statuses';
import { cronRunResults } from '../../domain/enums/jobs';
import { importStatus } from '../../domain/enums/statuses';
import { errorResponses, PRIVATE } from '../contract/responses';
import { requirePermission, viewerOf } from '../rest/routes';
import { isProductAdministrator } from '../../domain/tenancy';
import { visibleTo, type Store, type Viewer } from '../rest/store';

const DAY_MS = 86_400_000;

const runSchema = {
  type: ['object', 'null'],
  properties: {
    job: { type: 'string' },
    started_at: { type: 'string' },
    duration_ms: { type: 'integer' },
    user: {
      type: ['object', 'null'],
      properties: { id: { type: 'integer' }, name: { type: 'string' } },
      required: ['id', 'name'],
    },
  },
  required: ['job', 'started_at', 'duration_ms', 'user'],
} as const;

const adminDataRoute = {
  summary: 'Datos del tablero de administración',
  tags: ['Tablero'],
  response: {
    200: {
      type: 'object',
      properties: {
        fastest_run: runSchema,
        longest_run: runSchema,
        pending_registrations: { type: 'integer' },
        failed_jobs: { type: 'integer' },
        imports_in_progress: { type: 'integer' },
        queued_jobs: { type: 'integer' },
      },
      required: [
        'fastest_run',
        'longest_run',
        'pending_registrations',
        'failed_jobs',
        'imports_in_progress',
        'queued_jobs',
      ],
      additionalProperties: false,
    },
    ...errorResponses([...PRIVATE, 403]),
  },
};

async function extremeRun(store: Store, order: 'asc' | 'desc') {
  const row = await store.db
    .selectFrom(`${cronRun.table} as r`)
    .innerJoin(`${cron.table} as c`, 'c.id', 'r.cron_id')
    .leftJoin(`${userEntity.table} as u`, 'u.id', 'r.user_id')
    .select([
      'c.label as job',
      'r.started_at',
      'r.duration_ms',
      'u.id as user_id',
      'u.name as user_name',
    ])
    .where('r.result', '=', optionByCode(cronRunResults, 'succeeded').id)
    .where('r.duration_ms', 'is not', null)
    .orderBy('r.duration_ms', order)
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return {
    job: String(row.job),
    started_at: String(row.started_at),
    duration_ms: Number(row.duration_ms),
    user: row.user_id == null ? null : { id: Number(row.user_id), name: String(row.user_name) },
  };
}

async function countOf(query: { executeTakeFirst(): Promise<{ n?: unknown } | undefined> }) {
  return Number((await query.executeTakeFirst())?.n ?? 0);
}

export async function adminData(store: Store, viewer: Viewer) {
  const n = sql<number>`count(*)`.as('n');
  const since = new Date(Date.now() - 7 * DAY_MS).toISOString();
  const product = isProductAdministrator(viewer.access, viewer.organizations);
  // Background jobs of the viewer's organizations, and the product's own (no organization) for
  // its administrators.
  const ownJobs = (eb: ExpressionBuilder<never, never>) => {
    const column = eb.ref('organization_id' as never);
    const own = eb(column, 'in', viewer.organizations as never);
    return product ? eb.or([own, eb(column, 'is', null as never)]) : own;
  };
  return {
    fastest_run: product ? await extremeRun(store, 'asc') : null,
    longest_run: product ? await extremeRun(store, 'desc') : null,
    pending_registrations: await countOf(
      visibleTo(store.db.selectFrom(userEntity.table), userEntity, viewer)
        .select(n)
        .where('state', '=', optionByCode(userState, 'unconfirmed').id),
    ),
    failed_jobs: await countOf(
      store.db
        .selectFrom('jobs')
        .select(n)
        .where('status', '=', 'failed')
        .where('finished_at', '>=', since)
        .where(ownJobs as never),
    ),
    imports_in_progress: await countOf(
      visibleTo(store.db.selectFrom(importEntity.table), importEntity, viewer)
        .select(n)
        .where('status', '=', optionByCode(importStatus, 'pending').id)
        .where('started_at', 'is not', null),
    ),
    queued_jobs: await countOf(
      store.db
        .selectFrom('jobs')
        .select(n)
        .where('status', 'in', ['queued', 'running'])
        .where(ownJobs as never),
    ),
  };
}

export function registerAdminData(app: FastifyInstance, store: Store) {
  app.get('/api/v1/dashboard/admin-data', { schema: adminDataRoute }, async (request) => {
    const user = requirePermission(request, cron, 'list');
    return adminData(store, viewerOf(user));
  });
}
