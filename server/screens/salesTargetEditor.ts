/**
 * The sales-target grid editor's API: `GET /api/v1/admin/sales-target/editor` reads one year of
 * one branch and one figure (premium or policy count) as executives × months, and `PUT` saves
 * only the cells the user changed, all or none, in one transaction. Each changed cell carries
 * the `updated_at` it was read with: a cell somebody else changed (or created) meanwhile makes
 * the whole save a 409, so nobody overwrites a colleague's figure without seeing it.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { months } from '../../domain/enums/months';
import { errorMessages } from '../../domain/engine/messages';
import {
  SALES_TARGET_YEARS,
  salesTarget,
  salesTargetMetrics,
  type SalesTargetMetric,
} from '../../domain/entities/salesTarget';
import { branch } from '../../domain/entities/branch';
import { user } from '../../domain/entities/auth';
import { ACTIVE_STATE } from '../../domain/entities/auth';
import { validateRecord, type FieldErrors } from '../../domain/engine/validate';
import { ORGANIZATION_COLUMN } from '../../domain/engine/entity';
import { decodeRow, encodeValues, searchColumns } from '../db/codec';
import { errorResponses, PRIVATE, WITH_BODY } from '../contract/responses';
import { HttpProblem, refuseErrors, unprocessable } from '../http/problems';
import { auditWrite, changedValues } from '../rest/auditTrail';
import { inTransaction, visibleTo, type Row, type Store } from '../rest/store';
import { nextTimestamp } from '../rest/writeRules';
import { organizationOf, requireAccess, viewerOf, writerOf } from '../rest/routes';

const PATH = '/api/v1/admin/sales-target/editor';
const METRICS = salesTargetMetrics.map((m) => m.field);
/** Executives × 12 months of a large sales force, with room to spare. */
const MAX_CELLS = 6000;

// Ranges are checked in the handlers, so a wrong value gets a Spanish 422 like any field.
const key = {
  year: { type: 'integer' },
  branch_id: { type: 'integer' },
  metric: { type: 'string', maxLength: 40 },
};
const cell = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'null'], description: 'El objetivo guardado, si ya existía.' },
    user_id: { type: 'integer' },
    month: { type: 'integer' },
    value: { type: ['number', 'null'] },
    updated_at: { type: ['string', 'null'], description: 'Versión leída (bloqueo optimista).' },
  },
  required: ['user_id', 'month', 'value'],
  additionalProperties: false,
};
const grid = {
  type: 'object',
  properties: {
    ...key,
    executives: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, name: { type: 'string' } },
        required: ['id', 'name'],
        additionalProperties: false,
      },
    },
    cells: { type: 'array', items: cell },
  },
  required: ['year', 'branch_id', 'metric', 'executives', 'cells'],
  additionalProperties: false,
};

const readSchema: FastifySchema = {
  summary: 'Objetivos de venta de un año y un ramo, por ejecutivo y mes',
  tags: ['Objetivos de venta'],
  // Query values arrive as text (nothing is coerced): checked and read in the handler, so a
  // wrong one gets the same Spanish 422 as in the body.
  querystring: {
    type: 'object',
    properties: {
      year: { type: 'string', maxLength: 10 },
      branch_id: { type: 'string', maxLength: 10 },
      metric: { type: 'string', maxLength: 40 },
    },
    required: ['year', 'branch_id', 'metric'],
    additionalProperties: false,
  },
  response: { 200: grid, ...errorResponses([...PRIVATE, 400, 403, 422]) },
};
const saveSchema: FastifySchema = {
  summary: 'Guarda las celdas cambiadas del editor de objetivos, todas o ninguna',
  tags: ['Objetivos de venta'],
  body: {
    type: 'object',
    properties: { ...key, cells: { type: 'array', items: cell, maxItems: MAX_CELLS } },
    required: ['year', 'branch_id', 'metric', 'cells'],
    additionalProperties: false,
  },
  response: { 200: grid, ...errorResponses([...PRIVATE, ...WITH_BODY, 403, 409]) },
};

