/**
 * «Emitir» on the emission wizard's detail: for whoever works the request while it is pending
 * (the same rule as the server's), with the card's security code when it pays by card (asked
 * here, sent once, never kept), once operations passed the inspection or ART's letter. Then the insurer's answer as it arrives: the request is read
 * again every second and a half while the insurer has it, and the subscriber is also notified.
 */
import { useState } from 'react';
import { HttpError, useGetIdentity, useGetOne, type RaRecord } from 'react-admin';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { emissionRefusal } from '../../domain/contracts/emissionFlow';
import { paysByCard } from '../../domain/contracts/paymentMethods';
import { optionByCode, optionById } from '../../domain/engine/defineEnum';
import { contractRequestStatus, contractRequestSubstatus } from '../../domain/enums/statuses';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';
import { useAccess } from '../../src/access';
import type { DraftView } from '../flows/flowApi';
import { useRequirementsBlock } from './RequirementSteps';

const status = (code: string) => optionByCode(contractRequestStatus, code).id;
/** While the insurer has it: read again until it answers. */
const IN_FLIGHT = new Set([status('pending_emit'), status('pending_cia')]);
const SERVICE_FAIL = optionByCode(contractRequestSubstatus, 'service_fail').id;
const POLL_MS = 1500;

/** The refusal's message per field (one text each, as the provider hands them), or its message. */
function problemsOf(error: unknown): Record<string, string> {
  const body = error instanceof HttpError ? (error.body as Record<string, unknown> | null) : null;
  const errors = (body?.errors ?? null) as Record<string, string | string[]> | null;
  if (errors)
    return Object.fromEntries(
      Object.entries(errors).map(([name, text]) => [name, Array.isArray(text) ? text[0] : text]),
    );
  return { status: String(body?.message ?? (error instanceof Error ? error.message : error)) };
}

export function EmitPanel({ draft }: { draft: DraftView }) {
  const access = useAccess();
  const { identity } = useGetIdentity();
  const {
    data: request,
    refetch,
    isFetching,
  } = useGetOne<RaRecord>(
    'contract_request',
    { id: draft.id },
    {
      refetchInterval: (query) =>
        IN_FLIGHT.has(Number(query.state.data?.status)) ? POLL_MS : false,
    },
  );
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const blocked = useRequirementsBlock(draft.id, draft.branch_id);
  if (!request || !identity || !access) return null;
  const current = Number(request.status);
  const byCard = paysByCard(Number(draft.values.payment_method?.payment_type));
  const label = optionById(contractRequestStatus, current)?.label ?? '';
  const refused = emissionRefusal(request, { id: Number(identity.id), access });

  const emit = async () => {
    setSending(true);
    setErrors({});
    try {
      await apiRequest(`${apiV1()}/contract_request/${encodeURIComponent(draft.id)}/emit`, {
        method: 'POST',
        body: { updated_at: request.updated_at, ...(byCard && { cvc }) },
        hideMessage: true,
      });
      setCvc('');
      await refetch();
    } catch (error) {
      setErrors(problemsOf(error));
    } finally {
      setSending(false);
    }
  };

  if (IN_FLIGHT.has(current))
    return (
      <Alert severity="info" icon={<CircularProgress size={20} />} sx={{ mb: 2 }}>
        {label}: {String(request.insurer_message ?? 'enviando la solicitud a la compañía…')}
      </Alert>
    );
  if (current !== status('pending'))
    return (
      <Alert severity={request.policy_number ? 'success' : 'warning'} sx={{ mb: 2 }}>
        <strong>{label}.</strong> {String(request.insurer_message ?? '')}
        {current === status('pending_sac') &&
          ' Cuando la compañía responda, registrá la póliza o el rechazo desde la solicitud.'}
      </Alert>
    );
  if (refused) return null;
  const failed = Number(request.substatus) === SERVICE_FAIL;
  const problem = errors.status;
  return (
    <Box sx={{ mb: 2 }}>
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {String(request.insurer_message ?? '')}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {blocked && !problem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {blocked}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Revisá los datos: al emitir, la solicitud se envía a la compañía y su respuesta llega acá.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {byCard && (
          <TextField
            label="Código de seguridad"
            size="small"
            type="password"
            value={cvc}
            onChange={(event) => setCvc(event.target.value)}
            error={!!errors.cvc}
            helperText={errors.cvc ?? 'El de la tarjeta: viaja a la compañía y no se guarda'}
            slotProps={{
              htmlInput: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 },
            }}
            sx={{ width: 260 }}
          />
        )}
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          // The request as the steps just left it: a copy read before the last step's save
          // carries an older version, and «Emitir» at it would be refused as stale (409).
          disabled={sending || isFetching || blocked !== null}
          onClick={() => void emit()}
        >
          {failed ? 'Reintentar emisión' : 'Emitir'}
        </Button>
      </Box>
    </Box>
  );
}
