/**
 * The comparison of an opportunity's quotes (issue 13 section 4): "Cotizar" asks every insurer
 * of the branch, each answer appears as it arrives (pushed, useQuotes.ts) with how many are
 * still pending, sorted by premium with the best price marked; choosing one accepts it after
 * a confirmation, a failed one is asked again, a priced one takes a discount (approved by a
 * supervisor above the limit), and the priced ones go to the client as a PDF. The buttons
 * follow the opportunity's status machine, the same rule the server applies.
 */
import { useEffect, useState } from 'react';
import { Confirm, useGetIdentity, useRefresh, type RaRecord } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { opportunity } from '../../domain/entities/opportunities';
import { PENDING_QUOTE_STATUSES, quoteStatusId } from '../../domain/quoting/offers';
import { formatMoney } from '../../domain/engine/format';
import { availableTransitions, statusIdOf } from '../../domain/engine/statusMachine';
import { isVehicleBranch } from '../../domain/quoting/branchRates';
import { apiRequest } from '../../providers/httpClient';
import { apiV1 } from '../../src/config';
import { showToast } from '../../providers/toasts';
import { saveFile } from '../generic/sessionFiles';
import { QuoteRow } from './QuoteRows';
import { DiscountDialog } from './DiscountDialog';
import { discountRequest } from '../../domain/entities/discountRequests';
import { canAccess } from '../../domain/routes';
import { useQuotes, type QuoteView } from './useQuotes';
import { bestOfEachLevel, groupByLevel } from './quoteGroups';
import { ChosenQuote } from './ChosenQuote';
import { QUOTE_COLUMNS, STICKY } from './QuoteRows';
import { ManualQuotes } from './ManualQuotes';
import { useAccess } from '../../src/access';

const QUOTED = quoteStatusId('quoted');
const quoteNextStep = 'Sigue la confirmación para emisión: la hace quien gestiona las solicitudes.';
type SortField = 'premium' | 'company_name' | 'sum_insured';

/** Priced quotes first by the chosen order; the others after, by insurer. */
function sorted(quotes: QuoteView[], field: SortField, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  const key = (q: QuoteView) =>
    field === 'company_name' ? String(q.company_name ?? '') : Number(q[field] ?? 0);
  return [...quotes].sort((a, b) => {
    const pricedFirst = Number(b.status === QUOTED) - Number(a.status === QUOTED);
    if (pricedFirst) return pricedFirst;
    const [x, y] = [key(a), key(b)];
    const byField = typeof x === 'string' ? x.localeCompare(String(y), 'es') : x - Number(y);
    return sign * byField || String(a.company_name).localeCompare(String(b.company_name), 'es');
  });
}

// What decides comes first (price, validity, the actions), so 1,366 px show it unscrolled.
const headers: [string, SortField | null, 'left' | 'right'][] = [
  ['Compañía', 'company_name', 'left'],
  ['Plan y coberturas', null, 'left'],
  ['Premio', 'premium', 'right'],
  ['Válida hasta', null, 'left'],
  ['Estado', null, 'left'],
  ['Cuotas', null, 'right'],
  ['Descuento', null, 'right'],
  ['Suma asegurada', 'sum_insured', 'right'],
  ['Franquicia', null, 'left'],
];

