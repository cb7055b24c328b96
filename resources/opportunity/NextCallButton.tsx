/**
 * "Siguiente llamado" (issue 13 section 5), for the executives with the call labor: takes the
 * next call of the queue (server/callers/nextCall.ts) and opens its opportunity, now in call,
 * where its outcomes are the status buttons (call back, appointment, no deal, quote). The
 * server's message says which call it is, or that the queue is up to date.
 */
import { useState } from 'react';
import { Button } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import PhoneForwardedIcon from '@mui/icons-material/PhoneForwarded';
import { NEXT_CALL_LABEL, worksCallQueue } from '../../domain/calls';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';
import { useAccess } from '../../src/access';

export function NextCallButton() {
  const permissions = useAccess();
  const navigate = useNavigate();
  const [taking, setTaking] = useState(false);
  if (!worksCallQueue(permissions)) return null;
  const takeNext = async () => {
    setTaking(true);
    try {
      const { json } = await apiRequest(`${apiV1()}/opportunity/next_call`, { method: 'POST' });
      const call = json as { id: string } | null;
      if (call) navigate(`/opportunity/${encodeURIComponent(call.id)}/show`);
    } catch {
      // The refusal was already shown in a toast.
    } finally {
      setTaking(false);
    }
  };
  return (
    <Button label={NEXT_CALL_LABEL} onClick={takeNext} disabled={taking} variant="contained">
      <PhoneForwardedIcon />
    </Button>
  );
}
