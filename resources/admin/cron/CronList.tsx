/**
 * Scheduled jobs: the generated list with an "Ejecutar ahora" button per job. The run is
 * queued (it runs on one instance) and recorded with the person's name; the list refreshes
 * when it has had time to end.
 */
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Datagrid, List, WrapperField, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { cron } from '../../../domain/entities/jobs';
import { apiRequest } from '../../../providers/httpClient';
import { apiV1 } from '../../../src/config';
import { entityColumns } from '../../generic/entityColumns';
import { showPath } from '../../generic/useEntity';
import { ListLoadError } from '../../generic/ListLoadError';
import { plainBody } from '../../generic/plainRows';

function RunNowButton() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const run = async () => {
    setBusy(true);
    try {
      const response = await apiRequest(`${apiV1()}/${cron.name}/${record.id}/run`, {
        method: 'POST',
        hideMessage: true,
      });
      notify(String((response.json as { message: string }).message), { type: 'info' });
      setTimeout(refresh, 2000);
    } catch {
      notify('No se pudo pedir la ejecución. Probá de nuevo.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<PlayArrowIcon />}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void run();
      }}
    >
      Ejecutar ahora
    </Button>
  );
}

export default function CronList() {
  return (
    <List sort={cron.sort} perPage={25} exporter={false} error={<ListLoadError />}>
      <Datagrid
        body={plainBody}
        rowClick={(id) => showPath(cron.name, id)}
        bulkActionButtons={false}
      >
        {entityColumns(cron)}
        <WrapperField label="Acciones" textAlign="right">
          <RunNowButton />
        </WrapperField>
      </Datagrid>
    </List>
  );
}
