/**
 * The search from anywhere (GET /api/v1/search): the answer to the latest query typed, read a
 * moment after the typing stops; an older answer arriving late never replaces a newer one.
 */
import { useEffect, useState } from 'react';
import { globalSearchProblem } from '../../domain/engine/globalSearch';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../config';

export interface SearchGroup {
  resource: string;
  label: string;
  total: number;
  records: { id: number | string; label: string; detail: string }[];
}

export type SearchState =
  | { kind: 'idle'; hint: string | null }
  | { kind: 'loading' }
  | { kind: 'done'; q: string; groups: SearchGroup[] }
  | { kind: 'failed'; reason: string };

const DEBOUNCE_MS = 250;

export function useGlobalSearch(q: string): SearchState {
  const [answer, setAnswer] = useState<{ q: string; state: SearchState } | null>(null);
  useEffect(() => {
    if (globalSearchProblem(q)) return;
    let current = true;
    const timer = setTimeout(() => {
      apiRequest(`${apiV1()}/search?q=${encodeURIComponent(q)}`, { hideMessage: true })
        .then((response) => {
          const { groups } = response.json as { groups: SearchGroup[] };
          if (current) setAnswer({ q, state: { kind: 'done', q, groups } });
        })
        .catch((error: Error) => {
          if (current) setAnswer({ q, state: { kind: 'failed', reason: error.message } });
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q]);
  const problem = globalSearchProblem(q);
  if (problem) return { kind: 'idle', hint: q.trim() ? problem : null };
  return answer?.q === q ? answer.state : { kind: 'loading' };
}
