/**
 * `GET /api/v1/labels/{target}` (domain/engine/referenceLabels.ts): the names of a referenced
 * section's records for the users of the sections that cite it, with the list protocol of
 * ra-data-simple-rest so pickers and reference columns read it like any list. Only the search
 * text and ids filter, only name or id sort: a label route must not become a way to query the
 * target's other fields. Rows are scoped as the target's own list scopes them.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { recordName } from '../../domain/engine/display';
import { qualifiedLabel, type Entity } from '../../domain/engine/entity';
import { errorMessages } from '../../domain/engine/messages';
import {
  LABELS_PREFIX,
  labelMessages,
  labelFilters,
  labelQualifier,
  mayReadLabels,
  referencedEntities,
  searchesNamesApart,
} from '../../domain/engine/referenceLabels';
import { errorResponses, PRIVATE } from '../contract/responses';
import { refuseInvalid } from '../contract/validationProblems';
import { HttpProblem } from '../http/problems';
import { listAnswerTables, listRecords } from './listing';
import { parseListQuery, type ListQuery } from './listQuery';
import { recordAnswerTables } from './reading';
import { answerKey, currentVersion, notModified, sendValidator } from './readValidators';
import { viewerOf } from './routes';
import type { Row, Store, Viewer } from './store';

function labelsSchema(target: Entity): FastifySchema {
  return {
    summary: `Nombres de ${target.label.many.toLowerCase()} citados`,
    description:
      'Id y nombre de los registros, para quien usa una sección que los cita sin administrar esta. Filtros: q, id, en una cascada (país → provincia → localidad → código postal) el registro del que dependen y, donde se declara, si siguen en uso.',
    tags: ['Generales'],
    querystring: {
      type: 'object',
      properties: {
        filter: { type: 'string', examples: ['{"q":"san"}', '{"id":[1,2]}'] },
        range: { type: 'string', examples: ['[0,24]'] },
        sort: { type: 'string', examples: [`["${target.recordLabel}","ASC"]`] },
      },
      additionalProperties: true,
    },
    response: {
      200: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: target.idKind === 'uuid' ? 'string' : 'integer' },
            label: { type: 'string', description: 'Nombre del registro, con su calificador.' },
          },
          required: ['id', 'label'],
          additionalProperties: false,
        },
      },
      ...errorResponses([400, 403, ...PRIVATE].sort((a, b) => a - b)),
    },
  };
}

/**
 * The list query of a labels request: the target's own list query, within what the route
 * allows (only `q`, `id` and a cascade's filters; sorted by name or id).
 */
function labelQuery(target: Entity, raw: Record<string, unknown>): ListQuery {
  // Names sort by name when the request says nothing (react-admin's getMany never does),
  // whatever order the target's own list keeps (segments by priority).
  const byName = JSON.stringify([target.recordLabel, 'ASC']);
  const query = parseListQuery(target, raw.sort === undefined ? { ...raw, sort: byName } : raw);
  const allowed = labelFilters(target.name);
  if (query.conditions.some((c) => c.op !== '=' || c.via || !allowed.includes(c.field)))
    throw new HttpProblem(400, labelMessages.onlySearch);
  if (query.sort.field !== target.recordLabel && query.sort.field !== 'id')
    throw new HttpProblem(400, labelMessages.onlyLabelSort);
  return query;
}

/**
 * The list query of a labels page. `q` looks in the names only: where the search text holds
 * other fields too (a user's e-mail: a search over it would be an oracle), in the folded name
 * stored beside it (ListQuery `inNames`); elsewhere the search text is the name.
 */
function namesQuery(target: Entity, query: ListQuery): ListQuery {
  const inNames = query.q !== null && searchesNamesApart(target);
  return inNames ? { ...query, inNames } : query;
}

/**
 * Every table a labels page is built from (readValidators.ts): the page's, and the qualifier's
 * records' whose names each label embeds (a service's insurer: a renamed insurer moves it).
 */
function labelTables(store: Store, target: Entity, query: ListQuery, viewer: Viewer) {
  const tables = new Set(listAnswerTables(store, target, query, viewer));
  const qualifier = labelQualifier(target);
  if (qualifier)
    recordAnswerTables(store, qualifier.entity, viewer).forEach((table) => tables.add(table));
  return [...tables];
}

/** The qualifiers' names of a page (one read of the parents the viewer may see). */
async function qualifierNames(store: Store, target: Entity, records: Row[], viewer: Viewer) {
  const qualifier = labelQualifier(target);
  if (!qualifier) return () => null;
  const { field: name, entity: parent } = qualifier;
  const ids = [...new Set(records.map((r) => r[name]).filter((id) => id != null))];
  if (!ids.length) return () => null;
  const { records: parents } = await listRecords(
    store,
    parent,
    {
      q: null,
      ids,
      conditions: [],
      sort: { field: 'id', order: 'asc' },
      offset: 0,
      limit: ids.length,
    },
    viewer,
  );
  const byId = new Map(parents.map((p) => [p.id, recordName(parent, p)]));
  return (record: Row) => byId.get(record[name]) ?? null;
}

/** `release`: what the validators carry besides the data (readValidators.ts `releaseKey`). */
export function registerLabelRoutes(app: FastifyInstance, store: Store, release: string) {
  for (const target of referencedEntities()) {
    const path = `/api/v1/${LABELS_PREFIX}${target.name}`;
    app.get(
      path,
      { schema: labelsSchema(target), attachValidation: true },
      async (request, reply) => {
        const user = request.user;
        if (!user) throw new HttpProblem(401, errorMessages.unauthenticated);
        if (!mayReadLabels(user.access, target.name))
          throw new HttpProblem(403, errorMessages.forbidden);
        refuseInvalid(request);
        const query = namesQuery(
          target,
          labelQuery(target, request.query as Record<string, unknown>),
        );
        const viewer = viewerOf(user);
        // Two reads (the page, its qualifiers' names): the version of both is read before
        // either, so a write racing them only makes the validator older than the answer.
        const key = answerKey(release, 'labels', target.name, query);
        const version = await currentVersion(store, labelTables(store, target, query, viewer));
        if (notModified(request, reply, version, key, user)) return reply.send();
        const { records, total } = await listRecords(store, target, query, viewer);
        const qualifier = await qualifierNames(store, target, records, viewer);
        const range = records.length ? `${query.offset}-${query.offset + records.length - 1}` : '*';
        reply.header('Content-Range', `${LABELS_PREFIX}${target.name} ${range}/${total}`);
        sendValidator(reply, version, key, user);
        return records.map((record) => ({
          id: record.id,
          label: qualifiedLabel(recordName(target, record), qualifier(record)),
        }));
      },
    );
  }
}
