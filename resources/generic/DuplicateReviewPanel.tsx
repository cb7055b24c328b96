/**
 * The duplicates review on a flagged record's page (domain/engine/duplicateReview.ts): the record and
 * its original side by side, what differs highlighted, and the two ways out, "Fusionar con la
 * original" (after reading what would move) and "No es duplicada". Shown to whoever may review
 * (the server applies the same rule to its routes).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Confirm,
  Link,
  RecordContextProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  type RaRecord,
} from 'react-admin';
import {
  Alert,
  AlertTitle,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { isBlank, recordName } from '../../domain/engine/display';
import {
  comparedFields,
  duplicateReviewMessages as messages,
  isFlagged,
  mayReviewDuplicates,
} from '../../domain/engine/duplicateReview';
import type { Entity } from '../../domain/engine/entity';
import { interpolate } from '../../domain/engine/messages';
import type { MergeSummary } from '../../domain/engine/merge';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';
import { FieldView } from './fieldViews';
import { openPath } from './useEntity';
import { useAccess } from '../../src/access';

interface OriginalAnswer {
  original: RaRecord | null;
  summary: MergeSummary | null;
}

const problemText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'No se pudo completar la operación.';

const same = (a: unknown, b: unknown) =>
  (isBlank(a) && isBlank(b)) || JSON.stringify(a) === JSON.stringify(b);

/** What merging moves, in one sentence for the confirmation. */
function summaryText(summary: MergeSummary | null): string {
  if (!summary) return '';
  const moved = [...summary.moved, ...summary.items].map((l) => `${l.label}: ${l.count}`);
  const filled = summary.filled.length ? [`se completan ${summary.filled.join(', ')}`] : [];
  const parts = [...moved, ...filled];
  return parts.length ? `Pasan a la original: ${parts.join('; ')}.` : '';
}

function SideBySide({
  entity,
  record,
  original,
}: {
  entity: Entity;
  record: RaRecord;
  original: RaRecord;
}) {
  const rows = comparedFields(entity).filter(
    (name) => !isBlank(record[name]) || !isBlank(original[name]),
  );
  return (
    <Table size="small" aria-label="Comparación con la original">
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell>{messages.thisOne}</TableCell>
          <TableCell>{messages.theOriginal}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((name) => {
          const field = entity.fields[name];
          const differs = !same(record[name], original[name]);
          return (
            <TableRow
              key={name}
              data-differs={differs || undefined}
              sx={differs ? { bgcolor: 'action.hover', '& td': { fontWeight: 600 } } : undefined}
            >
              <TableCell component="th" scope="row">
                {field.label}
              </TableCell>
              {[record, original].map((side) => (
                <TableCell key={String(side.id)}>
                  <RecordContextProvider value={side}>
                    <FieldView source={name} label={field.label} field={field} />
                  </RecordContextProvider>
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

export function DuplicateReviewPanel({ entity }: { entity: Entity }) {
  const record = useRecordContext<RaRecord>();
  const permissions = useAccess();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  // Settled here (merged or dismissed): the record read before is stale until the refresh
  // arrives, and asking for its original then would only get a 409.
  const [settled, setSettled] = useState(false);
  const reviewing =
    !settled && !!record && isFlagged(entity, record) && mayReviewDuplicates(permissions, entity);
  const base = record && `${apiV1()}/${entity.name}/${encodeURIComponent(String(record.id))}`;
  const answer = useQuery({
    queryKey: [entity.name, 'original', record?.id, record?.updated_at],
    enabled: reviewing,
    retry: false,
    queryFn: async () =>
      (await apiRequest(`${base}/original`, { hideMessage: true })).json as OriginalAnswer,
  });
  if (!reviewing || !record) return null;
  const original = answer.data?.original ?? null;

  const run = async (path: string, done: (body: Record<string, unknown>) => void) => {
    setBusy(true);
    try {
      const response = await apiRequest(`${base}/${path}`, {
        method: 'POST',
        body: { updated_at: record.updated_at },
        hideMessage: true,
      });
      done(response.json as Record<string, unknown>);
    } catch (error) {
      notify(problemText(error), { type: 'error' });
      refresh();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  const merge = () =>
    run('original/merge', () => {
      setSettled(true);
      notify(interpolate(messages.merged, { original: recordName(entity, original!) }), {
        type: 'success',
      });
      // No refresh: it would read this record again, deleted now, and leave for the list.
      redirect(openPath(permissions, entity.name, original!.id));
    });
  const dismiss = () =>
    run('not-duplicate', () => {
      setSettled(true);
      notify(messages.dismissed, { type: 'success' });
      refresh();
    });

  return (
    <Alert severity="warning" sx={{ m: 2, mb: 0, '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>{messages.panelTitle}</AlertTitle>
      {answer.isPending ? (
        <Typography variant="body2">Buscando la original…</Typography>
      ) : answer.error ? (
        <Typography variant="body2">{problemText(answer.error)}</Typography>
      ) : original ? (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {interpolate(messages.explanation, { original: recordName(entity, original) })}{' '}
            <Link to={openPath(permissions, entity.name, original.id)}>Abrir la original</Link>
          </Typography>
          <Box sx={{ overflowX: 'auto', bgcolor: 'background.paper', borderRadius: 1 }}>
            <SideBySide entity={entity} record={record} original={original} />
          </Box>
        </>
      ) : (
        <Typography variant="body2">{messages.originalGone}</Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        {original && (
          <Button
            variant="contained"
            label={messages.merge}
            disabled={busy}
            onClick={() => setConfirming(true)}
          />
        )}
        <Button variant="outlined" label={messages.dismiss} disabled={busy} onClick={dismiss} />
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={busy}
        title={messages.merge}
        content={`${messages.mergeConfirm} ${summaryText(answer.data?.summary ?? null)}`}
        confirm={messages.merge}
        onConfirm={merge}
        onClose={() => setConfirming(false)}
      />
    </Alert>
  );
}
