/**
 * The read hot path's SQL, compiled once per query SHAPE (entity, filter fields and operators,
 * search on or off, sort, which viewer scope applies) and reused with new parameters. Building
 * each request through Kysely's builder cost more than SQLite's own work on a list. A shape's
 * text is made from the shape alone (`compile` never sees a request's values), and every value
 * travels as a bound parameter, a list as ONE parameter (a JSON text read by `json_each` on
 * SQLite, an array on PostgreSQL), so a shape has one text whatever the list's length.
 */
import { joinTable, type Entity } from '../../domain/engine/entity';
import { entityByName } from '../../domain/entities';
import { isSecret } from '../../domain/engine/fields';
import { columnOf } from '../db/columns';
import { searchGroups } from '../../domain/engine/searchTerms';
import { encodeValues, normaliseSearch } from '../db/codec';
import { searchCondition, searchIndexed, selectiveNumber } from './compiledSearch';
import type { DialectName } from '../db/database';
import { VALIDATOR_COLUMN, VERSION_COLUMN, versionExpression } from '../db/writeVersions';
import { answerTables } from './readValidators';
import type { ListQuery } from './listQuery';
import type { Viewer } from './store';
import { quoteIdentifier as quote } from '../db/database';
import { scopeConditions, viewerShape, type ViewerShape } from './compiledScope';
import { citedShapes, sortExpressions } from './citedRecords';
import {
  ESCAPE,
  escapeLike,
  likePattern,
  Statement,
  type Compiled,
  type ReadInput,
} from './sqlStatement';

export type { Compiled, ReadInput } from './sqlStatement';

/** Everything a list's text depends on, and nothing else. */
export interface ListShape {
  ids: 'all' | 'some' | 'none';
  /** How many terms each word of the search looks for (domain/engine/searchTerms.ts), [] when off. */
  search: number[];
  /** The search is looked up in trigram indexes (SQLite, every term of 3 characters or more). */
  searchIndexed: boolean;
  /** …and names few rows (a number of 7 digits or more): the plan starts from them. */
  searchSelective?: boolean;
  /**
   * PostgreSQL, the same kind of search over a table with a trigram index: the rows are sorted
   * after they are found. Asked for a few rows (Ctrl+K's five), its planner would rather walk
   * the sort index backwards testing every row, 200 ms at 100,000 policies for the one match.
   */
  sortAfterSearch?: boolean;
  /** The search looks in the records' names alone (ListQuery `inNames`). */
  searchNames?: boolean;
  /** `hop`: the viewer's scope over a dotted filter's middle table (a task's clients). */
  conditions: (Pick<ListQuery['conditions'][number], 'field' | 'op' | 'via'> & {
    hop?: ViewerShape;
  })[];
  sort: ListQuery['sort'];
  viewer: ViewerShape;
  /** The viewer's scope over the records the search or the sort reads through a reference. */
  cited: Record<string, ViewerShape>;
}

export function listShape(entity: Entity, input: ReadInput, dialect: DialectName): ListShape {
  const { query } = input;
  const search = query.q ? normaliseSearch(query.q) : null;
  return {
    ids: query.ids === null ? 'all' : input.ids.length ? 'some' : 'none',
    search: search === null ? [] : searchGroups(search).map((terms) => terms.length),
    searchIndexed: search !== null && searchIndexed(entity, search, dialect),
    // Only when true, so the other shapes (and compiled texts) stay as they were.
    ...(search !== null &&
      searchIndexed(entity, search, dialect) &&
      selectiveNumber(search) && { searchSelective: true }),
    ...(search !== null &&
      dialect === 'postgres' &&
      entity.searchIndex &&
      selectiveNumber(search) && { sortAfterSearch: true }),
    ...(search !== null && query.inNames && { searchNames: true }),
    conditions: query.conditions.map(({ field, op, via }) =>
      via
        ? { field, op, via, hop: viewerShape(hopOf(entity, field), input.viewer) }
        : { field, op },
    ),
    sort: query.sort,
    viewer: viewerShape(entity, input.viewer),
    cited: citedShapes(entity, query, input.viewer),
  };
}

