/**
 * Exports too big for the browser (issue 11: above EXPORT_JOB_THRESHOLD rows) run as jobs:
 * `POST /api/v1/{entity}/export` takes the list's filter and sort, answers 202 with the
 * download it will fill, and the job writes the XLSX or CSV (domain/engine/exportRows.ts: the same
 * titles, values and formula guard as the browser's export) into downloads, then tells the
 * person. The rows are read with the person's access as it is when the job runs.
 */
import { loadExcel } from '../files/lazyLibraries';
import type { FastifyInstance } from 'fastify';
import { entities, entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import {
  exportedReferences,
  exportRows,
  type RelatedRecords,
} from '../../domain/engine/exportRows';
import { recordActivity } from '../activity/recordActivity';
import { refuseInvalid } from '../contract/validationProblems';
import { currentSession } from '../auth/users';
import { completeDownload, failDownload, startDownload } from '../downloads/store';
import type { Notifier } from '../notifications/notifier';
import { listRecords } from '../rest/listing';
import { MAX_PAGE, parseListQuery } from '../rest/listQuery';
import { requireAccess, organizationOf, viewerOf } from '../rest/routes';
import { inTransaction, type Store, type Viewer } from '../rest/store';
import { listViewConditions, requireListView } from '../rest/listViews';
import { listViewOf, listViewRoute } from '../../domain/engine/listViews';
import { MAX_PENDING_EXPORTS_PER_USER, userLimitMessages } from '../../domain/userLimits';
import { HttpProblem } from '../http/problems';
import { exportRoute, type ExportBody } from './exportSchemas';
import type { JobContext, JobQueue } from './queue';

export const EXPORT_JOB_KIND = 'export';
const MIME = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
} as const;

interface ExportPayload {
  entity: string;
  downloadId: number;
  format: 'xlsx' | 'csv';
  filter: string;
  sort: string;
  /** A named list's path (domain/engine/listViews.ts): its conditions are kept too. */
  view?: string;
}

const fileName = (entity: Entity, format: string) =>
  `${entity.label.many} ${new Date().toISOString().slice(0, 10)}.${format}`;

/** The names of the referenced records of one page, as the browser's export fetches them. */
async function relatedOf(
  store: Store,
  entity: Entity,
  records: Record<string, unknown>[],
  viewer: Viewer,
) {
  const related: RelatedRecords = {};
  for (const { name, target } of exportedReferences(entity)) {
    const ids = [
      ...new Set(records.flatMap((r) => (Array.isArray(r[name]) ? r[name] : [r[name]]))),
    ].filter((id) => id !== null && id !== undefined);
    if (!ids.length) continue;
    const targetEntity = entityByName(target);
    const query = parseListQuery(targetEntity, { filter: JSON.stringify({ id: ids }) });
    const { records: found } = await listRecords(
      store,
      targetEntity,
      { ...query, limit: ids.length },
      viewer,
    );
    related[name] = Object.fromEntries(found.map((r) => [String(r.id), r]));
  }
  return related;
}

