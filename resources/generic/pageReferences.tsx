/**
 * A reference in a list's row, named from the records the whole page cites. react-admin's
 * `<ReferenceField>` gives each cell its own query observer, link check and qualifier query:
 * a page of 25 rows rendered each cell eight or nine times per visit, a quarter of a list's
 * main-thread work (bench/browser.ts, issue 30). Here every cell of the page asks for the same
 * thing (the ids of every column citing that resource, one `getMany` under react-admin's own
 * cache key), and the page turns the answers into names once. A list wraps its table in
 * PageRowsProvider; a record page keeps ReferenceView.
 */
import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  useDataProvider,
  useListContext,
  useRecordContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { AccessLists } from '../../domain/engine/access';
import { labelIsIdentifier } from '../../domain/engine/copyable';
import { isBlank, recordName } from '../../domain/engine/display';
import type { Entity } from '../../domain/engine/entity';
import type { Field } from '../../domain/engine/fields';
import {
  isLabelsResource,
  labelQualifier,
  referenceResource,
} from '../../domain/engine/referenceLabels';
import { entityByName, findEntity } from '../../domain/entities';
import { openPath } from './useEntity';
import { labelOf } from './useReferenceResource';
import { NO_WRAP, ReferenceView } from './referenceViews';
import { useAccess } from '../../src/access';
import { plainRowClasses } from '../../src/theme';

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

/** react-admin's getMany key: the same cache as its own reference fields and pickers. */
const manyKey = (resource: string, ids: Identifier[]) => [
  resource,
  'getMany',
  { ids: ids.map(String), meta: undefined },
];

const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/** A cited record as its cell shows it: its name, and where it opens (none: plain text). */
interface CitedName {
  name: string;
  to?: string;
  /** Named by an identifier (a policy's number): read whole, never wrapped. */
  whole?: boolean;
}

/** Per cited entity, its records' names by id (null while being read); undefined outside a list. */
type PageNames = Map<string, Map<string, CitedName | null>>;

/**
 * The names of what the page's rows cite, read for the whole page: one `getMany` per cited
 * section, then one per section qualifying them (a locality's province). Every cell reads its
 * name from here, so a cell holds no query of its own and renders in a few microseconds.
 */
const PageNamesContext = createContext<PageNames | undefined>(undefined);

/** Where each cited section is read from, and what qualifies its names. */
function sourcesOf(permissions: AccessLists | null | undefined, cited: CitedIds) {
  return Object.keys(cited).map((name) => {
    const target = entityByName(name);
    const resource = referenceResource(permissions, name);
    const labelsOnly = isLabelsResource(resource);
    // A labels route answers names only: nothing to qualify them with.
    const qualifying = labelsOnly ? null : labelQualifier(target);
    const parent = qualifying?.entity;
    const parentResource = parent && referenceResource(permissions, parent.name);
    return { target, resource, labelsOnly, qualifier: qualifying?.field, parent, parentResource };
  });
}

export function PageRowsProvider({ children }: { children: ReactNode }) {
  const { data, resource } = useListContext();
  const dataProvider = useDataProvider();
  const permissions = useAccess();
  const found = data ? citedIds(findEntity(resource), data) : {};
  const signature = JSON.stringify(found);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same ids keep the same object
  const cited = useMemo(() => found, [signature]);
  // Until the access is known, where the names are read from is not (their labels route?).
  const known = permissions !== undefined;
  const sources = useMemo(() => sourcesOf(permissions, cited), [permissions, cited]);
  const read = (resource: string, ids: Identifier[]) => ({
    queryKey: manyKey(resource, ids),
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await dataProvider.getMany(resource, { ids, signal })).data,
    enabled: known && ids.length > 0,
    retry: false,
  });
  const records = useQueries({
    queries: sources.map((s) => read(s.resource, cited[s.target.name])),
  });
  const parentIds = sources.map((s, i) => {
    if (!s.qualifier) return [];
    const values = (records[i].data ?? []).map((r) => r[s.qualifier!] as Identifier);
    return sortedIds(new Map(values.filter((v) => !isBlank(v)).map((id) => [String(id), id])));
  });
  const parents = useQueries({
    queries: sources.map((s, i) => read(s.parentResource ?? s.resource, parentIds[i])),
  });
  const answers = [...records, ...parents].map((q) => q.data);
  // The names change when an answer does: each answer's time stands for its data.
  const answered = [...records, ...parents].map((q) => q.dataUpdatedAt).join();
  const names = useMemo(
    () => namesOf(permissions, cited, sources, answers),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `answered` stands for `answers`
    [permissions, cited, sources, answered],
  );
  return (
    <PageNamesContext.Provider value={data ? names : undefined}>
      {children}
    </PageNamesContext.Provider>
  );
}

/** Each cited record's name as its cell shows it, with its qualifier's and its link. */
function namesOf(
  permissions: AccessLists | null | undefined,
  cited: CitedIds,
  sources: ReturnType<typeof sourcesOf>,
  answers: (RaRecord[] | undefined)[],
): PageNames {
  const names: PageNames = new Map();
  sources.forEach((s, i) => {
    const parents = new Map(
      (answers[sources.length + i] ?? []).map((r) => [String(r.id), r] as const),
    );
    const byId = new Map<string, CitedName | null>(
      cited[s.target.name].map((id) => [String(id), null]),
    );
    for (const record of answers[i] ?? []) {
      const whole = labelIsIdentifier(s.target);
      if (s.labelsOnly) {
        byId.set(String(record.id), { name: labelOf(record), whole });
        continue;
      }
      const parent = s.qualifier ? parents.get(String(record[s.qualifier])) : undefined;
      const parentName =
        parent &&
        (isLabelsResource(s.parentResource!) ? labelOf(parent) : recordName(s.parent!, parent));
      byId.set(String(record.id), {
        name: `${recordName(s.target, record)}${parentName ? ` (${parentName})` : ''}`,
        to: openPath(permissions, s.target.name, record.id),
        whole,
      });
    }
    names.set(s.target.name, byId);
  });
  return names;
}

/**
 * In a list's row: the name the page read. A record that is not one of the page's rows (one
 * shown beside the list) and any record page keep the record's own ReferenceView.
 */
export function ReferenceCell({ name, field }: { name: string; field: ReferenceField }) {
  const names = useContext(PageNamesContext);
  const record = useRecordContext();
  const orElse = field.orElse;
  const standsIn = isBlank(record?.[name]) && orElse && !isBlank(record?.[orElse.source]);
  const [target, id] = standsIn
    ? [orElse.target, record![orElse.source]]
    : [field.target, record?.[name]];
  const onPage = names?.get(target);
  if (!record || !onPage?.has(String(id))) return <ReferenceView name={name} field={field} />;
  const cited = onPage.get(String(id));
  if (!cited) return null;
  // Empty: the other reference in its place, said what it is ("García, Ana (lead)").
  return standsIn ? (
    <span>
      <CitedLink cited={cited} /> ({orElse!.note})
    </span>
  ) : (
    <CitedLink cited={cited} />
  );
}

/** A plain link with MUI Link's look, drawn by the plain rows' table (src/theme.ts). */
function CitedLink({ cited }: { cited: CitedName }) {
  const style = cited.whole ? NO_WRAP : undefined;
  if (!cited.to) return <span style={style}>{cited.name}</span>;
  return (
    <Link
      to={cited.to}
      className={plainRowClasses.link}
      style={style}
      onClick={stopPropagation}
      state={{ _scrollToTop: true }}
    >
      {cited.name}
    </Link>
  );
}
