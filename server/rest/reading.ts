/** Reads one record of a declared entity, as the viewer may see it, with its lists. */
import type { Entity } from '../../domain/engine/entity';
import { decodeRow } from '../db/codec';
import { VALIDATOR_COLUMN } from '../db/writeVersions';
import { recordStatement } from './compiledQueries';
import { runRead } from './readQuery';
import { loadEmbeddedLists } from './embeddedLists';
import { loadMemberLists } from './memberLists';
import { loadReferenceLists } from './referenceLists';
import { type Id, type Row, type Store, type Viewer } from './store';
import type { ListQuery } from './listQuery';

/** A read by id has no list query: the compiled text reads only the id and the viewer. */
const NO_QUERY = {} as ListQuery;

export async function getRecord(
  store: Store,
  entity: Entity,
  id: Id,
  viewer: Viewer | null = null,
): Promise<Row | undefined> {
  return (await readRecord(store, entity, id, viewer))?.record;
}

/** Every table a record's answer depends on (readValidators.ts), without reading anything. */
export const recordAnswerTables = (store: Store, entity: Entity, viewer: Viewer | null) =>
  recordStatement(entity, viewer, store.dialect).answerTables!;

/** The record and its answer's version, read in the record's own statement, before its lists. */
export async function readRecord(
  store: Store,
  entity: Entity,
  id: Id,
  viewer: Viewer | null = null,
): Promise<{ record: Row; version: unknown } | undefined> {
  const statement = recordStatement(entity, viewer, store.dialect);
  const input = { query: NO_QUERY, viewer, ids: [id] };
  const [row] = await runRead(store, statement.text, statement.params(input));
  if (!row) return undefined;
  const [record] = await loadReferenceLists(store, entity, [decodeRow(entity, row)]);
  await loadMemberLists(store, entity, record, viewer);
  await loadEmbeddedLists(store, entity, record);
  return { record, version: row[VALIDATOR_COLUMN] };
}
