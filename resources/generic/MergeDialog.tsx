/**
 * "Fusionar con otro cliente…" (domain/engine/merge.ts): pick the duplicate among the section's
 * records (never the record itself), read what would move (counts per kind, links dropped,
 * fields filled), confirm, and come back to the kept record's page, read again.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, useGetList, useNotify, useRedirect, useRefresh, type RaRecord } from 'react-admin';
import {
  Alert,
  Autocomplete,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { displayValue, isBlank, recordName } from '../../domain/engine/display';
import type { Entity } from '../../domain/engine/entity';
import { interpolate } from '../../domain/engine/messages';
import { MERGE_ACTION, mergeMessages, type MergeSummary } from '../../domain/engine/merge';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';
import type { RecordActionDialogProps } from './recordActions';
import { openPath } from './useEntity';
import { useAccess } from '../../src/access';

/** The name, and the first identifying value (a CUIT) that tells two namesakes apart. */
function optionText(entity: Entity, record: RaRecord): string {
  const name = recordName(entity, record);
  const hint = (entity.duplicates ?? []).find((f) => !isBlank(record[f]));
  return hint
    ? `${name} · ${entity.fields[hint].label} ${displayValue(entity.fields[hint], record[hint], record)}`
    : name;
}

const problemText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'No se pudo completar la operación.';

function SummaryView({ summary }: { summary: MergeSummary }) {
  const moved = [...summary.moved, ...summary.items];
  return (
    <>
      {moved.length ? (
        <>
          <Typography variant="subtitle2">Pasan a este registro</Typography>
          <List dense disablePadding>
            {moved.map((line) => (
              <ListItem key={line.label} disableGutters>
                <ListItemText primary={`${line.label}: ${line.count}`} />
              </ListItem>
            ))}
          </List>
        </>
      ) : (
        <Typography>El duplicado no tiene registros relacionados.</Typography>
      )}
      {summary.dropped.map((line) => (
        <Typography key={line.label} variant="body2">
          {line.label} que ya estaban en este registro: {line.count} (se deja el de este registro)
        </Typography>
      ))}
      {summary.filled.length > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Se completan con los datos del duplicado: {summary.filled.join(', ')}.
        </Typography>
      )}
    </>
  );
}

export function MergeDialog({ entity, action, record, onClose }: RecordActionDialogProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<RaRecord | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const permissions = useAccess();
  const { data = [], isPending } = useGetList(entity.name, {
    filter: search ? { q: search } : {},
    pagination: { page: 1, perPage: 20 },
    sort: entity.sort,
  });
  const options = data.filter((r) => String(r.id) !== String(record.id));
  const base = `${apiV1()}/${entity.name}/${encodeURIComponent(String(record.id))}/${MERGE_ACTION}`;

  const preview = useQuery({
    queryKey: [entity.name, 'mergePreview', record.id, chosen?.id],
    enabled: !!chosen,
    retry: false,
    queryFn: async () =>
      (
        await apiRequest(`${base}?duplicate_id=${encodeURIComponent(String(chosen!.id))}`, {
          hideMessage: true,
        })
      ).json as MergeSummary,
  });
  const summary = chosen ? (preview.data ?? null) : null;
  const shown = problem ?? (chosen && preview.error ? problemText(preview.error) : null);

  const merge = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await apiRequest(base, {
        method: 'POST',
        body: { duplicate_id: chosen.id, updated_at: record.updated_at },
        hideMessage: true,
      });
      notify(interpolate(mergeMessages.merged, { name: recordName(entity, chosen) }), {
        type: 'success',
      });
      onClose();
      redirect(openPath(permissions, entity.name, record.id));
      refresh();
    } catch (error) {
      setProblem(problemText(error));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="merge-title" fullWidth maxWidth="sm">
      <DialogTitle id="merge-title">{action.label.replace(/…$/, '')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Elegí el registro duplicado: todo lo suyo pasa a «{recordName(entity, record)}» y el
          duplicado se elimina.
        </Typography>
        <Autocomplete
          options={options}
          value={chosen}
          loading={isPending}
          filterOptions={(all) => all}
          getOptionLabel={(option) => optionText(entity, option)}
          isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
          onInputChange={(_event, text, reason) => reason === 'input' && setSearch(text)}
          onChange={(_event, value) => {
            setProblem(null);
            setChosen(value);
          }}
          noOptionsText="No hay coincidencias"
          loadingText="Buscando…"
          renderInput={(params) => (
            <TextField {...params} autoFocus label={`${entity.label.one} duplicado`} />
          )}
        />
        <div aria-live="polite" style={{ marginTop: 16 }}>
          {chosen && preview.isFetching && <CircularProgress size={24} />}
          {summary && <SummaryView summary={summary} />}
          {summary && chosen && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              «{recordName(entity, chosen)}» se elimina. La fusión queda en la auditoría y se puede
              deshacer.
            </Alert>
          )}
          {shown && <Alert severity="error">{shown}</Alert>}
        </div>
      </DialogContent>
      <DialogActions>
        <Button label="Cancelar" onClick={onClose} />
        <Button label="Fusionar" variant="contained" disabled={!summary || busy} onClick={merge} />
      </DialogActions>
    </Dialog>
  );
}
