/**
 * How a compiled list (compiledQueries.ts) reads the records its rows cite: the search box looks
 * in a referenced record's search text, and a reference sorts by the referenced record's name.
 * Both read only the cited records the viewer sees (compiledScope.ts `visibleRowsOf`), as the
 * dotted filters do: a client the viewer may not open never decides whether a row is found or
 * where it sorts, so neither the total nor the order tells anything of it (issue 28).
 */
import { entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { quoteIdentifier as quote } from '../db/database';
import { scopeConditions, viewerShape, type ViewerShape } from './compiledScope';
import type { ListQuery } from './listQuery';
import type { Statement } from './sqlStatement';
import type { Viewer } from './store';

/** The references in `entity`'s search, each matched through its target's search text. */
export function searchedReferences(entity: Entity): [string, Entity][] {
  return entity.search.flatMap((name): [string, Entity][] => {
    const field = entity.fields[name];
    const target = field?.kind === 'reference' ? entityByName(field.target) : undefined;
    return target && target.search.length ? [[name, target]] : [];
  });
}

/** The target of `entity`'s reference `name`, if it is one. */
function referenceTarget(entity: Entity, name: string): Entity | undefined {
  const field = Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
  return field?.kind === 'reference' ? entityByName(field.target) : undefined;
}

/**
 * The viewer's scope over each cited entity a list may read (its searched references, the
 * sorted reference): part of the list's shape, so each scope has its own text.
 */
export function citedShapes(
  entity: Entity,
  query: ListQuery,
  viewer: Viewer | null,
): Record<string, ViewerShape> {
  const cited = searchedReferences(entity);
  const sorted = referenceTarget(entity, query.sort.field);
  if (sorted) cited.push([query.sort.field, sorted]);
  return Object.fromEntries(cited.map(([name, target]) => [name, viewerShape(target, viewer)]));
}

/** The viewer's scope over the reference `name` read by a compiled list; never assumed. */
export function citedShape(shapes: Record<string, ViewerShape>, name: string): ViewerShape {
  if (!Object.hasOwn(shapes, name)) throw new Error(`No viewer scope for the reference ${name}`);
  return shapes[name];
}

/**
 * What a list orders by for the field `name`: a reference by the referenced record's display
 * name where the viewer sees that record, else by nothing (hidden ones together), and then by
 * the reference's id, which the row shows anyway. Other fields by their column.
 */
export function sortExpressions(
  s: Statement,
  entity: Entity,
  name: string,
  shapes: Record<string, ViewerShape>,
): string[] {
  const column = `${quote(entity.table)}.${quote(name)}`;
  const target = referenceTarget(entity, name);
  if (!target) return [column];
  // Aliased: the outer row's column stays readable when the target is the row's own table.
  const label = `(select sort_target.${quote(target.recordLabel)} from ${quote(target.table)} as sort_target where sort_target.id = ${column})`;
  // The order depends on the target's names: an answer's validator must follow their writes.
  s.tables.add(target.table);
  const scope = scopeConditions(s, target, citedShape(shapes, name));
  if (!scope.length) return [label, column];
  // Not aliased, for the scope's table-qualified columns; the outer column is read outside it.
  const table = quote(target.table);
  const seen = `${column} in (select ${table}.id from ${table} where ${scope.join(' and ')})`;
  return [`case when ${seen} then ${label} end`, column];
}