interface GridKey {
  year: number;
  branch_id: number;
  metric: SalesTargetMetric;
}
interface Cell {
  id?: number | null;
  user_id: number;
  month: number;
  value: number | null;
  updated_at?: string | null;
}

/** Executives' own targets (no team) of one year and branch in the organization. */
function targetsOf(store: Store, organizationId: number, k: GridKey) {
  return store.db
    .selectFrom(salesTarget.table)
    .selectAll()
    .where(ORGANIZATION_COLUMN, '=', organizationId)
    .where('year', '=', k.year)
    .where('branch_id', '=', k.branch_id)
    .where('team_id', 'is', null)
    .where('user_id', 'is not', null);
}

async function readGrid(
  store: Store,
  organizationId: number,
  viewer: ReturnType<typeof viewerOf>,
  k: GridKey,
) {
  const people = await visibleTo(store.db.selectFrom(user.table), user, viewer)
    .select(['id', 'name'])
    .where('state', '=', ACTIVE_STATE)
    .orderBy('name')
    .execute();
  const rows = await targetsOf(store, organizationId, k).execute();
  const cells = rows.map((row) => {
    const r = decodeRow(salesTarget, row);
    return {
      id: Number(r.id),
      user_id: Number(r.user_id),
      month: Number(r.month),
      value: r[k.metric] === null ? null : Number(r[k.metric]),
      updated_at: String(r.updated_at),
    };
  });
  // An executive who left keeps their targets visible in the grid.
  const shown = new Set(people.map((p) => Number(p.id)));
  const missing = [...new Set(cells.map((c) => c.user_id))].filter((id) => !shown.has(id));
  const former = missing.length
    ? await store.db
        .selectFrom(user.table)
        .select(['id', 'name'])
        .where('id', 'in', missing)
        .execute()
    : [];
  const executives = [...people, ...former].map((p) => ({
    id: Number(p.id),
    name: String(p.name),
  }));
  return { ...k, executives, cells };
}

async function requireBranch(store: Store, id: number) {
  const found = await store.db
    .selectFrom(branch.table)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw unprocessable({ branch_id: ['Elegí un ramo de la lista.'] });
}

/** The grid's key from the query's texts, or a 422 naming each wrong one. */
function parseKey(query: Record<'year' | 'branch_id' | 'metric', string>): GridKey {
  const errors: FieldErrors = {};
  const year = /^\d{4}$/.test(query.year) ? Number(query.year) : NaN;
  if (!(year >= SALES_TARGET_YEARS.min && year <= SALES_TARGET_YEARS.max))
    errors.year = [`Elegí un año entre ${SALES_TARGET_YEARS.min} y ${SALES_TARGET_YEARS.max}.`];
  const branchId = /^\d{1,9}$/.test(query.branch_id) ? Number(query.branch_id) : NaN;
  if (!(branchId >= 1)) errors.branch_id = ['Elegí un ramo de la lista.'];
  const metric = METRICS.find((m) => m === query.metric);
  if (!metric) errors.metric = ['Elegí la prima o la cantidad de pólizas.'];
  refuseErrors(errors);
  return { year, branch_id: branchId, metric: metric! };
}

