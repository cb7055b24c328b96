/**
 * Exportar: up to EXPORT_JOB_THRESHOLD rows the browser writes the CSV at once; above it the
 * server writes the spreadsheet in the background (POST {entity}/export with the list's filter
 * and sort) and it lands in Descargas, with a notification when it is ready.
 */
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button } from '@mui/material';
import { ExportButton, useListContext, useNotify, type Exporter } from 'react-admin';
import { EXPORT_JOB_THRESHOLD } from '../../domain/constants';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';
import { useEntity } from './useEntity';
import { listViewRoute, type EntityListView } from '../../domain/engine/listViews';

/** `listView`: a named list's export, from its own route (its conditions kept by the server). */
export function ListExportButton({
  exporter,
  listView,
}: {
  exporter: Exporter;
  listView?: EntityListView;
}) {
  const entity = useEntity();
  const { total, filterValues, sort } = useListContext();
  const notify = useNotify();
  if ((total ?? 0) <= EXPORT_JOB_THRESHOLD)
    return <ExportButton maxResults={EXPORT_JOB_THRESHOLD} exporter={exporter} />;
  const start = async () => {
    try {
      const route = listView ? listViewRoute(entity, listView) : entity.name;
      const response = await apiRequest(`${apiV1()}/${route}/export`, {
        method: 'POST',
        body: { format: 'xlsx', filter: filterValues, sort: [sort.field, sort.order] },
        hideMessage: true,
      });
      notify(String((response.json as { message: string }).message), { type: 'info' });
    } catch {
      notify('No se pudo iniciar la exportación. Probá de nuevo.', { type: 'error' });
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void start()}>
      Exportar
    </Button>
  );
}
