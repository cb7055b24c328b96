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
  type VersionSummary,
} from '../../domain/engine/history';
import { diffVersions } from '../../domain/engine/versionDiff';
import { errorMessages, interpolate } from '../../domain/engine/messages';
import { entities, entityByName } from '../../domain/entities';
import { checkedQuery, unknownQueryKeys } from '../contract/validationProblems';
import { HttpProblem } from '../http/problems';
import { getRecord } from '../rest/repository';
import { requireAccess, requireId, viewerOf } from '../rest/routes';
import type { Id, Store } from '../rest/store';
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

/** The three reads, by what follows the record's path. */
export const HISTORY_READS = {
  versions: 'versions',
  as_of: 'as_of',
  compare: 'versions/compare',
} as const;
export type HistoryRead = keyof typeof HISTORY_READS;

/** Where a record's versions are read: the versions table (fixtures mode: its one version). */
export interface RecordVersions {
  list: () => Promise<Omit<VersionSummary, 'valid_to'>[]>;
  asOf: (day: string) => Promise<StoredVersion | null>;
  read: (version: number) => Promise<StoredVersion | null>;
}

const versionsIn = (store: Store, entity: Entity, id: Id): RecordVersions => ({
  list: () => listVersions(store, entity, id),
  asOf: (day) => asOf(store, entity, id, day),
  read: (version) => readVersion(store, entity, id, version),
});

/**
 * One read of a record the session may open and sees, its query checked first (fixtures mode
 * answers with it too).
 */
export async function historyAnswer(
  entity: Entity,
  read: HistoryRead,
  request: Parameters<typeof checkedQuery>[0],
  versions: RecordVersions,
) {
  if (read === 'versions') {
    checkedQuery(request, (q) => unknownQueryKeys(q, []));
    const all = await versions.list();
    const until = validUntil(all);
    return all.map((v) => ({ ...v, valid_to: until.get(v.version) ?? null }));
  }
  if (read === 'as_of') {
    const query = checkedQuery(request, (q) => ({
      ...unknownQueryKeys(q, ['date']),
      ...asOfProblems(q),
    }));
    const date = String(query.date);
    const found = await versions.asOf(date);
    const derive = entity.history?.asOf;
    if (found)
      return {
        ...summary(found),
        ...found.snapshot,
        record: derive ? derive(found.snapshot.record, date) : found.snapshot.record,
      };
    const [first] = await versions.list();
    throw new HttpProblem(404, beforeFirstMessage(date, first?.effective_from));
  }
  const query = checkedQuery(request, (q) => ({
    ...unknownQueryKeys(q, ['from', 'to']),
    ...compareProblems(q),
  }));
  const version = async (key: 'from' | 'to') => {
    const number = Number(query[key]);
    const found = await versions.read(number);
    if (!found)
      throw new HttpProblem(404, interpolate(historyMessages.noVersion, { version: number }));
    return found;
  };
  const from = await version('from');
  const to = await version('to');
  const parts = historyParts(entity, entityByName);
  return {
    from: summary(from),
    to: summary(to),
    ...diffVersions(entity, parts, from.snapshot, to.snapshot),
  };
}

const schemas = { versions: versionsSchema, as_of: asOfSchema, compare: compareSchema };

function historyRoutes(app: FastifyInstance, store: Store, entity: Entity) {
  for (const [read, path] of Object.entries(HISTORY_READS) as [HistoryRead, string][])
    app.get<Params>(
      `/api/v1/${entity.name}/:id/${path}`,
      { schema: schemas[read](entity), attachValidation: true },
      async (request) => {
        const { id } = await visibleRecord(store, entity, request);
        return historyAnswer(entity, read, request, versionsIn(store, entity, id));
      },
    );
}

export function registerHistoryRoutes(app: FastifyInstance, store: Store) {
  for (const entity of entities) if (entity.history) historyRoutes(app, store, entity);
}
