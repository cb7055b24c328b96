/**
 * The emission wizard's last screen: the request as confirmed (insurer, premium, instalments)
 * and what each step recorded, the card only by its last four digits, so the subscriber
 * checks everything, then «Emitir» (EmitPanel.tsx) and the insurer's answer. The step indicators
 * go back.
 */
import { Link as RouterLink } from 'react-router-dom';
import { RecordContextProvider, useGetOne } from 'react-admin';
import { Box, Button, CardContent, Typography } from '@mui/material';
import { emissionFlow } from '../../domain/contracts/emissionFlow';
import { contractRequest } from '../../domain/entities/contractRequests';
import { RecordFields } from '../generic/entityFieldViews';
import type { DraftView } from '../flows/flowApi';
import { StepSummary } from '../flows/StepSummary';
import { EmitPanel } from './EmitPanel';

/** What was quoted and confirmed: the insurer and the numbers the policy must show. */
const REQUEST_SUMMARY = ['company_id', 'premium', 'net_premium', 'quota_quantity', 'sum_insured'];
const shownOfRequest = (name: string) => REQUEST_SUMMARY.includes(name);

export function EmissionDetail({ draft }: { draft: DraftView }) {
  const { data: request } = useGetOne('contract_request', { id: draft.id });
  return (
    <CardContent>
      {request && (
        <Box sx={{ mb: 2 }}>
          <Typography variant="h6">{String(request.title ?? '')}</Typography>
          <RecordContextProvider value={request}>
            <RecordFields entity={contractRequest} systemFields={false} only={shownOfRequest} />
          </RecordContextProvider>
        </Box>
      )}
      <StepSummary draft={draft} steps={emissionFlow.stepsFor(draft.branch_id)} />
      <EmitPanel draft={draft} />
      <Button variant="outlined" component={RouterLink} to={`/contract_request/${draft.id}/show`}>
        Ver la solicitud
      </Button>
    </CardContent>
  );
}
