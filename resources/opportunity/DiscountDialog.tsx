/**
 * "Bonificar" on a priced quote (domain/entities/discountRequests.ts): the percent and why.
 * Within the brokerage's limit the server applies it at once; above it, it waits for the
 * supervisor. The server's answer says which (a toast); its refusals show on the inputs.
 */
import { Button, Form, SaveButton, useTranslate } from 'react-admin';
import { sendOrFieldErrors } from '../generic/dialogSubmit';
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { discountInput } from '../../domain/entities/discountRequests';
import { formatMoney } from '../../domain/engine/format';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';
import { FieldInput } from '../generic/fieldInputs';
import { inputValidator } from '../generic/inputValidation';
import type { QuoteView } from './useQuotes';

export const DISCOUNT_LABEL = 'Bonificar';

export function DiscountDialog({
  quote,
  onClose,
  onDone,
}: {
  quote: QuoteView;
  onClose: () => void;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const validate = inputValidator(discountInput);
  const submit = (values: Record<string, unknown>) =>
    sendOrFieldErrors(
      () =>
        apiRequest(`${apiV1()}/opportunity/quotes/${quote.id}/discount`, {
          method: 'POST',
          body: { percent: values.percent ?? null, reason: values.reason ?? null },
        }),
      onDone,
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby="discount-title" fullWidth maxWidth="xs">
      <Form record={{ id: quote.id }} onSubmit={submit} validate={validate}>
        <DialogTitle id="discount-title">
          {DISCOUNT_LABEL}: {quote.company_name ?? ''}
        </DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {quote.package_name ?? ''} · premio {formatMoney(Number(quote.premium))}
          </Typography>
          <FieldInput name="percent" field={discountInput.percent} />
          <FieldInput name="reason" field={discountInput.reason} />
        </DialogContent>
        <DialogActions>
          <Button label={translate('ra.action.cancel')} onClick={onClose} />
          <SaveButton alwaysEnable label={DISCOUNT_LABEL} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
