/**
 * "Deshacer fusión" on the audit row of a merge (issue 12: a merge is reversible from the
 * audit): for whoever may merge (domain/engine/merge.ts), it asks the merge's own route to undo the
 * latest merge into the kept record, then opens that record. The route refuses, in Spanish,
 * an undo that is no longer safe; the refusal is shown as any other.
 */
import { useState } from 'react';
import { Button, Confirm, useRecordContext, useRedirect } from 'react-admin';
import UndoIcon from '@mui/icons-material/Undo';
import { findEntity } from '../../../domain/entities';
import { auditActions } from '../../../domain/entities/audit';
import { optionByCode } from '../../../domain/engine/defineEnum';
import { mayUndoMerge } from '../../../domain/engine/merge';
import { apiRequest } from '../../../providers/httpClient';
import { apiV1 } from '../../../src/config';
import { openPath } from '../../generic/useEntity';
import { useAccess } from '../../../src/access';

const MERGE = optionByCode(auditActions, 'merge').id;

export function UndoMergeButton() {
  const record = useRecordContext();
  const permissions = useAccess();
  const redirect = useRedirect();
  const [asking, setAsking] = useState(false);
  const entity = record ? findEntity(String(record.resource)) : undefined;
  if (!record || !entity || record.action !== MERGE || !mayUndoMerge(permissions, entity))
    return null;
  const undo = async () => {
    setAsking(false);
    const id = encodeURIComponent(String(record.record_id));
    try {
      await apiRequest(`${apiV1()}/${entity.name}/${id}/merge/undo`, { method: 'POST', body: {} });
      redirect(openPath(permissions, entity.name, record.record_id));
    } catch {
      // The refusal (already undone, no longer safe) was shown in a toast.
    }
  };
  return (
    <>
      <Button label="Deshacer fusión" onClick={() => setAsking(true)}>
        <UndoIcon />
      </Button>
      <Confirm
        isOpen={asking}
        title="Deshacer fusión"
        content="El registro duplicado vuelve con sus datos y lo que se le había pasado vuelve a él. Si desde entonces hubo fusiones posteriores, se deshace la última."
        confirm="Deshacer fusión"
        onConfirm={undo}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
