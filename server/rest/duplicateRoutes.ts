/**
 * `GET /api/v1/duplicates/{entity}?{field}={value}&exclude={id}` (domain/engine/duplicates.ts): the
 * organization's records already holding a value the form is about to save, whoever they are
 * assigned to. A record the user may not open comes without id or name, and `exclude` leaves
 * out only one they open; at most a few per field. Allowed to whoever may create or edit the
 * entity's records.
 */
import { sql, type RawBuilder } from 'kysely';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { recordName } from '../../domain/engine/display';
import {
  comparisonOf,
  DIGIT_SEPARATORS,
  duplicateFields,
  duplicateQueryKeys,
  duplicateLookups,
  DUPLICATES_PER_FIELD,
  findDuplicates,
  lookupMatches,
  type DuplicateLookup,
  type DuplicateMatch,
} from '../../domain/engine/duplicates';
import { entities, entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { errorMessages } from '../../domain/engine/messages';
import { limitingScope } from '../../domain/engine/recordScope';
import { canAccess } from '../../domain/routes';
import { errorResponses, PRIVATE } from '../contract/responses';
import { checkedQuery, unknownQueryKeys } from '../contract/validationProblems';
import { HttpProblem } from '../http/problems';
import { viewerOf } from './routes';
import { parseId, visibleTo, type Id, type Store, type Viewer } from './store';
import type { Row } from '../db/codec';

/** Which of `rows` the viewer opens: theirs, or a teammate's (the list's own scope). */
async function visibleIds(store: Store, entity: Entity, viewer: Viewer, rows: Row[]) {
  if (!rows.length) return new Set<unknown>();
  const ids = rows.map((row) => row.id);
  const seen = await visibleTo(store.db.selectFrom(entity.table), entity, viewer)
    .select('id')
    .where('id', 'in', ids as never)
    .execute();
  return new Set(seen.map((row) => row.id));
}

/**
 * `id` when the viewer opens that record, else null: a record they may not open is left in the
 * matches as one that does not exist would be, so `exclude` never confirms which hidden record
 * holds a value (issue 28).
 */
async function openedId(store: Store, entity: Entity, viewer: Viewer, id: Id | null) {
  if (id === null) return null;
  const seen = await visibleTo(store.db.selectFrom(entity.table), entity, viewer)
    .select('id')
    .where('id', '=', id as never)
    .executeTakeFirst();
  return seen ? id : null;
}

function duplicatesSchema(entity: Entity, fields: string[]): FastifySchema {
  const among = (entity.duplicatesAmong ?? []).map((a) => entityByName(a.entity).label.many);
  const idTypes = [
    ...new Set(
      duplicateLookups(entity).map(({ target }) =>
        target.idKind === 'uuid' ? 'string' : 'integer',
      ),
    ),
  ];
  const also = among.length ? ` También en ${among.join(', ').toLowerCase()} (entity).` : '';
  return {
    summary: `Buscar ${entity.label.many.toLowerCase()} que ya tengan esos datos`,
    description: `Antes de guardar: los registros de la organización con el mismo ${fields.join(', ')}.${also} Los que el usuario no puede abrir vienen sin id ni nombre.`,
    tags: ['Generales'],
    querystring: {
      type: 'object',
      properties: Object.fromEntries(
        duplicateQueryKeys(entity).map((name) => [name, { type: 'string' }]),
      ),
      additionalProperties: true,
    },
    response: {
      200: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            field: { type: 'string' },
            entity: { type: 'string' },
            id: { type: idTypes.length === 1 ? idTypes[0] : idTypes },
            label: { type: 'string' },
          },
          required: ['field'],
          additionalProperties: false,
        },
      },
      ...errorResponses([403, 422, ...PRIVATE].sort((a, b) => a - b)),
    },
  };
}

/** A text's digits, as SQL both dialects run: the separators a phone is typed with, gone. */
const digitsOf = (text: RawBuilder<string>) =>
  DIGIT_SEPARATORS.reduce(
    (inner, character) => sql<string>`replace(${inner}, ${character}, '')`,
    text,
  );

