/**
 * The bulk delete of every generated list. Each selected record is deleted on its own, so a
 * record in use does not hide the others' outcome: the message says how many went and why the
 * rest stayed, and the ones that stayed remain selected.
 */
import { useState } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Confirm,
  useDataProvider,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { useEntity } from './useEntity';
import { bulkDeleteReport } from './bulkDeleteReport';

const reasonOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Error desconocido';

export function BulkDeleteWithReport() {
  const entity = useEntity();
  const resource = useResourceContext() ?? entity.name;
  const { selectedIds, data = [], onSelect } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [working, setWorking] = useState(false);

  const deleteAll = async () => {
    setWorking(true);
    const failed: Identifier[] = [];
    const failures: string[] = [];
    // One at a time: the outcome of each record is its own, and the server is not flooded.
    for (const id of selectedIds) {
      try {
        const previousData = data.find((record) => record.id === id);
        await dataProvider.delete(resource, { id, previousData });
      } catch (error) {
        failed.push(id);
        failures.push(reasonOf(error));
      }
    }
    setWorking(false);
    setAsking(false);
    onSelect(failed);
    notify(bulkDeleteReport({ deleted: selectedIds.length - failed.length, failures }), {
      type: failed.length ? 'warning' : 'info',
      autoHideDuration: failed.length ? 10_000 : undefined,
    });
    refresh();
  };

  const count = selectedIds.length;
  const name = count === 1 ? entity.label.one.toLowerCase() : entity.label.many.toLowerCase();
  return (
    <>
      <Button
        label={translate('ra.action.delete')}
        onClick={() => setAsking(true)}
        color="error"
        disabled={working}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={asking}
        loading={working}
        title={`Eliminar ${count} ${name}`}
        content={`¿Eliminar ${count === 1 ? 'el registro seleccionado' : `los ${count} registros seleccionados`}? Los que estén en uso no se eliminan.`}
        confirm={translate('ra.action.delete')}
        confirmColor="warning"
        onConfirm={deleteAll}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
