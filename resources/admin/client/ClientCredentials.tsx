/**
 * The credentials of an API client: its id to copy, whether it has a secret, a button that
 * generates one (shown once, in a dialog, with a copy button; a new one replaces the old) and
 * one that revokes the client for good (server/auth/apiClients.ts).
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import BlockIcon from '@mui/icons-material/Block';
import { Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { apiClient, clientMessages } from '../../../domain/entities/apiClient';
import { displayValue } from '../../../domain/engine/display';
import { apiRequest } from '../../../providers/httpClient';
import { apiV1 } from '../../../src/config';
import { CopyButton } from '../../generic/CopyButton';

const clientUrl = (id: unknown, action: 'secret' | 'revoke') =>
  `${apiV1()}/${apiClient.name}/${encodeURIComponent(String(id))}/${action}`;

export function ClientCredentials() {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'secret' | 'revoke' | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const revoked = record.revoked_at != null;
  const issuedAt = record.secret_issued_at
    ? displayValue(apiClient.fields.secret_issued_at, record.secret_issued_at)
    : null;

  async function run(action: 'secret' | 'revoke') {
    setConfirming(null);
    setBusy(true);
    try {
      const response = await apiRequest(clientUrl(record!.id, action), { method: 'POST' });
      if (action === 'secret')
        setSecret(String((response.json as { client_secret: string }).client_secret));
      else notify('Cliente revocado: sus sesiones terminaron.', { type: 'info' });
      refresh();
    } catch {
      // The HTTP client already showed the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ m: 2, mb: 0 }}>
      {revoked ? (
        <Alert severity="error">
          Cliente revocado el {displayValue(apiClient.fields.revoked_at, record.revoked_at)}: no
          puede ingresar y sus sesiones terminaron.
        </Alert>
      ) : (
        <Stack spacing={1}>
          <Typography variant="body2">
            Id del cliente: <strong>{String(record.client_id ?? '')}</strong>
            {record.client_id ? <CopyButton text={String(record.client_id)} /> : null}
          </Typography>
          <Alert severity={issuedAt ? 'success' : 'warning'}>
            {issuedAt
              ? `Secreto generado el ${issuedAt}. Si se perdió, generá uno nuevo: el anterior deja de valer.`
              : 'Este cliente todavía no tiene secreto: generalo y copialo para configurar el sistema que se conecta.'}
          </Alert>
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              startIcon={<KeyIcon />}
              disabled={busy}
              onClick={() => (issuedAt ? setConfirming('secret') : run('secret'))}
            >
              {issuedAt ? 'Generar secreto nuevo' : 'Generar secreto'}
            </Button>
            <Button
              color="error"
              startIcon={<BlockIcon />}
              disabled={busy}
              onClick={() => setConfirming('revoke')}
            >
              Revocar
            </Button>
          </Stack>
        </Stack>
      )}
      <Confirm
        isOpen={confirming !== null}
        title={confirming === 'revoke' ? 'Revocar el cliente' : 'Generar un secreto nuevo'}
        content={
          confirming === 'revoke'
            ? 'El cliente no podrá volver a ingresar y sus sesiones terminan ahora. No se puede deshacer.'
            : 'El secreto actual deja de valer en el acto: el sistema que lo usa tendrá que configurarse con el nuevo.'
        }
        confirm={confirming === 'revoke' ? 'Revocar' : 'Generar'}
        onConfirm={() => confirming && run(confirming)}
        onClose={() => setConfirming(null)}
      />
      <Dialog open={secret !== null} onClose={() => setSecret(null)} maxWidth="sm" fullWidth>
        <DialogTitle>Secreto del cliente</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {clientMessages.secretShownOnce}
          </Alert>
          <Typography
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
            data-testid="client-secret"
          >
            {secret}
            {secret ? <CopyButton text={secret} /> : null}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setSecret(null)}>Ya lo copié</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
