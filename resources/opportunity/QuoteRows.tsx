/**
 * One insurer's quote in the comparison: the insurer, its plan and coverages, the premium with
 * taxes (the net premium under it), instalments, discount, sum, deductible, hail, validity and status; the
 * best price marked; the plan's coverages open on demand; choose or retry where it applies.
 */
import { useState } from 'react';
import {
  Avatar,
  Box,
  Button,
  Chip,
  Collapse,
  IconButton,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { coverageDeductibles } from '../../domain/enums/coverages';
import { optionById } from '../../domain/engine/defineEnum';
import { quoteStatus } from '../../domain/enums/statuses';
import { quoteStatusId } from '../../domain/quoting/offers';
import { formatDate, formatMoney, formatNumber } from '../../domain/engine/format';
import { percentText } from '../../domain/entities/discountRequests';
import { instalments } from '../../domain/quoting/tariff';
import { StatusChip } from '../generic/StatusChip';
import type { QuoteView } from './useQuotes';
import { ManualMark } from './ManualQuotes';
import { isManualQuote } from '../../domain/quoting/manualQuote';

const QUOTED = quoteStatusId('quoted');
const NOT_QUOTED = quoteStatusId('not_quoted');
/** Columns of the comparison, for the detail row's span. */
export const QUOTE_COLUMNS = 9;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** The insurer stays in sight while the comparison scrolls sideways. */
export const STICKY = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
} as const;

const money = (value: unknown) =>
  value === null || value === undefined ? '—' : formatMoney(Number(value));

/** The insurer's initials in a colour of its own: a logo until insurers' logos are loaded. */
function InsurerMark({ name, id }: { name: string; id: number }) {
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[A-ZÁÉÍÓÚ]/.test(w))
    .slice(0, 2)
    .map((w) => w[0])
    .join('');
  const hue = (id * 47) % 360;
  return (
    <Avatar
      aria-hidden
      sx={{ width: 32, height: 32, fontSize: 13, bgcolor: `hsl(${hue} 45% 38%)`, mr: 1 }}
    >
      {initials || '?'}
    </Avatar>
  );
}

export function QuoteRow({
  quote,
  best,
  showSum,
  mayChoose,
  busy,
  onChoose,
  onRetry,
  onDiscount,
}: {
  quote: QuoteView;
  best: boolean;
  /** The sum has its column when the quotes' sums differ. */
  showSum: boolean;
  mayChoose: boolean;
  busy: boolean;
  onChoose: (quote: QuoteView) => void;
  onRetry: (quote: QuoteView) => void;
  /** Absent: the user may not ask for discounts. */
  onDiscount?: (quote: QuoteView) => void;
}) {
  const [open, setOpen] = useState(false);
  const status = optionById(quoteStatus, quote.status);
  const priced = quote.status === QUOTED;
  const company = quote.company_name ?? `Compañía ${quote.company_id}`;
  const deductible = optionById(coverageDeductibles, Number(quote.deductible));
  return (
    <>
      <TableRow
        hover
        selected={quote.chosen === true}
        sx={best ? { bgcolor: (t) => `${t.palette.success.light}22` } : undefined}
      >
        <TableCell sx={{ minWidth: 130, ...STICKY }}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <InsurerMark name={company} id={quote.company_id} />
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {company}
              </Typography>
              {best && <Chip size="small" color="success" label="Mejor precio" sx={{ mt: 0.5 }} />}
              {quote.chosen === true && (
                <Chip size="small" color="primary" label="Elegida" sx={{ mt: 0.5 }} />
              )}
              <ManualMark quote={quote} />
            </Box>
          </Box>
        </TableCell>
        <TableCell sx={{ minWidth: 190 }}>
          <Typography variant="body2">{quote.package_name ?? '—'}</Typography>
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
            {quote.coverages.map((c) => (
              <Tooltip key={c.id} title={c.name}>
                <Chip size="small" variant="outlined" label={c.code} />
              </Tooltip>
            ))}
            {quote.hail === true && (
              <Chip size="small" color="info" variant="outlined" label="Con granizo" />
            )}
            <IconButton
              size="small"
              aria-label={open ? 'Ocultar coberturas' : 'Ver coberturas'}
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            >
              {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            </IconButton>
          </Box>
        </TableCell>
        <TableCell align="right" sx={NOWRAP}>
          <Typography variant="body2" sx={{ fontWeight: priced ? 600 : 400 }}>
            {priced ? money(quote.premium) : '—'}
          </Typography>
          {priced && (
            <Typography variant="caption" color="text.secondary">
              Prima {money(quote.net_premium)}
            </Typography>
          )}
        </TableCell>
        <TableCell sx={NOWRAP}>
          {priced && typeof quote.valid_to === 'string' ? formatDate(quote.valid_to) : '—'}
        </TableCell>
        <TableCell sx={{ minWidth: 110 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {status && <StatusChip option={status} />}
            {priced && mayChoose && quote.chosen !== true && (
              <Button
                size="small"
                variant="contained"
                disabled={busy}
                onClick={() => onChoose(quote)}
              >
                Elegir
              </Button>
            )}
            {/* A quote typed by hand keeps the insurer's price: its PDF says it. */}
            {priced &&
              mayChoose &&
              onDiscount &&
              !isManualQuote(quote) &&
              quote.discount_pending == null && (
                <Button
                  size="small"
                  disabled={busy}
                  aria-label={`Bonificar ${company}, ${quote.package_name ?? ''}`}
                  onClick={() => onDiscount(quote)}
                >
                  Bonificar
                </Button>
              )}
            {quote.discount_pending != null && (
              <Tooltip title="Bonificación pedida, esperando la aprobación del supervisor">
                <Chip
                  size="small"
                  color="warning"
                  variant="outlined"
                  label={`−${percentText(Number(quote.discount_pending))} por aprobar`}
                />
              </Tooltip>
            )}
            {quote.status === NOT_QUOTED && (
              <Button
                size="small"
                disabled={busy}
                aria-label={`Reintentar ${company}, ${quote.package_name ?? ''}`}
                onClick={() => onRetry(quote)}
              >
                Reintentar
              </Button>
            )}
          </Box>
          {typeof quote.message === 'string' && quote.message && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              {quote.message}
            </Typography>
          )}
        </TableCell>
        {/* "1 × $ 61.199,84 + 5 × $ 61.199,79" wraps at its "+": the plan gets the room. */}
        <TableCell align="right" sx={{ minWidth: 120 }}>
          {priced && quote.quota_quantity
            ? instalments(
                Number(quote.premium),
                Number(quote.quota_quantity),
                Number(quote.quota_amount),
              )
            : '—'}
        </TableCell>
        <TableCell align="right">
          {Number(quote.discount) > 0 ? `${formatNumber(Number(quote.discount))} %` : '—'}
        </TableCell>
        {showSum && (
          <TableCell align="right" sx={NOWRAP}>
            {money(quote.sum_insured)}
          </TableCell>
        )}
        <TableCell sx={NOWRAP}>
          {priced && quote.franchise != null
            ? money(quote.franchise)
            : priced
              ? (deductible?.label ?? '—')
              : '—'}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell
          colSpan={showSum ? QUOTE_COLUMNS : QUOTE_COLUMNS - 1}
          sx={{ py: 0, borderBottom: open ? undefined : 'none' }}
        >
          <Collapse in={open} unmountOnExit>
            <Box component="ul" sx={{ my: 1, pl: 3 }}>
              {quote.coverages.map((c) => (
                <li key={c.id}>
                  <Typography variant="body2">
                    <strong>{c.code}</strong> · {c.name}
                  </Typography>
                </li>
              ))}
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
