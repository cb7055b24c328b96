/**
 * `GET /api/v1/duplicates/{entity}?{field}={value}&exclude={id}` (domain/duplicates.ts): the
 * organization's records already holding a value the form is about to save, whoever they are
 * assigned to. A record the user may not open comes without id or name; at most a few per
 * field. Allowed to whoever may create or edit the entity's records.
 */
import { sql, type RawBuilder } from 'kysely';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { recordName } from '../../domain/display';
import {
  comparisonOf,
  duplicateProbe,
  DUPLICATES_PER_FIELD,
  type DuplicateMatch,
} from '../../domain/duplicates';
import { entities } from '../../domain/entities';
import type { Entity } from '../../domain/entity';
import { errorMessages } from '../../domain/messages';
import { limitingAssignment } from '../../domain/recordScope';
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

function duplicatesSchema(entity: Entity): FastifySchema {
  const fields = entity.duplicates ?? [];
  return {
    summary: `Buscar ${entity.label.many.toLowerCase()} que ya tengan esos datos`,
    description: `Antes de guardar: los registros de la organización con el mismo ${fields.join(', ')}. Los que el usuario no puede abrir vienen sin id ni nombre.`,
    tags: ['Generales'],
    querystring: {
      type: 'object',
      properties: Object.fromEntries(
        [...fields, 'exclude'].map((name) => [name, { type: 'string' }]),
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
            id: { type: entity.idKind === 'uuid' ? 'string' : 'integer' },
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

/** The column as compared (domain/duplicates.ts `comparisonOf`), the same on both dialects. */
function compared(entity: Entity, name: string): RawBuilder<string> {
  const column = sql.ref(name);
  switch (comparisonOf(entity, name)) {
    case 'lowerCase':
      return sql<string>`lower(${column})`;
    case 'digits':
      return ['+', '.', ')', '(', '-', ' '].reduce(
        (inner, character) => sql<string>`replace(${inner}, ${character}, '')`,
        sql<string>`${column}`,
      );
    default:
      return sql<string>`${column}`;
  }
}

export function registerDuplicateRoutes(app: FastifyInstance, store: Store) {
  for (const entity of entities.filter((e) => e.duplicates?.length)) {
    app.get(
      `/api/v1/duplicates/${entity.name}`,
      { schema: duplicatesSchema(entity), attachValidation: true },
      async (request) => {
        const user = request.user;
        if (!user) throw new HttpProblem(401, errorMessages.unauthenticated);
        if (
          !canAccess(user.access, entity.name, 'create') &&
          !canAccess(user.access, entity.name, 'edit')
        )
          throw new HttpProblem(403, errorMessages.forbidden);
        const query = checkedQuery(request, (q) =>
          unknownQueryKeys(q, [...(entity.duplicates ?? []), 'exclude']),
        );
        const exclude: Id | null = query.exclude ? parseId(entity, query.exclude) : null;
        const viewer = viewerOf(user);
        const limit = limitingAssignment(entity, user.access);
        const matches: DuplicateMatch[] = [];
        for (const name of entity.duplicates ?? []) {
          const probe = duplicateProbe(entity, name, query[name]);
          if (probe === null) continue;
          let select = visibleTo(store.db.selectFrom(entity.table), entity, viewer, {
            assignment: false,
          })
            .select(['id', entity.recordLabel])
            .where(compared(entity, name) as never, '=', probe as never);
          if (exclude !== null) select = select.where('id', '<>', exclude as never);
          const rows = await select.orderBy('id').limit(DUPLICATES_PER_FIELD).execute();
          const opened = limit ? await visibleIds(store, entity, viewer, rows) : null;
          for (const row of rows) {
            const opens = !opened || opened.has(row.id);
            matches.push(
              opens
                ? {
                    field: name,
                    id: row.id as Id,
                    label: recordName(entity, row),
                  }
                : { field: name },
            );
          }
        }
        return matches;
      },
    );
  }
}