export function QuoteComparison({ record }: { record: RaRecord }) {
  const id = String(record.id);
  const { quotes, reload, failed, pending, settled } = useQuotes(id);
  const permissions = useAccess();
  const { identity } = useGetIdentity();
  const refresh = useRefresh();
  const [sort, setSort] = useState<{ field: SortField; order: 'asc' | 'desc' }>({
    field: 'premium',
    order: 'asc',
  });
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState<QuoteView | null>(null);
  const [discounting, setDiscounting] = useState<QuoteView | null>(null);
  const [level, setLevel] = useState<string | null>(null);

  // Every insurer answered and the server moved the opportunity: its status (and buttons) too.
  useEffect(() => {
    if (settled) refresh();
  }, [settled, refresh]);

  const holder = { values: record, userId: identity ? Number(identity.id) : undefined };
  const commands = availableTransitions(permissions, opportunity, record.status, holder);
  const ask = commands.find((t) => t.command === 'quote' || t.command === 'requote');
  const accept = commands.find((t) => t.command === 'accept');
  const confirm = commands.find((t) => t.command === 'confirm');
  // The same rule as the server's discount route.
  const mayDiscount = canAccess(permissions, discountRequest.name, 'list');

  const post = async (url: string, body: object = {}) => {
    setBusy(true);
    try {
      await apiRequest(url, { method: 'POST', body });
    } catch {
      // The refusal is in a toast (a stale version, a status changed meanwhile).
    } finally {
      setBusy(false);
      refresh();
      await reload();
    }
  };
  const command = (name: string, body: object = {}) =>
    post(`${apiV1()}/opportunity/${encodeURIComponent(id)}/${name}`, {
      updated_at: record.updated_at,
      ...body,
    });

  const answered = quotes.filter((q) => !PENDING_QUOTE_STATUSES.includes(q.status)).length;
  const priced = quotes.filter((q) => q.status === QUOTED);
  const groups = groupByLevel(Number(record.branch_id), sorted(quotes, sort.field, sort.order));
  const best = bestOfEachLevel(groups);
  const shown = groups.filter((g) => level === null || g.level === level);
  const chosen = quotes.find((q) => q.chosen === true);
  const accepted = Number(record.status) === statusIdOf(opportunity, 'accepted');
  // One sum for every quote (the usual case) is said once, above the table.
  const sums = new Set(quotes.map((q) => Number(q.sum_insured)));
  const oneSum = sums.size === 1 ? [...sums][0] : null;
  const columns = headers.filter(([, field]) => oneSum === null || field !== 'sum_insured');

  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          Cotizaciones
        </Typography>
        {quotes.length > 0 && (
          <Typography variant="body2" color="text.secondary" role="status">
            {pending
              ? `Respondieron ${answered} de ${quotes.length} planes…`
              : `${priced.length} de ${quotes.length} planes cotizados`}
            {oneSum !== null && ` · Suma asegurada ${formatMoney(oneSum)}`}
          </Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {priced.length > 0 && !pending && (
          <Button
            startIcon={<PictureAsPdfIcon />}
            onClick={() =>
              void saveFile(
                `${apiV1()}/opportunity/${encodeURIComponent(id)}/proposal`,
                'Propuesta.pdf',
              ).catch(() => showToast('No se pudo generar la propuesta.', { type: 'error' }))
            }
          >
            Propuesta en PDF
          </Button>
        )}
        {ask && (
          <Button
            variant={quotes.length ? 'outlined' : 'contained'}
            disabled={busy || pending}
            onClick={() => void command(ask.command)}
          >
            {quotes.length ? 'Volver a cotizar' : 'Cotizar con las compañías'}
          </Button>
        )}
      </Box>
      {pending && (
        <LinearProgress
          variant="determinate"
          aria-label="Respuestas recibidas"
          value={(100 * answered) / quotes.length}
        />
      )}
      <ManualQuotes record={record} onLoaded={() => void reload().then(refresh)} />
      {failed && (
        <Alert severity="warning" sx={{ my: 1 }}>
          No se pudieron leer las cotizaciones: se reintenta en unos segundos.
        </Alert>
      )}
      {!quotes.length && !failed && (
        <Alert severity="info" sx={{ my: 1 }}>
          Todavía no se pidieron cotizaciones.
          {ask
            ? ' «Cotizar con las compañías» se las pide a todas las que venden el ramo; cada respuesta aparece acá apenas llega. La que te mande una compañía por correo, cargala a mano.'
            : ''}
        </Alert>
      )}
      {chosen && (
        <ChosenQuote
          chosen={chosen}
          confirm={confirm}
          busy={busy}
          hint={accepted ? quoteNextStep : undefined}
          onConfirm={() => void command('confirm')}
        />
      )}
      {groups.length > 1 && (
        <Box
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }}
          role="group"
          aria-label="Filtrar por cobertura"
        >
          {[null, ...groups.map((g) => g.level)].map((value) => (
            <Chip
              key={value ?? 'all'}
              label={value === null ? 'Todas las coberturas' : `Cobertura ${value}`}
              color={level === value ? 'primary' : 'default'}
              variant={level === value ? 'filled' : 'outlined'}
              onClick={() => setLevel(value)}
              aria-pressed={level === value}
            />
          ))}
        </Box>
      )}
      {quotes.length > 0 && (
        // Its own width never widens the page: a narrow screen scrolls the table sideways.
        <TableContainer sx={{ contain: 'inline-size', width: '100%' }}>
          <Table size="small" aria-label="Comparación de cotizaciones">
            <TableHead>
              <TableRow>
                {columns.map(([label, field, align]) => (
                  <TableCell
                    key={label}
                    align={align}
                    sortDirection={field === sort.field ? sort.order : false}
                    sx={label === 'Compañía' ? { ...STICKY, zIndex: 3 } : undefined}
                  >
                    {field ? (
                      <TableSortLabel
                        active={sort.field === field}
                        direction={sort.field === field ? sort.order : 'asc'}
                        onClick={() =>
                          setSort({
                            field,
                            order: sort.field === field && sort.order === 'asc' ? 'desc' : 'asc',
                          })
                        }
                      >
                        {label}
                      </TableSortLabel>
                    ) : (
                      label
                    )}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            {shown.map((group) => (
              <TableBody key={group.level}>
                {groups.length > 1 && (
                  <TableRow>
                    <TableCell
                      colSpan={oneSum === null ? QUOTE_COLUMNS : QUOTE_COLUMNS - 1}
                      sx={{ bgcolor: 'action.hover', py: 0.5 }}
                    >
                      <Typography
                        variant="subtitle2"
                        component="span"
                        sx={{ ...STICKY, bgcolor: 'transparent' }}
                      >
                        Cobertura {group.level} · {group.quotes.length}{' '}
                        {group.quotes.length === 1 ? 'plan' : 'planes'}
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
                {group.quotes.map((quote) => (
                  <QuoteRow
                    key={quote.id}
                    quote={quote}
                    best={best.has(quote.id)}
                    showSum={oneSum === null}
                    mayChoose={!!accept}
                    busy={busy}
                    onChoose={setChoosing}
                    onRetry={(q) => void post(`${apiV1()}/opportunity/quotes/${q.id}/retry`)}
                    onDiscount={mayDiscount ? setDiscounting : undefined}
                  />
                ))}
              </TableBody>
            ))}
          </Table>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Premio: lo que paga el cliente, con impuestos; prima: el precio de la compañía sin
            ellos. «Mejor precio» marca la más económica de cada nivel de cobertura
            {isVehicleBranch(Number(record.branch_id)) ? ' (A, B, C, D)' : ''}.
          </Typography>
        </TableContainer>
      )}
      {discounting && (
        <DiscountDialog
          quote={discounting}
          onClose={() => setDiscounting(null)}
          onDone={() => {
            setDiscounting(null);
            void reload();
          }}
        />
      )}
      {choosing && accept && (
        <Confirm
          isOpen
          title={accept.label}
          content={`La oportunidad queda aceptada con ${choosing.company_name ?? 'la compañía'} (${choosing.package_name ?? 'su plan'}) por ${formatMoney(Number(choosing.premium))}.`}
          confirm="Aceptar"
          onConfirm={() => {
            setChoosing(null);
            void command(accept.command, { quote_id: choosing.id });
          }}
          onClose={() => setChoosing(null)}
        />
      )}
    </Box>
  );
}
