/**
 * For every entity declaring history (domain/engine/history.ts), whoever may open the record's
 * page reads its versions, with the same permission and scope (a record they cannot see is a
 * 404, as its page is):
 *   GET /api/v1/{resource}/{id}/versions                      every version, no snapshots
 *   GET /api/v1/{resource}/{id}/as_of?date=YYYY-MM-DD         the record as it was that day
 *   GET /api/v1/{resource}/{id}/versions/compare?from=N&to=M  what changed, field by field
 * A bad date or version number is a 422 in Spanish; a date before the first version is a 404
 * saying from when the record has data; a version that does not exist, a 404 naming it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Entity } from '../../domain/engine/entity';
import {
  asOfProblems,
  beforeFirstMessage,
  compareProblems,
  historyMessages,
  historyParts,
  validUntil,
} from '../../domain/engine/history';
import { diffVersions } from '../../domain/engine/versionDiff';
import { errorMessages, interpolate } from '../../domain/engine/messages';
import { entities, entityByName } from '../../domain/entities';
import { checkedQuery, unknownQueryKeys } from '../contract/validationProblems';
import { HttpProblem } from '../http/problems';
import { getRecord } from '../rest/repository';
import { requireAccess, requireId, viewerOf } from '../rest/routes';
import type { Store } from '../rest/store';
import { asOfSchema, compareSchema, versionsSchema } from './versionSchemas';
import { asOf, listVersions, readVersion, type StoredVersion } from './versionStore';

type Params = { Params: { id: string } };

/** The record's id when the session may open its page and sees it; a 404 otherwise. */
async function visibleRecord(store: Store, entity: Entity, request: FastifyRequest<Params>) {
  const user = requireAccess(request, entity, 'show');
  return { user, id: await seenId(store, entity, request, viewerOf(user)) };
}

async function seenId(
  store: Store,
  entity: Entity,
  request: FastifyRequest<Params>,
  viewer: ReturnType<typeof viewerOf>,
) {
  const id = requireId(entity, request.params.id);
  if (!(await getRecord(store, entity, id, viewer)))
    throw new HttpProblem(404, errorMessages.notFound);
  return id;
}

const summary = ({ snapshot: _snapshot, ...rest }: StoredVersion) => rest;

function historyRoutes(app: FastifyInstance, store: Store, entity: Entity) {
  const path = `/api/v1/${entity.name}/:id`;
  const parts = historyParts(entity, entityByName);

  app.get<Params>(
    `${path}/versions`,
    { schema: versionsSchema(entity), attachValidation: true },
    async (request) => {
      const { id } = await visibleRecord(store, entity, request);
      checkedQuery(request, (q) => unknownQueryKeys(q, []));
      const versions = await listVersions(store, entity, id);
      const until = validUntil(versions);
      return versions.map((v) => ({ ...v, valid_to: until.get(v.version) ?? null }));
    },
  );

  app.get<Params>(
    `${path}/as_of`,
    { schema: asOfSchema(entity), attachValidation: true },
    async (request) => {
      const { id } = await visibleRecord(store, entity, request);
      const query = checkedQuery(request, (q) => ({
        ...unknownQueryKeys(q, ['date']),
        ...asOfProblems(q),
      }));
      const date = String(query.date);
      const found = await asOf(store, entity, id, date);
      if (found) return { ...summary(found), ...found.snapshot };
      const [first] = await listVersions(store, entity, id);
      throw new HttpProblem(404, beforeFirstMessage(date, first?.effective_from));
    },
  );

  app.get<Params>(
    `${path}/versions/compare`,
    { schema: compareSchema(entity), attachValidation: true },
    async (request) => {
      const { id } = await visibleRecord(store, entity, request);
      const query = checkedQuery(request, (q) => ({
        ...unknownQueryKeys(q, ['from', 'to']),
        ...compareProblems(q),
      }));
      const read = async (key: 'from' | 'to') => {
        const version = Number(query[key]);
        const found = await readVersion(store, entity, id, version);
        if (!found) throw new HttpProblem(404, interpolate(historyMessages.noVersion, { version }));
        return found;
      };
      const from = await read('from');
      const to = await read('to');
      return {
        from: summary(from),
        to: summary(to),
        ...diffVersions(entity, parts, from.snapshot, to.snapshot),
      };
    },
  );
}

export function registerHistoryRoutes(app: FastifyInstance, store: Store) {
  for (const entity of entities) if (entity.history) historyRoutes(app, store, entity);
}
