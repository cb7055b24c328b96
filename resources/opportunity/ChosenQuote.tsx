/**
 * What follows "Aceptar" (issue 28 item 23): the chosen insurer, plan, premium and validity,
 * and "Confirmar para emisión" right there when the user may run it (the opportunity's
 * machine, the server's rule), with its confirmation; otherwise what comes next.
 */
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { Alert, Button } from '@mui/material';
import type { StatusTransition } from '../../domain/engine/statusMachine';
import { formatDate, formatMoney } from '../../domain/engine/format';
import type { QuoteView } from './useQuotes';

export function ChosenQuote({
  chosen,
  confirm,
  busy,
  hint,
  onConfirm,
}: {
  chosen: QuoteView;
  /** What comes next when the user may not confirm it themself. */
  hint?: string;
  /** "Confirmar para emisión", when the opportunity and the user allow it. */
  confirm?: StatusTransition;
  busy: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const parts = [
    chosen.company_name,
    chosen.package_name,
    chosen.premium != null && formatMoney(Number(chosen.premium)),
    typeof chosen.valid_to === 'string' && `válida hasta ${formatDate(chosen.valid_to)}`,
  ].filter(Boolean);
  return (
    <Alert
      severity="success"
      sx={{ my: 1 }}
      action={
        confirm && (
          <Button variant="contained" size="small" disabled={busy} onClick={() => setAsking(true)}>
            {confirm.label}
          </Button>
        )
      }
    >
      Cotización elegida: {parts.join(' · ')}.{!confirm && hint && ` ${hint}`}
      {confirm && asking && (
        <Confirm
          isOpen
          title={confirm.label}
          content={confirm.confirm ?? ''}
          confirm={confirm.label}
          onConfirm={() => {
            setAsking(false);
            onConfirm();
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </Alert>
  );
}
