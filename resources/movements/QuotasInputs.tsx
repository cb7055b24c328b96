/**
 * The opportunity news flow's quotas step: how the quoted difference is billed, with the
 * response flow's own form (new quotas, or 0 to spread it over the pending ones), and below it
 * the quotas the policy would be left with, computed by the same function that applies the
 * insurer's answer (domain/movements/movementEffects.ts `applyMovement`, movementChanges.ts).
 */
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useGetList } from 'react-admin';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { formatDate, formatMoney } from '../../domain/engine/format';
import { isBlank } from '../../domain/engine/display';
import { applyMovement, expectedQuotas } from '../../domain/movements/movementEffects';
import { movementChanges, type QuotaLine } from '../../domain/movements/movementChanges';
import { responseQuotasForm } from '../../domain/movements/movementForms';
import { needsNewPrices } from '../../domain/movements/movementPricing';
import { FieldInput } from '../generic/fieldInputs';

type Row = Record<string, unknown>;
export const QUOTAS_INPUTS = Object.keys(responseQuotasForm.fields);

export function QuotasInputs({ steps, policy }: { steps: Record<string, Row>; policy: Row }) {
  return needsNewPrices(steps.motive) ? <QuotasPreview steps={steps} policy={policy} /> : null;
}

/** The quotas the policy would have: new ones, or the pending ones repriced. */
function useQuotasAfter(steps: Record<string, Row>, policy: Row, billing: Row) {
  const { data: quotas } = useGetList('contract/quota', {
    filter: { contract_id: policy.id },
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'number', order: 'ASC' },
  });
  return useMemo(() => {
    if (!quotas) return null;
    const state = { contract: policy, items: [], quotas, coverages: [] };
    try {
      const effect = applyMovement(state, {
        movement: { ...steps.motive },
        request: { data: {} },
        response: {
          totals: { premium_change: steps.totals?.premium_change ?? 0 },
          quotas: billing,
        },
      });
      return movementChanges(state, effect).quotas;
    } catch {
      return null; // a date still being typed
    }
  }, [quotas, policy, steps, billing]);
}

function QuotasPreview({ steps, policy }: { steps: Record<string, Row>; policy: Row }) {
  const { setValue, getValues } = useFormContext();
  const count = useWatch({ name: 'quota_quantity' }) as unknown;
  const firstDue = useWatch({ name: 'first_due_date' }) as unknown;
  const change = Number(steps.totals?.premium_change ?? 0);
  // Nothing told yet: a charge in one quota next month, a refund in none (as the answer
  // proposes). After the form's own start, which sets its record's values once mounted.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!isBlank(getValues('quota_quantity'))) return;
      const proposed = expectedQuotas(change);
      setValue('quota_quantity', proposed.quota_quantity, { shouldDirty: true });
      if (proposed.first_due_date)
        setValue('first_due_date', proposed.first_due_date, { shouldDirty: true });
    });
    return () => clearTimeout(timer);
  }, [change, getValues, setValue]);
  const billing = useMemo(
    () => ({ quota_quantity: count, first_due_date: isBlank(firstDue) ? null : firstDue }),
    [count, firstDue],
  );
  const after = useQuotasAfter(steps, policy, billing);
  const lines: (QuotaLine & { before?: number; what: string })[] = after
    ? [
        ...after.added.map((q) => ({ ...q, what: 'Nueva' })),
        ...after.repriced.map((q) => ({ ...q, what: `Antes ${formatMoney(q.before)}` })),
      ]
    : [];
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
      <Alert severity="info" icon={false}>
        {change < 0
          ? `La compañía devuelve ${formatMoney(-change)}: se descuenta de las cuotas pendientes, o queda a favor del cliente si no alcanzan.`
          : `El endoso cobra ${formatMoney(change)} por lo que resta de vigencia: en cuotas nuevas, o con 0 repartido entre las pendientes.`}
      </Alert>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { md: '1fr 1fr' } }}>
        {QUOTAS_INPUTS.map((name) => (
          <FieldInput key={name} name={name} field={responseQuotasForm.fields[name]} />
        ))}
      </Box>
      {lines.length > 0 && (
        <Table size="small" aria-label="Cuotas después del endoso">
          <TableHead>
            <TableRow>
              <TableCell>Cuota</TableCell>
              <TableCell>Vencimiento</TableCell>
              <TableCell align="right">Importe</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((q) => (
              <TableRow key={`${q.what}-${q.number}`}>
                <TableCell>{q.number}</TableCell>
                <TableCell>{formatDate(q.due_date)}</TableCell>
                <TableCell align="right">{formatMoney(q.amount)}</TableCell>
                <TableCell>{q.what}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}
