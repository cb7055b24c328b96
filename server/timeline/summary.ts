/**
 * `GET /api/v1/{entity}/{id}/summary` for every entity whose page a summary heads (entity
 * option `header`, domain/recordSummary.ts): its figures, each counted or summed over the
 * records of its entity that cite the page's record and that the viewer sees (`visibleTo`, the
 * lists' own scope: a policy kept from them is not counted), and only for the sections they may
 * list. Whoever may open the record reads it; a record they cannot see is a 404, as its page is.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { entities, entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import type { AccessLists } from '../../domain/engine/access';
import { scaleOf } from '../../domain/engine/fields';
import { errorMessages } from '../../domain/engine/messages';
import { summaryOf, type SummaryFigure } from '../../domain/recordSummary';
import { canAccess } from '../../domain/routes';
import { integerToDecimal } from '../db/codec';
import { errorResponses, PRIVATE } from '../contract/responses';
import { checkedQuery, unknownQueryKeys } from '../contract/validationProblems';
import { HttpProblem } from '../http/problems';
import { getRecord } from '../rest/repository';
import { requireAccess, requireId, viewerOf } from '../rest/routes';
import { visibleTo, type Id, type Store, type Viewer } from '../rest/store';

/** The entities whose page a summary heads. */
export const summaryParents = (): Entity[] => entities.filter((e) => summaryOf(e));

/** A figure's value over the records `viewer` sees: how many, or their field's sum in pesos. */
async function measure(store: Store, figure: SummaryFigure, id: Id, viewer: Viewer) {
  const entity = entityByName(figure.entity);
  let query = store.db
    .selectFrom(entity.table)
    .select((eb) => (figure.sum ? eb.fn.sum(figure.sum).as('value') : eb.fn.countAll().as('value')))
    .where(figure.link, '=', id);
  for (const [field, values] of Object.entries(figure.where ?? {}))
    query = query.where(field, 'in', values);
  const row = (await visibleTo(query, entity, viewer).executeTakeFirst()) as
    { value: unknown } | undefined;
  const value = row?.value ?? 0;
  // Money is stored in whole cents: their sum is exact, then read as a stored amount is.
  return figure.sum ? integerToDecimal(value, scaleOf(entity.fields[figure.sum])) : Number(value);
}

/**
 * The figures of a record of `parent` the viewer may read, in their declared order, each
 * measured by `measure` (the database here; fixtures mode's rows with the same figures).
 */
export async function readSummary(
  parent: Entity,
  access: AccessLists | null | undefined,
  measure: (figure: SummaryFigure) => Promise<number>,
) {
  const figures = (summaryOf(parent)?.figures ?? []).filter((figure) =>
    canAccess(access, figure.entity, 'list'),
  );
  const values = await Promise.all(figures.map(measure));
  return { figures: figures.map((figure, n) => ({ key: figure.key, value: values[n] })) };
}

function summarySchema(parent: Entity): FastifySchema {
  const figures = summaryOf(parent)?.figures ?? [];
  return {
    summary: `Resumen de ${parent.label.one.toLowerCase()}`,
    description: `Las cifras que encabezan su página, sobre lo que la sesión puede ver; solo las de las secciones que puede listar: ${figures.map((f) => `${f.key} (${f.label})`).join(', ')}.`,
    tags: [parent.label.many],
    params: {
      type: 'object',
      properties: {
        id:
          parent.idKind === 'uuid'
            ? { type: 'string', format: 'uuid', description: 'Id del registro (UUID).' }
            : { type: 'string', pattern: '^\\d{1,10}$', description: 'Id del registro.' },
      },
      required: ['id'],
      additionalProperties: false,
    },
    querystring: { type: 'object', properties: {}, additionalProperties: false },
    response: {
      200: {
        type: 'object',
        properties: {
          figures: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                key: { type: 'string', enum: figures.map((f) => f.key) },
                value: { type: 'number', description: 'Cantidad, o importe en pesos.' },
              },
              required: ['key', 'value'],
              additionalProperties: false,
            },
          },
        },
        required: ['figures'],
        additionalProperties: false,
      },
      ...errorResponses([403, 404, 422, ...PRIVATE].sort((a, b) => a - b)),
    },
  };
}

export function registerSummaryRoutes(app: FastifyInstance, store: Store) {
  for (const parent of summaryParents()) {
    app.get<{ Params: { id: string } }>(
      `/api/v1/${parent.name}/:id/summary`,
      { schema: summarySchema(parent), attachValidation: true },
      async (request) => {
        const user = requireAccess(request, parent, 'show');
        const viewer = viewerOf(user);
        const id = requireId(parent, request.params.id);
        if (!(await getRecord(store, parent, id, viewer)))
          throw new HttpProblem(404, errorMessages.notFound);
        // After the record, as the history's reads: what is out of sight is a 404 first.
        checkedQuery(request, (q) => unknownQueryKeys(q, []));
        return readSummary(parent, user.access, (figure) => measure(store, figure, id, viewer));
      },
    );
  }
}
