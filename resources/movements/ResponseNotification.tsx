/**
 * The contract response flow's last screen (spec 2.5 «notification»): the insurer's answer as
 * recorded, what the policy's premium becomes, and whom it is told to. «Aplicar respuesta»
 * changes the policy (its executive is notified; the client gets the endorsement by e-mail when
 * ticked); «Rechazada por la compañía» keeps the insurer's reason and leaves the policy as it was.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetOne } from 'react-admin';
import {
  Box,
  Button,
  CardContent,
  Checkbox,
  FormControlLabel,
  TextField,
  Typography,
} from '@mui/material';
import { formatMoney } from '../../domain/engine/format';
import { add, cents, pesos } from '../../domain/engine/money';
import { responseSteps } from '../../domain/movements/movementFlows';
import { movementName } from '../../domain/movements/movementTexts';
import type { DraftView } from '../flows/flowApi';
import { StepSummary } from '../flows/StepSummary';
import { runMovementCommand } from './movementCommand';

export function ResponseNotification({ draft }: { draft: DraftView }) {
  const navigate = useNavigate();
  const { data: movement } = useGetOne('contract_movement', { id: draft.id });
  const { data: policy } = useGetOne(
    'contract',
    { id: movement?.contract_id },
    { enabled: !!movement },
  );
  const [notify, setNotify] = useState(true);
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const change = Number(draft.values.totals?.premium_change ?? 0);
  const after = policy ? pesos(add(cents(Number(policy.premium ?? 0)), cents(change))) : null;
  const run = async (command: 'apply' | 'refuse', input: Record<string, unknown>) => {
    if (!movement) return;
    setBusy(true);
    try {
      await runMovementCommand(movement, command, input);
      navigate(`/contract_movement/${draft.id}/show`);
    } catch {
      setBusy(false);
    }
  };
  return (
    <CardContent>
      {movement && policy && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="h6">
            Endoso {String(movement.numeration)}: {movementName(movement)}
          </Typography>
          <Typography>
            Premio de la póliza: {formatMoney(Number(policy.premium ?? 0))} →{' '}
            <strong>{after === null ? '' : formatMoney(after)}</strong> (endoso{' '}
            {formatMoney(change)})
          </Typography>
        </Box>
      )}
      <StepSummary draft={draft} steps={responseSteps} />
      <FormControlLabel
        control={<Checkbox checked={notify} onChange={(e) => setNotify(e.target.checked)} />}
        label="Enviarle el endoso al cliente por correo (el ejecutivo recibe un aviso siempre)"
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Button
          variant="contained"
          disabled={!movement || busy}
          onClick={() => void run('apply', { notify_client: notify })}
        >
          Aplicar respuesta
        </Button>
        <Button color="error" disabled={busy} onClick={() => setRefusing(true)}>
          Rechazada por la compañía
        </Button>
      </Box>
      {refusing && (
        <Box sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'flex-start' }}>
          <TextField
            label="Motivo que dio la compañía"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            size="small"
            sx={{ flex: 1 }}
            slotProps={{ htmlInput: { maxLength: 400 } }}
          />
          <Button
            color="error"
            variant="outlined"
            disabled={!reason.trim() || busy}
            onClick={() => void run('refuse', { insurer_message: reason.trim() })}
          >
            Confirmar rechazo
          </Button>
        </Box>
      )}
    </CardContent>
  );
}
