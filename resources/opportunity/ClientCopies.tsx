/**
 * An object step's buttons that copy from the client chosen in the person step
 * (domain/flows/clientCopies.ts): «Usar el domicilio del cliente», «El asegurado es el
 * cliente», «El tomador es el cliente». The client is read through the API as the user may
 * see it; a copy taken by default (the tomador) is applied as the step opens empty, without
 * counting as a change of its own. What cannot be copied, or must still be completed, is said.
 */
import { useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDataProvider } from 'react-admin';
import { Alert, Box, Button } from '@mui/material';
import type { Entity } from '../../domain/engine/entity';
import { isBlank } from '../../domain/engine/display';
import {
  clientCopiesOf,
  clientCopyMessages,
  takesDefault,
  type ClientCopy,
} from '../../domain/flows/clientCopies';

type Said = { severity: 'info' | 'warning'; text: string } | null;

export function ClientCopies({ form, accountId }: { form: Entity; accountId: unknown }) {
  const copies = clientCopiesOf(form);
  const dataProvider = useDataProvider();
  const { getValues, setValue } = useFormContext();
  const [said, setSaid] = useState<Said>(null);
  const [busy, setBusy] = useState(false);
  const opened = useRef(false);

  /** The values at once: a cascade keeps a locality set together with its province. */
  const setAll = (changes: Record<string, unknown>, dirty: boolean) => {
    for (const [name, value] of Object.entries(changes))
      setValue(name, value, { shouldDirty: dirty });
  };

  const apply = async (copy: ClientCopy, byDefault = false) => {
    if (isBlank(accountId)) {
      if (!byDefault) setSaid({ severity: 'warning', text: clientCopyMessages.noClient });
      return;
    }
    setBusy(true);
    try {
      const { data: client } = await dataProvider.getOne('account', { id: accountId });
      // Typed meanwhile: a default never overwrites the user's own values.
      if (byDefault && !takesDefault(copy, getValues())) return;
      const outcome = copy.copy(client, getValues());
      if ('refusal' in outcome) {
        if (!byDefault) setSaid({ severity: 'warning', text: outcome.refusal });
        return;
      }
      setAll(outcome.changes, !byDefault);
      setSaid(outcome.note ? { severity: 'info', text: outcome.note } : null);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setSaid({ severity: 'warning', text: `No se pudo leer el cliente: ${reason}` });
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    // Once, as the step opens (after it rendered): later the buttons do it.
    const defaults = copies.filter((copy) => takesDefault(copy, getValues()));
    void Promise.resolve().then(() => Promise.all(defaults.map((copy) => apply(copy, true))));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!copies.length) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1', mb: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {copies.map((copy) => (
          <Button
            key={copy.name}
            variant="outlined"
            size="small"
            disabled={busy}
            onClick={() => void apply(copy)}
          >
            {copy.label}
          </Button>
        ))}
      </Box>
      {said && (
        <Alert severity={said.severity} role="status" sx={{ mt: 1 }}>
          {said.text}
        </Alert>
      )}
    </Box>
  );
}
