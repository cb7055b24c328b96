/**
 * «Pedir endoso» on a policy's page: starts the news flow's draft with the policy as its motive's
 * (domain/movements/movementFlows.ts) and opens the wizard. For whoever may ask endorsements
 * (the route rule of `contract_movement`); the server refuses what the policy cannot take.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, useNotify, useRecordContext } from 'react-admin';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { canAccess } from '../../domain/routes';
import { contractMovement } from '../../domain/entities/contractMovements';
import { newsFlow, newsPath } from '../../domain/movements/movementFlows';
import { useAccess } from '../../src/access';
import { startDraft } from '../flows/flowApi';

export default function RequestEndorsementButton() {
  const record = useRecordContext();
  const access = useAccess();
  const navigate = useNavigate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!record || !canAccess(access, contractMovement.name, 'create')) return null;
  const open = async () => {
    setBusy(true);
    try {
      const draft = await startDraft(newsFlow.name, Number(record.branch_id), 'motive', {
        contract_id: record.id,
      });
      navigate(newsPath(String(record.id), draft.id, 'new', draft.step));
    } catch {
      notify('No se pudo empezar el pedido de endoso. Probá de nuevo.', { type: 'error' });
      setBusy(false);
    }
  };
  return (
    <Button label="Pedir endoso" onClick={() => void open()} disabled={busy}>
      <NoteAddIcon />
    </Button>
  );
}
