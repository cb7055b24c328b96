/**
 * An `operationId` for every operation, which client generators name their functions after.
 * Made from the method and the path's fixed segments, so it is stable (the same route always
 * gets the same name) and needs no line per route: `listOpportunity`, `getAdminBranch`,
 * `createLead`, `updateAdminBranch`, `deleteAdminBranch`, `runOpportunityTake`. A route that
 * declares its own `operationId` keeps it.
 */
import type { Entity } from '../../domain/engine/entity';
import { listViewApiPath } from '../../domain/engine/listViews';
import type { JsonObject } from './document';
import { listPath } from './listProtocol';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const isParameter = (segment: string) => /^\{.+\}$/.test(segment);
const pascal = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/** The paths answered with the list protocol: each entity's list and its named lists. */
function listPaths(entities: readonly Entity[]): Set<string> {
  return new Set(
    entities.flatMap((entity) => [
      listPath(entity),
      ...(entity.listViews ?? []).map((view) => `/api/v1/${listViewApiPath(entity, view)}`),
    ]),
  );
}

function verb(method: string, path: string, lists: ReadonlySet<string>) {
  const endsInParameter = isParameter(path.split('/').at(-1) ?? '');
  if (method === 'get') return !endsInParameter && lists.has(path) ? 'list' : 'get';
  if (method === 'post') return lists.has(path) ? 'create' : 'run';
  return { put: 'update', delete: 'delete', patch: 'patch' }[method] ?? method;
}

/**
 * The name of one operation. `withInnerParameters` also names the parameters that are not the
 * last segment (`getOpportunityByIdQuotes`), only to tell apart two routes whose fixed segments
 * are the same (`/opportunity/{id}/quotes` and `/opportunity/quotes/{id}`).
 */
function operationName(
  method: string,
  path: string,
  lists: ReadonlySet<string>,
  withInnerParameters = false,
): string {
  const segments = path.replace(/^\/api(\/v1)?\//, '').split('/');
  const words = segments.map((segment, i) => {
    if (!isParameter(segment)) return pascal(segment);
    const inner = i < segments.length - 1;
    return withInnerParameters && inner ? `By${pascal(segment)}` : '';
  });
  return verb(method, path, lists) + words.join('');
}

interface Operation {
  method: string;
  path: string;
  operation: JsonObject;
}

const hasInnerParameters = (path: string) => path.split('/').slice(0, -1).some(isParameter);

/** Names every operation of the document that has no `operationId`; throws on a duplicate. */
export function nameOperations(document: JsonObject, entities: readonly Entity[]) {
  const lists = listPaths(entities);
  const paths = (document.paths ?? {}) as Record<string, JsonObject>;
  const operations: Operation[] = Object.entries(paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      method,
      path,
      operation: item[method] as JsonObject,
    })),
  );
  const named = operations.filter((o) => o.operation.operationId === undefined);
  const plain = (o: Operation) => operationName(o.method, o.path, lists);
  const count = new Map<string, number>();
  for (const o of operations) {
    const id = typeof o.operation.operationId === 'string' ? o.operation.operationId : plain(o);
    count.set(id, (count.get(id) ?? 0) + 1);
  }
  for (const o of named) {
    const id = plain(o);
    const clash = (count.get(id) ?? 0) > 1 && hasInnerParameters(o.path);
    o.operation.operationId = clash ? operationName(o.method, o.path, lists, true) : id;
  }
  const seen = new Map<string, string>();
  for (const { method, path, operation } of operations) {
    const id = String(operation.operationId);
    const other = seen.get(id);
    if (other) throw new Error(`operationId ${id} names both ${other} and ${method} ${path}`);
    seen.set(id, `${method} ${path}`);
  }
}
