/**
 * Parses the ra-data-simple-rest list query (`filter`, `range`, `sort`) against a declaration.
 * Anything the declaration does not know is a 400 with a Spanish message, never a 500.
 */
import type { Entity } from '../../domain/entity';
import { systemColumns } from '../../domain/entity';
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

/** Lists and secrets have no order of their own. */
const sortable = (entity: Entity, field: string) =>
  (field in entity.fields &&
    !['referenceList', 'choiceList', 'password'].includes(entity.fields[field].kind)) ||
  (systemColumns as readonly string[]).includes(field);

function parseConditions(entity: Entity, filter: Record<string, unknown>): ListQuery['conditions'] {
  const conditions: ListQuery['conditions'] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (key === 'q' || key === 'id' || value === undefined || value === '') continue;
    const bound = /^(.*)_(gte|lte)$/.exec(key);
    const field = bound && bound[1] in entity.fields ? bound[1] : key;
    const declared = entity.fields[field];
    if (!declared) throw new HttpProblem(400, `No se puede filtrar por ${key}.`);
    if (declared.kind === 'password') throw new HttpProblem(400, `No se puede filtrar por ${key}.`);
    if (declared.kind === 'referenceList' || declared.kind === 'choiceList') {
      const values = (Array.isArray(value) ? value : [value]).map((v) =>
        declared.kind === 'referenceList' && /^\d+$/.test(String(v)) ? Number(v) : v,
      );
      if (bound && field !== key) throw new HttpProblem(400, `No se puede filtrar por ${key}.`);
      if (values.length) conditions.push({ field, op: 'has', value: values });
    } else if (bound && field !== key) {
      conditions.push({ field, op: bound[2] === 'gte' ? '>=' : '<=', value });
    } else if (Array.isArray(value)) {
      conditions.push({ field, op: 'in', value });
    } else if (['text', 'longText', 'email', 'phone', 'cuit'].includes(declared.kind)) {
      conditions.push({ field, op: 'contains', value: String(value) });
    } else {
      conditions.push({ field, op: '=', value });
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
