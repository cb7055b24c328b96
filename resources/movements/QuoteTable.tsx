/**
 * The insurers' answers to an endorsement's quote, the policy's own insurer first: for each plan
 * the policy's new premium and the difference for what is left of the term, or why it was not
 * priced. A priced plan is chosen with its radio; the chosen one fills the totals step.
 */
import {
  Chip,
  Radio,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { formatMoney } from '../../domain/engine/format';
import type { QuoteLine } from './movementQuoteApi';

const chosen = (line: QuoteLine, values: Record<string, unknown>) =>
  line.outcome === 'quoted' &&
  Number(values.company_id) === line.company_id &&
  String(values.quote_reference ?? '') === String(line.quote_reference ?? '');

export function QuoteTable({
  lines,
  values,
  onChoose,
}: {
  lines: QuoteLine[];
  values: Record<string, unknown>;
  onChoose: (line: QuoteLine) => void;
}) {
  return (
    <Table size="small" aria-label="Cotizaciones del cambio" sx={{ '& td, & th': { px: 1 } }}>
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>Compañía y plan</TableCell>
          <TableCell align="right">Premio nuevo</TableCell>
          <TableCell align="right">Diferencia por lo que resta</TableCell>
          <TableCell>N.º de cotización</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => {
          const name = `${line.company_name} · ${line.package_name}`;
          const priced = line.outcome === 'quoted';
          return (
            <TableRow
              key={`${line.company_id}-${line.package_name}`}
              hover={priced}
              selected={chosen(line, values)}
              onClick={priced ? () => onChoose(line) : undefined}
              sx={{ cursor: priced ? 'pointer' : 'default' }}
            >
              <TableCell padding="checkbox">
                {priced && (
                  <Radio
                    checked={chosen(line, values)}
                    inputProps={{ 'aria-label': `Elegir ${name}` }}
                    onChange={() => onChoose(line)}
                  />
                )}
              </TableCell>
              <TableCell>
                {line.company_name}
                {line.own && <Chip size="small" label="Compañía de la póliza" sx={{ ml: 1 }} />}
                <Typography variant="body2" color="text.secondary">
                  {line.package_name}
                </Typography>
              </TableCell>
              {priced ? (
                <>
                  <TableCell align="right">{formatMoney(Number(line.premium))}</TableCell>
                  <TableCell align="right">{formatMoney(Number(line.premium_change))}</TableCell>
                  <TableCell>{line.quote_reference}</TableCell>
                </>
              ) : (
                <TableCell colSpan={3}>
                  <Typography variant="body2" color="text.secondary">
                    {line.message}
                  </Typography>
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