async function writeFile(format: 'xlsx' | 'csv', entity: Entity, rows: [string, string][][]) {
  const titles = rows[0]?.map(([title]) => title) ?? [];
  if (format === 'csv') {
    const quote = (text: string) =>
      /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
    const lines = [titles, ...rows.map((cells) => cells.map(([, value]) => value))].map((line) =>
      line.map(quote).join(';'),
    );
    return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
  }
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet(entity.label.many.slice(0, 31));
  sheet.addRow(titles).font = { bold: true };
  for (const cells of rows) sheet.addRow(cells.map(([, value]) => value));
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function runExport(payload: ExportPayload, ctx: JobContext, notifier?: Notifier) {
  const { store, job } = ctx;
  const entity = entityByName(payload.entity);
  const session = job.userId == null ? null : await currentSession(store, job.userId);
  try {
    if (!session) throw new Error('La persona que pidió la exportación ya no puede ingresar.');
    const viewer = viewerOf(session);
    const parsed = parseListQuery(entity, { filter: payload.filter, sort: payload.sort });
    const view = payload.view ? listViewOf(entity, payload.view) : undefined;
    const kept = view ? listViewConditions(entity, view, session.id) : [];
    const query = { ...parsed, conditions: [...parsed.conditions, ...kept] };
    const rows: [string, string][][] = [];
    for (let offset = 0; ; offset += MAX_PAGE) {
      const { records, total } = await listRecords(
        store,
        entity,
        { ...query, offset, limit: MAX_PAGE },
        viewer,
      );
      rows.push(...exportRows(entity, records, await relatedOf(store, entity, records, viewer)));
      await ctx.progress(rows.length, total);
      if (records.length < MAX_PAGE || (await ctx.isCancelled())) break;
    }
    const content = await writeFile(payload.format, entity, rows);
    await completeDownload(store, payload.downloadId, content, rows.length);
    await recordActivity(store, {
      kind: 'export',
      userId: session.id,
      organizationId: organizationOf(session),
      detail: `Exportación de ${entity.label.many}: ${rows.length.toLocaleString('es-AR')} filas, ${payload.format.toUpperCase()}`,
    });
    await notifier?.send([session.id], {
      title: 'Exportación lista',
      text: `${entity.label.many}: ${rows.length.toLocaleString('es-AR')} filas. Descargala desde Descargas.`,
      link: '/admin/download',
    });
    return { rows: rows.length };
  } catch (error) {
    await failDownload(
      store,
      payload.downloadId,
      error instanceof Error ? error.message : String(error),
    );
    throw error;
  }
}

/** Refuses (429) an export past the user's cap of exports queued or running at once. */
async function refuseTooManyExports(store: Store, userId: number) {
  const row = await store.db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('kind', '=', EXPORT_JOB_KIND)
    .where('user_id', '=', userId)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (Number(row?.n ?? 0) >= MAX_PENDING_EXPORTS_PER_USER)
    throw new HttpProblem(429, userLimitMessages.tooManyExports);
}

/** The export route of every entity the API lists, and the job that does the work. */
export function registerExports(
  app: FastifyInstance,
  store: Store,
  queue: JobQueue,
  notifier?: Notifier,
) {
  queue.register(EXPORT_JOB_KIND, (payload, ctx) =>
    runExport(payload as ExportPayload, ctx, notifier),
  );
  // Each list and each named list (`coverage_old/without-identifier/export`) of every entity.
  for (const entity of entities)
    for (const view of [undefined, ...entity.listViews]) {
      app.post<{ Body: ExportBody }>(
        `/api/v1/${view ? listViewRoute(entity, view) : entity.name}/export`,
        { schema: exportRoute(entity, view?.label), attachValidation: true },
        async (request, reply) => {
          const user = view
            ? requireListView(request, entity, view)
            : requireAccess(request, entity, 'list');
          refuseInvalid(request);
          const body = request.body ?? {};
          const format = body.format ?? 'xlsx';
          const filter = JSON.stringify(body.filter ?? {});
          const sort = JSON.stringify(body.sort ?? [entity.sort.field, entity.sort.order]);
          // A filter or sort the list would refuse is refused now, not in the job.
          parseListQuery(entity, { filter, sort });
          const { downloadId, jobId } = await inTransaction(store, async (tx) => {
            await refuseTooManyExports(tx, user.id);
            const downloadId = await startDownload(tx, {
              userId: user.id,
              organizationId: organizationOf(user),
              name: fileName(entity, format),
              mime: MIME[format],
            });
            const jobId = await queue.enqueue(tx, {
              kind: EXPORT_JOB_KIND,
              payload: {
                entity: entity.name,
                downloadId,
                format,
                filter,
                sort,
                ...(view ? { view: view.path } : {}),
              } satisfies ExportPayload,
              userId: user.id,
              organizationId: organizationOf(user),
              maxAttempts: 2,
            });
            return { downloadId, jobId };
          });
          reply.code(202);
          return {
            download_id: downloadId,
            job_id: jobId,
            message: 'Estamos preparando la exportación: te avisamos cuando esté en Descargas.',
          };
        },
      );
    }
}