/** The columns an API record is decoded from: never secrets, search texts or organization. */
function recordColumns(entity: Entity) {
  const names = Object.entries(entity.fields)
    .filter(
      ([, field]) =>
        !isSecret(field) && !['referenceList', 'embeddedList', 'memberList'].includes(field.kind),
    )
    .map(([name, field]) => columnOf(name, field));
  const table = quote(entity.table);
  return ['id', ...names, 'created_at', 'updated_at']
    .map((name) => `${table}.${quote(name)} as ${quote(name)}`)
    .join(', ');
}

/**
 * A through-tab's filter: `field` among the hop's records whose `via` matches. The hop's table is
 * only a lookup (the list's own scope still applies to its rows), but its writes move the total.
 */
/** The table a dotted filter crosses: the target of the row's reference `field`. */
function hopOf(entity: Entity, name: string): Entity {
  const field = entity.fields[name];
  return entityByName(field.kind === 'reference' ? field.target : '');
}

/**
 * `{field} in` the hop's rows whose `via` matches, among those the viewer sees: a task citing
 * a client the viewer may not open must not tell which group that client is in. The hop's
 * table is not aliased, so its scope's table-qualified columns read it (inside the subquery
 * it hides an outer table of the same name, as a client's referrals need).
 */
function throughText(
  s: Statement,
  entity: Entity,
  { field: name, op, via, hop: hopShape }: ListShape['conditions'][number] & { via: string },
  index: number,
): string {
  const hop = hopOf(entity, name);
  s.tables.add(hop.table);
  const table = quote(hop.table);
  const value = (i: ReadInput) => i.query.conditions[index].value;
  const encode = (v: unknown) => encodeValues(hop, { [via]: v }, s.dialect)[via];
  const column = `${table}.${quote(via)}`;
  const test =
    op === 'in'
      ? s.inList(column, (i) => (value(i) as unknown[]).map(encode))
      : `${column} = ${s.param((i) => encode(value(i)))}`;
  const scoped = [test, ...scopeConditions(s, hop, hopShape ?? null)].join(' and ');
  return `${quote(entity.table)}.${quote(name)} in (select ${table}.id from ${table} where ${scoped})`;
}

function conditionText(
  s: Statement,
  entity: Entity,
  condition: ListShape['conditions'][number],
  index: number,
): string {
  const { field: name, op, via } = condition;
  if (via) return throughText(s, entity, { ...condition, via }, index);
  const column = `${quote(entity.table)}.${quote(name)}`;
  const value = (i: ReadInput) => i.query.conditions[index].value;
  const encode = (v: unknown) => encodeValues(entity, { [name]: v }, s.dialect)[name];
  const declared = entity.fields[name];
  if (op === 'has' && declared.kind === 'referenceList') {
    const table = joinTable(entity, name);
    s.tables.add(table);
    const targets = s.inList(`${quote(table)}.target_id`, (i) => value(i) as unknown[]);
    return `${quote(entity.table)}.id in (select ${quote(table)}.owner_id from ${quote(table)} where ${targets})`;
  }
  if (op === 'has') {
    // A JSON array `[a,b]` read as `,a,b,`: each value is looked for between commas.
    const wrapped = `(',' || substr(${column}, 2, length(${column}) - 2) || ',')`;
    const patterns = (i: ReadInput) =>
      (value(i) as unknown[]).map((v) => `%,${escapeLike(JSON.stringify(v))},%`);
    return s.likeAny(wrapped, patterns, ESCAPE);
  }
  if (op === 'contains') {
    const pattern = (i: ReadInput) => likePattern(String(value(i)).toLowerCase());
    return `lower(${column}) like ${s.param(pattern)}${ESCAPE}`;
  }
  if (op === 'in') return s.inList(column, (i) => (value(i) as unknown[]).map(encode));
  if (op === 'empty') return `${column} is null`;
  return `${column} ${op} ${s.param((i) => encode(value(i)))}`;
}

/** The WHERE of a list: ids, search, field conditions and the viewer's scope. */
function listWhere(s: Statement, entity: Entity, shape: ListShape): string {
  s.tables.add(entity.table);
  const parts: string[] = [];
  if (shape.ids === 'none') parts.push('1 = 0');
  if (shape.ids === 'some') parts.push(s.inList(`${quote(entity.table)}.id`, (i) => i.ids));
  if (shape.search.length > 0) parts.push(searchCondition(s, entity, shape));
  shape.conditions.forEach((c, index) => parts.push(conditionText(s, entity, c, index)));
  parts.push(...scopeConditions(s, entity, shape.viewer, shape.searchSelective));
  return parts.length ? ` where ${parts.join(' and ')}` : '';
}

