/**
 * A policy's «Totales» tab (spec 2.3 `totals`): how its premium is made, prima plus surcharges
 * plus taxes, and what the client pays in how many quotas, read from the contract itself.
 */
import { useRecordContext } from 'react-admin';
import { Box, Divider, Typography } from '@mui/material';
import { contract } from '../../domain/entities/contracts';
import { formatMoney } from '../../domain/engine/format';

const LINES = ['net_premium', 'surcharges', 'taxes'] as const;

function Line({ label, value, strong }: { label: string; value: unknown; strong?: boolean }) {
  const weight = strong ? 700 : 400;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.75 }}>
      <Typography fontWeight={weight}>{label}</Typography>
      <Typography fontWeight={weight} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value === null || value === undefined ? '—' : formatMoney(Number(value))}
      </Typography>
    </Box>
  );
}

export default function ContractTotals() {
  const record = useRecordContext();
  if (!record) return null;
  const quotas = Number(record.quota_quantity ?? 1);
  return (
    <Box sx={{ maxWidth: 480 }}>
      {LINES.map((name) => (
        <Line key={name} label={contract.fields[name].label} value={record[name]} />
      ))}
      <Divider />
      <Line label={contract.fields.premium.label} value={record.premium} strong />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {quotas === 1
          ? 'En un solo pago.'
          : `En ${quotas} cuotas: el detalle, con sus vencimientos, está en «Cuotas».`}
      </Typography>
    </Box>
  );
}