export function registerSalesTargetEditor(app: FastifyInstance, store: Store) {
  app.get<{ Querystring: Record<'year' | 'branch_id' | 'metric', string> }>(
    PATH,
    { schema: readSchema },
    async (request) => {
      const sessionUser = requireAccess(request, salesTarget, 'list');
      const k = parseKey(request.query);
      await requireBranch(store, k.branch_id);
      return readGrid(store, organizationOf(sessionUser), viewerOf(sessionUser), k);
    },
  );

  app.put<{ Body: GridKey & { cells: Cell[] } }>(PATH, { schema: saveSchema }, async (request) => {
    const sessionUser = requireAccess(request, salesTarget, 'edit');
    const { cells, ...sent } = request.body;
    const k = parseKey({
      year: String(sent.year),
      branch_id: String(sent.branch_id),
      metric: String(sent.metric),
    });
    if (cells.some((c) => !c.id)) requireAccess(request, salesTarget, 'create');
    await requireBranch(store, k.branch_id);
    const organizationId = organizationOf(sessionUser);
    const viewer = viewerOf(sessionUser);
    const ctx = writerOf(sessionUser);
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    const visible = new Set(
      (
        await visibleTo(store.db.selectFrom(user.table), user, viewer)
          .select('id')
          .where('id', 'in', [0, ...cells.map((c) => c.user_id)])
          .execute()
      ).map((r) => Number(r.id)),
    );
    const monthName = (m: number) => months.options[m - 1]?.label.toLowerCase() ?? String(m);
    cells.forEach((c, i) => {
      const where = `cells.${i}`;
      if (!months.options.some((m) => m.id === c.month)) {
        errors[where] = ['Elegí un mes de enero a diciembre.'];
        return;
      }
      const pair = `${c.user_id}.${c.month}`;
      if (seen.has(pair)) errors[where] = [`La celda de ${monthName(c.month)} se repite.`];
      seen.add(pair);
      if (!visible.has(c.user_id)) errors[where] = ['Elegí un ejecutivo de la lista.'];
      const { errors: fieldErrors } = validateRecord(salesTarget, {
        user_id: c.user_id,
        branch_id: k.branch_id,
        year: k.year,
        month: c.month,
        premium_target: 0,
        policy_target: 0,
        [k.metric]: c.value ?? 0,
      });
      const problem = fieldErrors[k.metric];
      if (problem) errors[where] = [`${monthName(c.month)}: ${problem.join(' ')}`];
      if (c.id && !c.updated_at)
        errors[where] = ['Falta la fecha de última modificación de la celda que editaste.'];
    });
    refuseErrors(errors);

    await inTransaction(store, async (tx) => {
      const current = new Map(
        (await targetsOf(tx, organizationId, k).execute()).map((row) => {
          const r = decodeRow(salesTarget, row);
          return [`${r.user_id}.${r.month}`, r];
        }),
      );
      for (const c of cells) {
        const stored = current.get(`${c.user_id}.${c.month}`);
        const value = c.value ?? 0;
        if (c.id) {
          // Somebody changed or removed this cell since it was read.
          if (!stored || Number(stored.id) !== c.id || stored.updated_at !== c.updated_at)
            throw new HttpProblem(409, errorMessages.stale);
          const after: Row = { ...stored, [k.metric]: value };
          const result = await tx.db
            .updateTable(salesTarget.table)
            .set({
              ...encodeValues(salesTarget, { [k.metric]: value }, tx.dialect),
              updated_at: nextTimestamp(String(stored.updated_at)),
            })
            .where('id', '=', c.id)
            .where('updated_at', '=', String(stored.updated_at))
            .returning('id')
            .executeTakeFirst();
          if (!result) throw new HttpProblem(409, errorMessages.stale);
          const changes = changedValues(stored, after);
          await auditWrite(
            tx,
            ctx,
            salesTarget,
            c.id,
            'update',
            changes,
            [stored, after],
            organizationId,
          );
        } else {
          // Somebody created this cell since it was read.
          if (stored) throw new HttpProblem(409, errorMessages.stale);
          const values: Row = {
            user_id: c.user_id,
            team_id: null,
            branch_id: k.branch_id,
            year: k.year,
            month: c.month,
            premium_target: 0,
            policy_target: 0,
            [k.metric]: value,
          };
          const now = new Date().toISOString();
          const inserted = await tx.db
            .insertInto(salesTarget.table)
            .values({
              ...encodeValues(salesTarget, values, tx.dialect),
              ...searchColumns(salesTarget, values),
              created_at: now,
              updated_at: now,
              [ORGANIZATION_COLUMN]: organizationId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const id = Number(inserted.id);
          await auditWrite(tx, ctx, salesTarget, id, 'create', values, [values], organizationId);
        }
      }
    });
    return readGrid(store, organizationId, viewer, k);
  });
}
