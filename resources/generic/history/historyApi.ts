/**
 * The history's reads (server/history/versionRoutes.ts) for the screens: a record's versions,
 * the record as of a day and the comparison of two versions, each a react-query read keyed by
 * the record, so reopening the tab or the dialog answers from the cache while it refreshes.
 */
import { useQuery } from '@tanstack/react-query';
import type { VersionSnapshot, VersionSummary } from '../../../domain/engine/history';
import type { VersionDiff } from '../../../domain/engine/versionDiff';
import { apiRequest } from '../../../providers/httpClient';
import { apiV1 } from '../../../src/config';

export type VersionMeta = Omit<VersionSummary, 'valid_to'>;
export type AsOfAnswer = VersionMeta & VersionSnapshot;
export interface CompareAnswer extends VersionDiff {
  from: VersionMeta;
  to: VersionMeta;
}

const base = (resource: string, id: unknown) =>
  `${apiV1()}/${resource}/${encodeURIComponent(String(id))}`;

/** The answer's JSON; a refusal's Spanish message as the error (no toast: the screen says it). */
async function read<T>(url: string): Promise<T> {
  return (await apiRequest(url, { hideMessage: true })).json as T;
}

export const useVersions = (resource: string, id: unknown) =>
  useQuery({
    queryKey: ['history', resource, String(id), 'versions'],
    queryFn: () => read<VersionSummary[]>(`${base(resource, id)}/versions`),
  });

export const useAsOf = (resource: string, id: unknown, date: string | null) =>
  useQuery({
    queryKey: ['history', resource, String(id), 'as_of', date],
    queryFn: () => read<AsOfAnswer>(`${base(resource, id)}/as_of?date=${date}`),
    enabled: date !== null,
    retry: false,
  });

export const useComparison = (resource: string, id: unknown, pair: [number, number] | null) =>
  useQuery({
    queryKey: ['history', resource, String(id), 'compare', pair?.join('-')],
    queryFn: () =>
      read<CompareAnswer>(`${base(resource, id)}/versions/compare?from=${pair![0]}&to=${pair![1]}`),
    enabled: pair !== null,
    retry: false,
  });

/** What a failed read says to the person (the server's Spanish message). */
export const failureText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'No se pudo leer el histórico.';
