/**
 * The form's "already exists" warning (domain/duplicates.ts): a moment after the user stops
 * typing a CUIT, a DNI, an e-mail or a phone, the records of the organization holding it are
 * named, with a link when the user may open them. It warns; saving stays the user's decision.
 */
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { usePermissions, useRecordContext } from 'react-admin';
import { Alert, Link, Stack } from '@mui/material';
import type { AccessLists } from '../../domain/access';
import {
  duplicateFields,
  duplicateMessage,
  duplicateProbe,
  duplicateLinks,
  matchSection,
  type DuplicateMatch,
} from '../../domain/duplicates';
import type { Entity } from '../../domain/entity';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';
import { openPath } from './useEntity';

const DEBOUNCE_MS = 400;

/** The query of the values worth looking up now (valid and filled in), or null if none. */
function lookupQuery(entity: Entity, values: Record<string, unknown>, exclude: unknown) {
  const params = new URLSearchParams();
  for (const name of duplicateFields(entity)) {
    const raw = values[name];
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

export function DuplicateWarning({ entity }: { entity: Entity }) {
  const values = useWatch() as Record<string, unknown>;
  const record = useRecordContext();
  const { permissions } = usePermissions<AccessLists>();
  // A string: the lookup runs again only when a looked-up value changes.
  const query = lookupQuery(entity, values, record?.id);
  const [found, setFound] = useState<{ query: string; matches: DuplicateMatch[] } | null>(null);
  useEffect(() => {
    if (!query) return;
    let current = true;
    const timer = setTimeout(() => {
      apiRequest(`${apiV1()}/duplicates/${entity.name}?${query}`, { hideMessage: true })
        .then((response) => {
          if (current) setFound({ query, matches: response.json as DuplicateMatch[] });
        })
        // A failed check must not stand in the user's way: the server still validates.
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [entity.name, query]);
  const matches = found && found.query === query ? found.matches : [];
  if (!matches.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} role="status" aria-live="polite">
      {matches.map((match, index) => {
        const section = matchSection(entity, match);
        return (
          <Alert key={`${section.name}-${match.field}-${match.id ?? index}`} severity="warning">
            {duplicateMessage(entity, match)}{' '}
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