/** The column as compared (domain/engine/duplicates.ts `comparisonOf`), the same on both dialects. */
function compared(entity: Entity, name: string): RawBuilder<string> {
  const column = sql.ref(name);
  switch (comparisonOf(entity, name)) {
    case 'lowerCase':
      return sql<string>`lower(${column})`;
    case 'digits':
      return digitsOf(sql<string>`${column}`);
    default:
      return sql<string>`${column}`;
  }
}

/**
 * The condition a value is found by in `target`: its column holds one of the spellings, or
 * (`duplicatesInItems`) one of its embedded items does, the item's columns read together.
 */
function holding(target: Entity, name: string, spellings: string[]): RawBuilder<boolean> {
  const own = sql<boolean>`${compared(target, name)} in (${sql.join(spellings)})`;
  const inItems = target.duplicatesInItems?.[name];
  const list = inItems && target.fields[inItems.list];
  if (!inItems || list?.kind !== 'embeddedList') return own;
  const joined = sql.join(
    inItems.columns.map((column) => sql`coalesce(${sql.ref(column)}, '')`),
    sql` || `,
  );
  return sql<boolean>`(${own} or id in (select ${sql.ref(list.parentField)} from ${sql.table(list.of.table)} where ${digitsOf(sql<string>`${joined}`)} in (${sql.join(spellings)})))`;
}

/**
 * The matches of the form's values in one section: at most a few per field, named only where
 * the viewer opens the record. The form's own record (`exclude`) is left out of its section.
 */
export function matchesIn(
  store: Store,
  lookup: DuplicateLookup,
  probes: Map<string, string>,
  viewer: Viewer,
  access: Viewer['access'],
  exclude: Id | null,
  foreign: boolean,
): Promise<DuplicateMatch[]> {
  // `exclude`: the form's own record in its section, or the one it cites in another.
  const limit = limitingScope(lookup.target, access);
  return lookupMatches(lookup, probes, foreign, async (target, field, spellings) => {
    let select = visibleTo(store.db.selectFrom(target.table), target, viewer, {
      assignment: false,
    })
      .select(['id', target.recordLabel])
      .where(holding(target, field, spellings) as never);
    if (exclude !== null) select = select.where('id', '<>', exclude as never);
    const rows = await select.orderBy('id').limit(DUPLICATES_PER_FIELD).execute();
    const opened = limit ? await visibleIds(store, target, viewer, rows) : null;
    return rows.map((row) =>
      !opened || opened.has(row.id) ? { id: row.id as Id, label: recordName(target, row) } : {},
    );
  });
}

/**
 * The answer for whoever may create or edit the entity's records (403 otherwise), its query's
 * unknown keys a 422; `matchesIn`: how a section is looked up (fixtures mode answers with it too).
 */
export function duplicatesAnswer(
  entity: Entity,
  access: Viewer['access'],
  request: Parameters<typeof checkedQuery>[0],
  matchesIn: Parameters<typeof findDuplicates>[3],
) {
  if (!canAccess(access, entity.name, 'create') && !canAccess(access, entity.name, 'edit'))
    throw new HttpProblem(403, errorMessages.forbidden);
  const query = checkedQuery(request, (q) => unknownQueryKeys(q, duplicateQueryKeys(entity)));
  return findDuplicates(
    entity,
    query,
    (target) => canAccess(access, target.name, 'list'),
    matchesIn,
  );
}

export function registerDuplicateRoutes(app: FastifyInstance, store: Store) {
  for (const entity of entities.filter((e) => duplicateFields(e).length)) {
    const fields = duplicateFields(entity);
    app.get(
      `/api/v1/duplicates/${entity.name}`,
      { schema: duplicatesSchema(entity, fields), attachValidation: true },
      async (request) => {
        const user = request.user;
        if (!user) throw new HttpProblem(401, errorMessages.unauthenticated);
        const viewer = viewerOf(user);
        return duplicatesAnswer(
          entity,
          user.access,
          request,
          async (lookup, probes, cited, foreign) => {
            const id = cited ? parseId(lookup.target, cited) : null;
            const left = await openedId(store, lookup.target, viewer, id);
            return matchesIn(store, lookup, probes, viewer, user.access, left, foreign);
          },
        );
      },
    );
  }
}
