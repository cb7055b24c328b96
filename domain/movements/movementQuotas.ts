/**
 * What the insurer's answer may bill in new quotas (the response flow's «quotas» step): only a
 * premium to charge is split into new quotas, none of them of zero cents, and none falling due
 * after the policy ends. Checked by the server's step and shown on the step's fields.
 */
import { addMonths, format, parseISO } from 'date-fns';
import { cents } from '../engine/money';
import { formatDate, formatMoney } from '../engine/format';
import { isBlank } from '../engine/display';

type Row = Readonly<Record<string, unknown>>;

export const quotaMessages = {
  nothingToCharge:
    'El endoso no cobra premio: no lleva cuotas nuevas (dejá 0; una devolución baja las pendientes).',
  tooMany: 'El premio del endoso (:premium) no alcanza para :count cuotas: alguna quedaría en $ 0.',
  afterEnd: 'Con :count cuotas la última vencería el :last, después del fin de la vigencia (:end).',
} as const;

const amount = (value: unknown) => (isBlank(value) ? 0 : Number(value));

/** Per field, why the new quotas cannot be billed so; empty when they can. */
export function quotaProblems(policy: Row, totals: Row, quotas: Row): Record<string, string> {
  const count = amount(quotas.quota_quantity);
  if (!Number.isInteger(count) || count <= 0) return {};
  const premium = cents(amount(totals.premium_change));
  if (premium <= 0) return { quota_quantity: quotaMessages.nothingToCharge };
  if (premium < count)
    return {
      quota_quantity: quotaMessages.tooMany
        .replace(':premium', formatMoney(premium / 100))
        .replace(':count', String(count)),
    };
  const first = String(quotas.first_due_date ?? '');
  const end = String(policy.validity_to ?? '');
  if (!first || !end) return {};
  const last = format(addMonths(parseISO(first), count - 1), 'yyyy-MM-dd');
  if (last <= end) return {};
  return {
    first_due_date: quotaMessages.afterEnd
      .replace(':count', String(count))
      .replace(':last', formatDate(last))
      .replace(':end', formatDate(end)),
  };
}
