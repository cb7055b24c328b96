/**
 * The news flow's last screen: the endorsement as asked (the policy, the type and motive, the
 * data, the premium expected or quoted and what it prorates to, a quoted one's quotas), then
 * «Enviar a la compañía». Once sent,
 * the movement's page follows it; the step indicators go back while it is still pending.
 */
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { RecordContextProvider, useGetOne } from 'react-admin';
import { Alert, Box, Button, CardContent, Typography } from '@mui/material';
import { contractMovement } from '../../domain/entities/contractMovements';
import { requestSteps } from '../../domain/movements/movementFlows';
import { needsNewPrices } from '../../domain/movements/movementPricing';
import { QUOTE_HIDDEN } from '../../domain/movements/quoteForm';
import { RecordFields } from '../generic/entityFieldViews';
import type { DraftView } from '../flows/flowApi';
import { StepSummary } from '../flows/StepSummary';
import { runMovementCommand } from './movementCommand';

const SHOWN = ['contract_id', 'numeration', 'status', 'premium_before', 'premium_change'];

export function NewsDetail({ draft }: { draft: DraftView }) {
  const navigate = useNavigate();
  const { data: movement } = useGetOne('contract_movement', { id: draft.id });
  const [sending, setSending] = useState(false);
  const send = async () => {
    if (!movement) return;
    setSending(true);
    try {
      await runMovementCommand(movement, 'send');
      navigate(`/contract_movement/${draft.id}/show`);
    } catch {
      // The refusal was shown in a toast (a step that no longer fits the policy).
      setSending(false);
    }
  };
  return (
    <CardContent>
      {movement && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="h6">Endoso {String(movement.numeration)}</Typography>
          <RecordContextProvider value={movement}>
            <RecordFields
              entity={contractMovement}
              systemFields={false}
              only={(name) => SHOWN.includes(name)}
            />
          </RecordContextProvider>
        </Box>
      )}
      <StepSummary
        draft={draft}
        steps={requestSteps(draft.values)}
        hidden={['contract_id', ...QUOTE_HIDDEN]}
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        {needsNewPrices(draft.values.motive)
          ? 'El premio del endoso es la diferencia cotizada, prorrateada desde su vigencia hasta el fin de la póliza: el que vale es el que informe la compañía en su respuesta.'
          : 'El premio del endoso es una estimación prorrateada desde su vigencia hasta el fin de la póliza: el que vale es el que informe la compañía en su respuesta.'}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void send()} disabled={!movement || sending}>
          Enviar a la compañía
        </Button>
        <Button
          variant="outlined"
          component={RouterLink}
          to={`/contract_movement/${draft.id}/show`}
        >
          Ver el endoso
        </Button>
      </Box>
    </CardContent>
  );
}
