/**
 * Parses the ra-data-simple-rest list query (`filter`, `range`, `sort`) against a declaration.
 * Anything the declaration does not know is a 400 with a Spanish message, never a 500.
 */
import { MAX_PAGE_SIZE } from '../../domain/constants';
import { ARGENTINA_OFFSET } from '../../domain/engine/importCells';
import type { Entity } from '../../domain/engine/entity';
import { systemColumns } from '../../domain/engine/entityConfig';
import { entityByName } from '../../domain/entities';
import { throughFilterOf } from '../../domain/engine/detailTabs';
import { isConfidential, isSortable, isTextKind, type Field } from '../../domain/engine/fields';
import { normaliseFilterValue, normaliseText } from '../../domain/engine/validate';
import { HttpProblem } from '../http/problems';
import { MAX_LIST_ITEMS, refuseDeepNesting } from '../http/inputLimits';

export interface ListQuery {
  q: string | null;
  ids: unknown[] | null;
  /** Field conditions: equality, list membership or a bound (`_gte`, `_lte`). */
  conditions: {
    field: string;
    /** `has`: a list field holding any of the values; `empty`: no value (a named list's). */
    op: '=' | 'in' | '>=' | '<=' | 'contains' | 'has' | 'empty';
    value: unknown;
    /**
     * A through-tab's filter (`account_id.economic_group_id`): the rows whose `field` points at
     * a record whose reference `via` is the value.
     */
    via?: string;
  }[];
  sort: { field: string; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
  /**
   * `q` looks in the records' names alone (the labels route, labelRoutes.ts), for an entity
   * whose folded name is stored apart (domain/engine/referenceLabels.ts `searchesNamesApart`).
   */
  inNames?: boolean;
}

export const MAX_PAGE = MAX_PAGE_SIZE;
/** Largest first row of a page: beyond it no table of the product has rows. */
export const MAX_OFFSET = 2_147_483_647;

function parseJson(raw: unknown, what: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  // A repeated parameter (`?sort=a&sort=b`) arrives as an array: not one JSON text.
  if (typeof raw !== 'string')
    throw new HttpProblem(400, `El parámetro ${what} no es un JSON válido.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new HttpProblem(400, `El parámetro ${what} no es un JSON válido.`);
  }
  refuseDeepNesting(parsed, `El parámetro ${what}`);
  return parsed;
}

/** The declared field called `name`, never an inherited member such as `constructor`. */
const declaredField = (entity: Entity, name: string) =>
  Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;

const sortable = (entity: Entity, field: string) => {
  const declared = declaredField(entity, field);
  return declared ? isSortable(declared) : (systemColumns as readonly string[]).includes(field);
};

function refuseLongList(values: unknown[], what: string) {
  if (values.length > MAX_LIST_ITEMS)
    throw new HttpProblem(
      400,
      `El filtro ${what} admite como máximo ${MAX_LIST_ITEMS} valores por consulta.`,
    );
}

/**
 * One filter value normalised as the field's own values are (a reference id of the target's
 * type, a choice of the catalogue, a date…), or a 400 naming the filter: a value no record
 * could hold must never reach the database as a type error.
 */
function filterValue(entity: Entity, field: string, raw: unknown): unknown {
  const declared = entity.fields[field];
  const value = Array.isArray(raw) ? undefined : normaliseFilterValue(declared, raw);
  const target =
    declared.kind === 'reference' || declared.kind === 'referenceList'
      ? entityByName(declared.target)
      : null;
  const wrongIdType = target && typeof value !== (target.idKind === 'uuid' ? 'string' : 'number');
  if (value === undefined || wrongIdType)
    throw new HttpProblem(400, `El filtro ${declared.label} no tiene un valor válido.`);
  if (typeof value === 'string' && value.length > MAX_SEARCH_LENGTH) throw tooLong(declared.label);
  return value;
}

/** Longer than any value a record holds searches nothing (and SQLite refuses such patterns). */
export const MAX_SEARCH_LENGTH = 500;
const tooLong = (what: string) =>
  new HttpProblem(
    400,
    `El filtro ${what} admite como máximo ${MAX_SEARCH_LENGTH} caracteres por consulta.`,
  );

/** The search box's text, or null; a text longer than any record holds is a 400. */
function searchQuery(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  if (raw.length > MAX_SEARCH_LENGTH) throw tooLong('de búsqueda');
  // Spelled as stored texts are (NFC, plain spaces); a NUL or a lone surrogate is no text.
  const text = normaliseText(raw);
  if (text === null)
    throw new HttpProblem(400, 'El texto de búsqueda contiene caracteres no válidos.');
  return text === '' ? null : text;
}

/** Ids as the client sent them: numbers or text (an object is no id, and would not print). */
function idList(raw: unknown): unknown[] | null {
  if (raw === undefined) return null;
  const ids = Array.isArray(raw) ? raw : [raw];
  refuseLongList(ids, 'id');
  if (!ids.every((id) => typeof id === 'string' || typeof id === 'number'))
    throw new HttpProblem(400, 'El filtro id no tiene un valor válido.');
  return ids;
}

/**
 * A day given as a bound of a date-time field (the list's "desde"/"hasta" pickers choose days)
 * means that whole Argentine day: from its first instant, up to its last.
 */
function dayAsBound(field: Field, raw: unknown, bound: string): unknown {
  if (field.kind !== 'datetime' || typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw))
    return raw;
  return `${raw}T${bound === 'gte' ? '00:00:00.000' : '23:59:59.999'}${ARGENTINA_OFFSET}`;
}

/** A declared through-tab's dotted filter, its value an id (or ids) of the hop's `via` target. */
function throughCondition(
  key: string,
  through: NonNullable<ReturnType<typeof throughFilterOf>>,
  value: unknown,
): ListQuery['conditions'][number] | null {
  const { field, via, hop } = through;
  if (Array.isArray(value)) refuseLongList(value, key);
  const values = (Array.isArray(value) ? value : [value]).map((v) => filterValue(hop, via, v));
  if (!Array.isArray(value)) return { field, via, op: '=', value: values[0] };
  return values.length ? { field, via, op: 'in', value: values } : null;
}

function parseConditions(entity: Entity, filter: Record<string, unknown>): ListQuery['conditions'] {
  const conditions: ListQuery['conditions'] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q' || key === 'id' || value === undefined || value === '') continue;
    const through = key.includes('.') ? throughFilterOf(entity, key) : undefined;
    if (through) {
      const condition = throughCondition(key, through, value);
      if (condition) conditions.push(condition);
      continue;
    }
    const bound = /^(.*)_(gte|lte)$/.exec(key);
    const field = bound && declaredField(entity, bound[1]) ? bound[1] : key;
    const declared = declaredField(entity, field);
    const isBound = bound !== null && field !== key;
    const isList = declared?.kind === 'referenceList' || declared?.kind === 'choiceList';
    // A member list is read by id only: it has no column to filter.
    const unread = declared?.kind === 'memberList';
    if (!declared || isConfidential(declared) || unread || (isList && isBound))
      throw new HttpProblem(400, `No se puede filtrar por ${key}.`);
    if (Array.isArray(value)) refuseLongList(value, declared.label);
    const values = (Array.isArray(value) ? value : [value]).map((v) =>
      filterValue(entity, field, isBound ? dayAsBound(declared, v, bound[2]) : v),
    );
    if (isList) {
      if (values.length) conditions.push({ field, op: 'has', value: values });
    } else if (isBound) {
      if (values.length !== 1) throw new HttpProblem(400, `No se puede filtrar por ${key}.`);
      conditions.push({ field, op: bound[2] === 'gte' ? '>=' : '<=', value: values[0] });
    } else if (Array.isArray(value)) {
      // An empty choice is no constraint (and `in ()` is a syntax error on PostgreSQL).
      if (values.length) conditions.push({ field, op: 'in', value: values });
    } else if (isTextKind(declared.kind)) {
      conditions.push({ field, op: 'contains', value: values[0] });
    } else {
      conditions.push({ field, op: '=', value: values[0] });
    }
  }
  return conditions;
}

export function parseListQuery(entity: Entity, query: Record<string, unknown>): ListQuery {
  const filter = (parseJson(query.filter, 'filter') ?? {}) as Record<string, unknown>;
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new HttpProblem(400, 'El parámetro filter debe ser un objeto.');
  }
  const range = parseJson(query.range, 'range') ?? [0, 24];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n) && n >= 0) ||
    range[1] < range[0]
  ) {
    throw new HttpProblem(400, 'El parámetro range debe ser [inicio, fin].');
  }
  if (range[0] > MAX_OFFSET)
    throw new HttpProblem(400, `El parámetro range no puede empezar después de ${MAX_OFFSET}.`);
  const limit = range[1] - range[0] + 1;
  if (limit > MAX_PAGE)
    throw new HttpProblem(400, `Se pueden pedir como máximo ${MAX_PAGE} registros por página.`);
  const sort = parseJson(query.sort, 'sort') ?? [entity.sort.field, entity.sort.order];
  if (
    !Array.isArray(sort) ||
    sort.length !== 2 ||
    typeof sort[0] !== 'string' ||
    typeof sort[1] !== 'string' ||
    !['ASC', 'DESC'].includes(sort[1].toUpperCase())
  ) {
    throw new HttpProblem(400, 'El parámetro sort debe ser [campo, "ASC" o "DESC"].');
  }
  if (!sortable(entity, sort[0])) throw new HttpProblem(400, `No se puede ordenar por ${sort[0]}.`);
  return {
    q: searchQuery(filter.q),
    ids: idList(filter.id),
    conditions: parseConditions(entity, filter),
    sort: { field: sort[0], order: sort[1].toLowerCase() as 'asc' | 'desc' },
    offset: range[0],
    limit,
  };
}
