/**
 * One import (admin/import/{id}/show), the wizard's home: the server's state decides the step,
 * so a reload in the middle lands on the same step. Pending and not started: the column
 * mapping; started: the progress bar (pushed by the server, and read again every second in
 * case a push is missed); ended: the result with the failed-rows download.
 */
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Confirm, Title, useNotify } from 'react-admin';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { displayValue } from '../../../domain/engine/display';
import { importRecord } from '../../../domain/entities/import';
import {
  cancelImport,
  fetchImport,
  fetchMapping,
  type ImportRecord,
  type MappingInfo,
} from './api';
import { ImportSteps } from './ImportSteps';
import { MappingStep } from './MappingStep';
import { ProgressStep, ResultStep } from './ResultStep';
import { texts } from './texts';
import { useImportEvents } from './useImportEvents';

const POLL_MS = 1000;

type LoadedState = { record: ImportRecord; mapping: MappingInfo | null } | { error: string };

/** The import and, while it is pending, its columns and mapping. */
async function loadState(id: string): Promise<LoadedState> {
  try {
    const record = await fetchImport(id);
    const mapping = record.status === 701 ? await fetchMapping(id).catch(() => null) : null;
    return { record, mapping };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

export default function ImportShow() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const [record, setRecord] = useState<ImportRecord | null>(null);
  const [mapping, setMapping] = useState<MappingInfo | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const apply = useCallback((state: LoadedState) => {
    if ('error' in state) return setFailed(state.error);
    setRecord(state.record);
    setMapping(state.mapping);
  }, []);
  useEffect(() => {
    let live = true;
    void loadState(id).then((state) => live && apply(state));
    return () => {
      live = false;
    };
  }, [id, apply]);

  const running = record?.status === 701 && !!mapping?.started;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void fetchImport(id).then(setRecord, () => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [running, id]);
  useImportEvents(Number(id), (pushed) =>
    setRecord((r) => (r ? { ...r, ...(pushed as Partial<ImportRecord>) } : r)),
  );

  const cancel = async () => {
    setConfirming(false);
    try {
      setRecord(await cancelImport(Number(id)));
    } catch {
      notify(texts.result.canceled, { type: 'warning' });
      void loadState(id).then(apply);
    }
  };

  if (failed) return <Alert severity="error">{failed}</Alert>;
  if (!record)
    return (
      <Box sx={{ p: 4 }}>
        <CircularProgress aria-label={texts.loading} />
      </Box>
    );
  const ended = record.status !== 701;
  const step = ended ? 3 : running ? 2 : 1;
  const typeLabel = displayValue(
    importRecord.fields.type,
    record.type,
    record as unknown as Record<string, unknown>,
  );
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={`${importRecord.label.one}: ${record.file_name}`} />
      <ImportSteps active={step} />
      <Typography variant="subtitle1" sx={{ mb: 2 }}>
        {typeLabel} · {record.file_name}
      </Typography>
      {ended ? (
        <ResultStep record={record} />
      ) : running ? (
        <ProgressStep record={record} started={running} onCancel={() => setConfirming(true)} />
      ) : mapping ? (
        <MappingStep
          record={record}
          info={mapping}
          onStarted={(started) => {
            setRecord(started);
            setMapping({ ...mapping, started: true });
          }}
          onCancel={() => setConfirming(true)}
        />
      ) : (
        <CircularProgress aria-label={texts.loading} />
      )}
      <Confirm
        isOpen={confirming}
        title={texts.mapping.cancel}
        content={texts.confirmCancel}
        onConfirm={cancel}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
