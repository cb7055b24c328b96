/**
 * The person's generated files (big exports, failed import rows): the generated columns plus a
 * Descargar button; while a file is being generated the list refreshes itself.
 */
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useEffect } from 'react';
import {
  Datagrid,
  List,
  WrapperField,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { download } from '../../../domain/entities/jobs';
import { optionByCode } from '../../../domain/engine/defineEnum';
import { downloadStatuses } from '../../../domain/enums/jobs';
import { apiV1 } from '../../../src/config';
import { entityColumns } from '../../generic/entityColumns';
import { saveFile } from '../../generic/sessionFiles';
import { ListLoadError } from '../../generic/ListLoadError';
import { plainBody } from '../../generic/plainRows';

const READY = optionByCode(downloadStatuses, 'ready').id;
const GENERATING = optionByCode(downloadStatuses, 'generating').id;

function DownloadButton() {
  const record = useRecordContext();
  const notify = useNotify();
  if (!record || record.status !== READY) return null;
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      onClick={(event) => {
        event.stopPropagation();
        saveFile(`${apiV1()}/${download.name}/${record.id}/content`, String(record.name)).catch(
          () => notify('No se pudo descargar el archivo. Probá de nuevo.', { type: 'error' }),
        );
      }}
    >
      Descargar
    </Button>
  );
}

/** Polls every 3 s while some file of the page is still being generated. */
function RefreshWhileGenerating() {
  const { data } = useListContext();
  const refresh = useRefresh();
  const generating = (data ?? []).some((r) => r.status === GENERATING);
  useEffect(() => {
    if (!generating) return;
    const timer = setInterval(refresh, 3000);
    return () => clearInterval(timer);
  }, [generating, refresh]);
  return null;
}

export default function DownloadList() {
  return (
    <List sort={download.sort} perPage={25} exporter={false} error={<ListLoadError />}>
      <RefreshWhileGenerating />
      <Datagrid body={plainBody} rowClick={false} bulkActionButtons={false}>
        {entityColumns(download)}
        <WrapperField label="Archivo" textAlign="right">
          <DownloadButton />
        </WrapperField>
      </Datagrid>
    </List>
  );
}
