/**
 * The form's "already exists" warning (domain/engine/duplicates.ts): a moment after the user stops
 * typing a CUIT, a DNI, an e-mail or a phone (its own, or one in an embedded list the entity
 * declares in `duplicatesInItems`), the records of the organization holding it are named,
 * with a link when the user may open them. It warns; saving stays the user's decision.
 */
import { useEffect, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext } from 'react-admin';
import { Alert, Link, Stack } from '@mui/material';
import {
  duplicateFields,
  duplicateMessage,
  duplicateProbe,
  duplicateLinks,
  itemProbes,
  matchSection,
  type DuplicateMatch,
  type ItemProbe,
} from '../../domain/engine/duplicates';
import type { Entity } from '../../domain/engine/entity';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';
import { openPath } from './useEntity';
import { useAccess } from '../../src/access';

const DEBOUNCE_MS = 400;

type Values = Record<string, unknown>;

/** The query of the `probed` values worth looking up (valid and filled in), or null if none. */
function lookupQuery(entity: Entity, probed: Values, values: Values, exclude: unknown) {
  const params = new URLSearchParams();
  for (const name of duplicateFields(entity)) {
    const raw = probed[name];
    if (duplicateProbe(entity, name, raw) !== null) params.set(name, String(raw));
  }
  if (![...params.keys()].length) return null;
  if (exclude !== undefined && exclude !== null) params.set('exclude', String(exclude));
  // The record the form already cites (a lead's client) is no duplicate of it.
  for (const name of duplicateLinks(entity))
    if (values[name] !== undefined && values[name] !== null && values[name] !== '')
      params.set(name, String(values[name]));
  return params.toString();
}

/** One lookup of the form: its query, and the embedded item it is for (none: its own fields). */
interface Lookup {
  query: string;
  item?: ItemProbe;
}

/** The form's own fields in one lookup, then each item's value in its own (the same API). */
function lookupsOf(entity: Entity, values: Values, exclude: unknown): Lookup[] {
  const own = lookupQuery(entity, values, values, exclude);
  return [
    ...(own ? [{ query: own }] : []),
    ...itemProbes(entity, values).flatMap((item) => {
      const query = lookupQuery(entity, { [item.field]: item.value }, values, exclude);
      return query ? [{ query, item }] : [];
    }),
  ];
}

/**
 * Each query's matches, asked a moment after the queries stop changing. A query already asked
 * is not asked again while the form keeps it (editing one phone leaves the others' answers);
 * one the form dropped is forgotten, so typing it again asks anew.
 */
function useLookupAnswers(entityName: string, queries: string[]) {
  // A string: the effect runs again only when a looked-up value changes.
  const key = queries.join('\n');
  const [answers, setAnswers] = useState<ReadonlyMap<string, DuplicateMatch[]>>(new Map());
  const asked = useRef(new Set<string>());
  useEffect(() => {
    const wanted = new Set(key ? key.split('\n') : []);
    const timer = setTimeout(() => {
      for (const query of asked.current) if (!wanted.has(query)) asked.current.delete(query);
      setAnswers((previous) => {
        const kept = [...previous].filter(([query]) => wanted.has(query));
        return kept.length === previous.size ? previous : new Map(kept);
      });
      for (const query of wanted) {
        if (asked.current.has(query)) continue;
        asked.current.add(query);
        apiRequest(`${apiV1()}/duplicates/${entityName}?${query}`, { hideMessage: true })
          .then((response) => {
            const matches = response.json as DuplicateMatch[];
            setAnswers((previous) => new Map(previous).set(query, matches));
          })
          // A failed check must not stand in the user's way (the server still validates);
          // the next change asks again.
          .catch(() => asked.current.delete(query));
      }
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [entityName, key]);
  return answers;
}

export function DuplicateWarning({ entity }: { entity: Entity }) {
  const values = useWatch() as Values;
  const record = useRecordContext();
  const permissions = useAccess();
  const lookups = lookupsOf(entity, values, record?.id);
  const answers = useLookupAnswers(
    entity.name,
    lookups.map(({ query }) => query),
  );
  const matches = lookups.flatMap(({ query, item }) =>
    (answers.get(query) ?? []).map((match) => ({ match, item })),
  );
  if (!matches.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} role="status" aria-live="polite">
      {matches.map(({ match, item }, index) => {
        const section = matchSection(entity, match);
        const where = item ? `${item.list}.${item.index}` : match.field;
        return (
          <Alert key={`${section.name}-${where}-${match.id ?? index}`} severity="warning">
            {duplicateMessage(entity, match, item)}{' '}
            {match.id !== undefined && (
              <Link component={RouterLink} to={openPath(permissions, section.name, match.id)}>
                Ver {section.label.one.toLowerCase()}
              </Link>
            )}
          </Alert>
        );
      })}
    </Stack>
  );
}