function compilePage(entity: Entity, shape: ListShape, dialect: DialectName): Compiled {
  const s = new Statement(dialect);
  // The WHERE first, for the tables it reads; its parameters still follow the select's none.
  const where = listWhere(s, entity, shape);
  const counted = [...s.tables];
  // A reference sorts by the referenced record's name as users read it (citedRecords.ts). Its
  // parameters follow the WHERE's, as its text does.
  const keys = sortExpressions(s, entity, shape.sort.field, shape.cited);
  // Two versions: the count's tables (the cached total) and the answer's (its validator).
  const answered = answerTables(entity, s.tables);
  const versions =
    `${versionExpression(counted)} as ${VERSION_COLUMN}, ` +
    `${versionExpression(answered)} as ${VALIDATOR_COLUMN}`;
  s.add(`select ${versions}, ${recordColumns(entity)} from ${quote(entity.table)}${where}`);
  const direction = shape.sort.order === 'desc' ? 'desc' : 'asc';
  // An expression no index holds: the few rows the search found are sorted, no index walked.
  const sorted = shape.sortAfterSearch ? keys.map((key) => `coalesce(${key}, ${key})`) : keys;
  s.add(
    ` order by ${sorted.map((key) => `${key} ${direction}`).join(', ')}, ${quote(entity.table)}.id asc`,
  );
  s.add(` limit ${s.param((i) => i.query.limit)} offset ${s.param((i) => i.query.offset)}`);
  return { ...s.done(), answerTables: answered };
}

function compileCount(entity: Entity, shape: ListShape, dialect: DialectName): Compiled {
  const s = new Statement(dialect);
  s.add(`select count(*) as total from ${quote(entity.table)}`);
  s.add(listWhere(s, entity, shape));
  return s.done();
}

function compileRecord(entity: Entity, shape: ViewerShape, dialect: DialectName): Compiled {
  const s = new Statement(dialect);
  s.tables.add(entity.table);
  const parts = [`${quote(entity.table)}.id = ${s.param((i) => i.ids[0])}`];
  parts.push(...scopeConditions(s, entity, shape));
  const answered = answerTables(entity, s.tables);
  const version = `${versionExpression(answered)} as ${VALIDATOR_COLUMN}`;
  s.add(`select ${version}, ${recordColumns(entity)} from ${quote(entity.table)}`);
  s.add(` where ${parts.join(' and ')}`);
  return { ...s.done(), answerTables: answered };
}

function compileReferenceList(entity: Entity, field: string, dialect: DialectName): Compiled {
  const s = new Statement(dialect);
  const table = joinTable(entity, field);
  s.tables.add(table);
  s.add(`select owner_id, target_id from ${quote(table)} where `);
  s.add(s.inList('owner_id', (i) => i.ids));
  s.add(' order by owner_id, position');
  return s.done();
}

/** Compiled texts by shape key; the declarations bound the shapes, the size bounds the rest. */
const compiled = new Map<string, Compiled>();
const MAX_SHAPES = 5000;

function cached(key: string, compile: () => Compiled): Compiled {
  let found = compiled.get(key);
  if (!found) {
    if (compiled.size >= MAX_SHAPES) compiled.clear();
    compiled.set(key, (found = compile()));
  }
  return found;
}

export function listStatements(entity: Entity, input: ReadInput, dialect: DialectName) {
  const shape = listShape(entity, input, dialect);
  const key = `${dialect}\u0000${entity.name}\u0000${JSON.stringify(shape)}`;
  return {
    page: cached(`page\u0000${key}`, () => compilePage(entity, shape, dialect)),
    count: cached(`count\u0000${key}`, () => compileCount(entity, shape, dialect)),
  };
}

export function recordStatement(entity: Entity, viewer: Viewer | null, dialect: DialectName) {
  const shape = viewerShape(entity, viewer);
  const key = `record\u0000${dialect}\u0000${entity.name}\u0000${JSON.stringify(shape)}`;
  return cached(key, () => compileRecord(entity, shape, dialect));
}

export function referenceListStatement(entity: Entity, field: string, dialect: DialectName) {
  const key = `list\u0000${dialect}\u0000${entity.name}\u0000${field}`;
  return cached(key, () => compileReferenceList(entity, field, dialect));
}
