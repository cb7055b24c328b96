/**
 * A reference in a list's row, named from the records the whole page cites. react-admin's
 * `<ReferenceField>` gives each cell its own query observer, link check and qualifier query:
 * a page of 25 rows rendered each cell eight or nine times per visit, a quarter of a list's
 * main-thread work (bench/browser.ts, issue 30). Here every cell of the page asks for the same
 * thing (the ids of every column citing that resource, one `getMany` under react-admin's own
 * cache key) and re-renders only when those records change. A list wraps its table in
 * PageRowsProvider; a record page keeps ReferenceView.
 */
import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Link,
  useDataProvider,
  useListContext,
  useRecordContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { isBlank, recordName } from '../../domain/engine/display';
import type { Entity } from '../../domain/engine/entity';
import { reference, type Field } from '../../domain/engine/fields';
import { entityByName, findEntity } from '../../domain/entities';
import { openPath } from './useEntity';
import { labelOf, useReferenceResource } from './useReferenceResource';
import { ReferenceView } from './referenceViews';
import { useAccess } from '../../src/access';

type ReferenceField = Extract<Field, { kind: 'reference' }>;

/** The ids a page's rows cite, per cited entity, sorted: every cell of a page asks alike. */
type CitedIds = Record<string, Identifier[]>;

function citedIds(listed: Entity | undefined, rows: RaRecord[]): CitedIds {
  // By the id's text, keeping the id itself: the API checks a numeric id's type.
  const found = new Map<string, Map<string, Identifier>>();
  const add = (target: string, value: unknown) => {
    if (isBlank(value)) return;
    if (!found.has(target)) found.set(target, new Map());
    found.get(target)!.set(String(value), value as Identifier);
  };
  for (const [source, field] of Object.entries(listed?.fields ?? {})) {
    if (field.kind !== 'reference') continue;
    for (const row of rows) {
      add(field.target, row[source]);
      // The stand-in of an empty reference (`orElse`) is cited too.
      if (field.orElse) add(field.orElse.target, row[field.orElse.source]);
    }
  }
  return Object.fromEntries([...found].map(([target, ids]) => [target, sortedIds(ids)]));
}

const sortedIds = (ids: Map<string, Identifier>) =>
  [...ids.keys()].sort().map((text) => ids.get(text)!);

/** `ids` with the record's own, for a record shown beside the list rather than in a row. */
function withOwn(ids: Identifier[] | undefined, own: unknown): Identifier[] {
  if (isBlank(own) || ids?.some((id) => String(id) === String(own))) return ids ?? [];
  return sortedIds(new Map([...(ids ?? []), own as Identifier].map((id) => [String(id), id])));
}

/** The records of `ids`, by id, shared by every cell asking for the same ones. */
function useRecordsById(resource: string, ids: Identifier[], enabled = true) {
  const dataProvider = useDataProvider();
  // Only `data` is read, so a cell does not re-render when the query is merely fetching again.
  const { data } = useQuery({
    // react-admin's getMany key: the same cache as its own reference fields and pickers.
    queryKey: [resource, 'getMany', { ids: ids.map(String), meta: undefined }],
    queryFn: async ({ signal }) => (await dataProvider.getMany(resource, { ids, signal })).data,
    enabled: enabled && ids.length > 0,
    retry: false,
  });
  return useMemo(() => new Map((data ?? []).map((r) => [String(r.id), r])), [data]);
}

const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * What the page's rows cite, changing only when the cited ids do. Reading the list context in
 * each cell would re-render every cell at each of the list's state changes (fetching, loaded).
 */
const PageCites = createContext<CitedIds | undefined>(undefined);

export function PageRowsProvider({ children }: { children: ReactNode }) {
  const { data, resource } = useListContext();
  const cited = data ? citedIds(findEntity(resource), data) : undefined;
  const signature = JSON.stringify(cited);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same ids keep the same object
  const page = useMemo(() => cited, [signature]);
  return <PageCites.Provider value={page}>{children}</PageCites.Provider>;
}

/** In a list's row: the page-level name; anywhere else, the record's own ReferenceView. */
export function ReferenceCell({ name, field }: { name: string; field: ReferenceField }) {
  const page = useContext(PageCites);
  if (!page) return <ReferenceView name={name} field={field} />;
  return <PageReference name={name} field={field} page={page} />;
}

function PageReference({
  name,
  field,
  page,
}: {
  name: string;
  field: ReferenceField;
  page: CitedIds;
}) {
  const record = useRecordContext();
  const target = entityByName(field.target);
  const { resource, labelsOnly } = useReferenceResource(target);
  const permissions = useAccess();
  const ids = withOwn(page[field.target], record?.[name]);
  // Until the access is known, where the names are read from is not (their labels route?).
  const known = permissions !== undefined;
  const cited = useRecordsById(resource, ids, known);
  const qualifier = labelsOnly ? undefined : target.recordQualifier;
  const parentField = qualifier ? target.fields[qualifier] : undefined;
  const parent = parentField?.kind === 'reference' ? entityByName(parentField.target) : target;
  const parentSource = useReferenceResource(parent);
  const parentIds = useMemo(() => {
    const values = parentField ? [...cited.values()].map((r) => r[qualifier!] as Identifier) : [];
    return sortedIds(new Map(values.filter((v) => !isBlank(v)).map((id) => [String(id), id])));
  }, [cited, parentField, qualifier]);
  const parents = useRecordsById(parentSource.resource, parentIds, cited.size > 0);
  if (!record) return null;
  const orElse = field.orElse;
  if (isBlank(record[name]) && orElse && !isBlank(record[orElse.source]))
    // Empty: the other reference in its place, said what it is ("García, Ana (lead)").
    return (
      <span>
        <PageReference
          name={orElse.source}
          field={reference({ label: field.label, target: orElse.target })}
          page={page}
        />{' '}
        ({orElse.note})
      </span>
    );
  const citedRecord = cited.get(String(record[name]));
  if (!citedRecord) return null;
  if (labelsOnly) return <span>{labelOf(citedRecord)}</span>;
  const parentRecord = qualifier ? parents.get(String(citedRecord[qualifier])) : undefined;
  const parentName =
    parentRecord &&
    (parentSource.labelsOnly ? labelOf(parentRecord) : recordName(parent, parentRecord));
  return (
    <Link
      to={openPath(permissions, target.name, citedRecord.id)}
      variant="body2"
      onClick={stopPropagation}
      state={{ _scrollToTop: true }}
    >
      {recordName(target, citedRecord)}
      {parentName ? ` (${parentName})` : ''}
    </Link>
  );
}
