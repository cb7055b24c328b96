/**
 * The contract response flow's last screen (spec 2.5 «notification»): the insurer's answer as
 * recorded, what the policy's premium becomes, and whom it is told to. «Aplicar respuesta»
 * changes the policy (its executive is notified; the client gets the endorsement by e-mail when
 * ticked); «Rechazada por la compañía» keeps the insurer's reason (the command's declared input,
 * in the generic command dialog) and leaves the policy as it was.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetOne } from 'react-admin';
import { Box, Button, CardContent, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { formatMoney } from '../../domain/engine/format';
import { add, cents, pesos } from '../../domain/engine/money';
import { responseSteps } from '../../domain/movements/movementFlows';
import { movementMachine } from '../../domain/movements/movementMachine';
import { movementName } from '../../domain/movements/movementTexts';
import { CommandInputDialog } from '../generic/CommandInputDialog';
import type { DraftView } from '../flows/flowApi';
import { StepSummary } from '../flows/StepSummary';
import { runMovementCommand } from './movementCommand';

/** «Rechazada por la compañía» asks for what its declaration asks (the insurer's reason). */
const refuseTransition = movementMachine.transitions.find((t) => t.command === 'refuse')!;

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
  const [busy, setBusy] = useState(false);
  const change = Number(draft.values.totals?.premium_change ?? 0);
  const after = policy ? pesos(add(cents(Number(policy.premium ?? 0)), cents(change))) : null;
  const run = async (command: 'apply', input: Record<string, unknown>) => {
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
      {refusing && movement && (
        <CommandInputDialog
          record={movement}
          transition={refuseTransition}
          onClose={() => setRefusing(false)}
          onRun={async (input) => {
            await runMovementCommand(movement, 'refuse', input);
            navigate(`/contract_movement/${draft.id}/show`);
          }}
        />
      )}
    </CardContent>
  );
}
