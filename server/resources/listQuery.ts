/**
 * Parses the ra-data-simple-rest list query (`filter`, `range`, `sort`) against a declaration.
 * Anything the declaration does not know is a 400 with a Spanish message, never a 500.
 */
import type { Entity } from '../../domain/entity';
import { systemColumns } from '../../domain/entity';
import { entityByName } from '../../domain/entities';
import { isSortable, isTextKind } from '../../domain/fields';
import { normaliseFilterValue } from '../../domain/validate';
import { HttpProblem } from '../http/problems';

export interface ListQuery {
  q: string | null;
  ids: unknown[] | null;
  /** Field conditions: equality, list membership or a bound (`_gte`, `_lte`). */
  conditions: {
    field: string;
    /** `has`: a list field holding any of the values. */
    op: '=' | 'in' | '>=' | '<=' | 'contains' | 'has';
    value: unknown;
  }[];
  sort: { field: string; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
}

export const MAX_PAGE = 5000;

function parseJson(raw: unknown, what: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(String(raw));
  } catch {
    throw new HttpProblem(400, `El parámetro ${what} no es un JSON válido.`);
  }
}

const sortable = (entity: Entity, field: string) =>
  (field in entity.fields && isSortable(entity.fields[field])) ||
  (systemColumns as readonly string[]).includes(field);

/**
 * One filter value normalised as the field's own values are (a reference id of the target's
 * type, a choice of the catalogue, a date…), or a 400 naming the filter: a value no record
 * could hold must never reach the database as a type error.
 */
function filterValue(entity: Entity, field: string, raw: unknown): unknown {
  const declared = entity.fields[field];
  const value = normaliseFilterValue(declared, raw);
  const target =
    declared.kind === 'reference' || declared.kind === 'referenceList'
      ? entityByName(declared.target)
      : null;
  const wrongIdType = target && typeof value !== (target.idKind === 'uuid' ? 'string' : 'number');
  if (value === undefined || wrongIdType)
    throw new HttpProblem(400, `El filtro ${declared.label} no tiene un valor válido.`);
  return value;
}

function parseConditions(entity: Entity, filter: Record<string, unknown>): ListQuery['conditions'] {
  const conditions: ListQuery['conditions'] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q' || key === 'id' || value === undefined || value === '') continue;
    const bound = /^(.*)_(gte|lte)$/.exec(key);
    const field = bound && bound[1] in entity.fields ? bound[1] : key;
    const declared = entity.fields[field];
    const isBound = bound !== null && field !== key;
    const isList = declared?.kind === 'referenceList' || declared?.kind === 'choiceList';
    if (!declared || declared.kind === 'password' || (isList && isBound))
      throw new HttpProblem(400, `No se puede filtrar por ${key}.`);
    const values = (Array.isArray(value) ? value : [value]).map((v) =>
      filterValue(entity, field, v),
    );
    if (isList) {
      if (values.length) conditions.push({ field, op: 'has', value: values });
    } else if (isBound) {
      if (values.length !== 1) throw new HttpProblem(400, `No se puede filtrar por ${key}.`);
      conditions.push({ field, op: bound[2] === 'gte' ? '>=' : '<=', value: values[0] });
    } else if (Array.isArray(value)) {
      conditions.push({ field, op: 'in', value: values });
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
  const limit = range[1] - range[0] + 1;
  if (limit > MAX_PAGE)
    throw new HttpProblem(400, `Se pueden pedir como máximo ${MAX_PAGE} registros por página.`);
  const sort = parseJson(query.sort, 'sort') ?? [entity.sort.field, entity.sort.order];
  if (
    !Array.isArray(sort) ||
    !sortable(entity, String(sort[0])) ||
    !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
  ) {
    throw new HttpProblem(400, 'No se puede ordenar por ese campo.');
  }
  const ids = filter.id === undefined ? null : Array.isArray(filter.id) ? filter.id : [filter.id];
  return {
    q: typeof filter.q === 'string' && filter.q.trim() !== '' ? filter.q.trim() : null,
    ids,
    conditions: parseConditions(entity, filter),
    sort: { field: String(sort[0]), order: String(sort[1]).toLowerCase() as 'asc' | 'desc' },
    offset: range[0],
    limit,
  };
}
