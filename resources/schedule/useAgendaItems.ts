/**
 * The agenda's items for the range on screen: one list read per source through the entity's
 * own list route (record scope applies there), keyed under react-admin's `[entity, 'getList']`
 * so a task created or edited anywhere refreshes the agenda too. On a record's page a source
 * may take several reads (a group's clients' tasks, and its own), merged once per item.
 */
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider, type RaRecord } from 'react-admin';
import {
  agendaItems,
  localDay,
  rangeFilters,
  type AgendaItem,
  type AgendaRecord,
  type AgendaSource,
  type AgendaSubject,
} from '../../domain/agenda';
import { displayValue } from '../../domain/engine/display';
import { entityByName } from '../../domain/entities';
import { isLabelsResource, referenceResource } from '../../domain/engine/referenceLabels';
import { useAccess } from '../../src/access';

/** Items read per source and range; more are reported, not fetched (see `truncated`). */
export const AGENDA_LIMIT = 1000;

export interface AgendaRange {
  start: Date;
  end: Date;
}

export function useAgendaItems(
  sources: readonly AgendaSource[],
  range: AgendaRange | null,
  person: string | number | null,
  /** A record page's agenda: only the items about this record (every source must be). */
  subject?: AgendaSubject,
) {
  const dataProvider = useDataProvider();
  const reads = useMemo(
    () =>
      sources.flatMap((source) =>
        (range ? rangeFilters(source, range.start, range.end, person, subject) : [{}]).map(
          (filter) => ({ source, filter }),
        ),
      ),
    [sources, range, person, subject],
  );
  const { lists, ...state } = useQueries({
    queries: reads.map(({ source, filter }) => ({
      queryKey: [source.entity, 'getList', { agenda: true, filter }],
      queryFn: () =>
        dataProvider.getList(source.entity, {
          filter,
          pagination: { page: 1, perPage: AGENDA_LIMIT },
          sort: { field: source.at, order: 'ASC' },
        }),
      enabled: range !== null,
      // Moving to the next week keeps this week's items until the next ones arrive.
      placeholderData: keepPreviousData,
    })),
    // Combined results keep their identity while no list changed (TanStack shares structure).
    combine: (results) => ({
      lists: results.map((r) => r.data),
      error: results.find((r) => r.error)?.error ?? null,
      refetch: () => results.forEach((r) => void r.refetch()),
    }),
  });
  const items = useMemo(() => {
    const now = new Date();
    const byKey = new Map<string, AgendaItem>();
    reads.forEach(({ source }, i) => {
      const records = (lists[i]?.data ?? []) as AgendaRecord[];
      for (const item of agendaItems(source, records, now, localDay(now)))
        if (!byKey.has(item.key)) byKey.set(item.key, item);
    });
    return [...byKey.values()];
  }, [reads, lists]);
  return {
    ...state,
    items,
    truncated: lists.some((d) => (d?.total ?? 0) > AGENDA_LIMIT),
  };
}

/**
 * Names of cited records (an item's client, its responsible) as `{target}:{id}` → name, each
 * target read in one request from its list or its labels route, whichever this user may read.
 */
export function useNames(cited: readonly { target: string; id: unknown }[]): Map<string, string> {
  const permissions = useAccess();
  const dataProvider = useDataProvider();
  // Ids as stored (a user's is a number, a client's a UUID), each once, in a stable order.
  const byTarget = new Map<string, Map<string, RaRecord['id']>>();
  for (const { target, id } of cited)
    if (typeof id === 'string' || typeof id === 'number')
      byTarget.set(target, (byTarget.get(target) ?? new Map()).set(String(id), id));
  const requests = [...byTarget].map(([target, ids]) => ({
    target,
    resource: referenceResource(permissions, target),
    ids: [...ids].sort(([a], [b]) => a.localeCompare(b)).map(([, id]) => id),
  }));
  const results = useQueries({
    queries: requests.map(({ resource, ids }) => ({
      queryKey: [resource, 'getMany', { agendaNames: true, ids }],
      queryFn: () => dataProvider.getMany(resource, { ids }),
      placeholderData: keepPreviousData,
    })),
  });
  const names = new Map<string, string>();
  requests.forEach(({ target, resource }, i) => {
    const entity = entityByName(target);
    for (const record of (results[i]?.data?.data ?? []) as RaRecord[]) {
      const name = isLabelsResource(resource)
        ? String(record.label ?? '')
        : displayValue(entity.fields[entity.recordLabel], record[entity.recordLabel], record);
      names.set(`${target}:${record.id}`, name);
    }
  });
  return names;
}

/** The records an item cites through `field` of its source, as `useNames` asks for them. */
export function citedBy(item: AgendaItem, field: string | undefined) {
  const declared = field ? entityByName(item.source.entity).fields[field] : undefined;
  return declared?.kind === 'reference'
    ? {
        target: declared.target,
        id: item.record[field!],
        key: `${declared.target}:${String(item.record[field!])}`,
      }
    : null;
}
