/**
 * The opportunity news flow's totals step (domain/movements/quoteForm.ts): as it opens, the
 * change is quoted by the policy's insurer (the others on request), each priced plan with the
 * policy's new premium and the difference for what is left of the term; choosing one fills the
 * step, the server's seal included. When nobody can quote it: the insurer's reason, «Reintentar»
 * and «Cargar los totales a mano», whose difference is computed as the server checks it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { formatDate, formatMoney } from '../../domain/engine/format';
import { isBlank } from '../../domain/engine/display';
import {
  needsNewPrices,
  pricingId,
  proratedChange,
  remainingTerm,
} from '../../domain/movements/movementPricing';
import { quoteTotalsForm } from '../../domain/movements/quoteForm';
import { FieldInput } from '../generic/fieldInputs';
import { quoteEndorsement, type EndorsementQuote, type QuoteLine } from './movementQuoteApi';
import { QuoteTable } from './QuoteTable';
import { useInsurerName } from './useInsurerName';

type Row = Record<string, unknown>;
type Asked =
  | { state: 'idle' }
  | { state: 'asking'; insurers: 'own' | 'all' }
  | { state: 'answered'; quote: EndorsementQuote; insurers: 'own' | 'all' }
  | { state: 'refused'; message: string };

export const QUOTE_INPUTS = Object.keys(quoteTotalsForm.fields);
const INSURER = pricingId('insurer');
const MANUAL = pricingId('manual');
const PARTS = ['premium', 'net_premium', 'surcharges', 'taxes'] as const;
/** A form error's text: the server's as sent, the declaration's wrapped by react-admin. */
const messageOf = (message: unknown): string =>
  typeof message === 'string'
    ? message
    : String((message as { message?: unknown } | undefined)?.message ?? '');
const CHOSEN = [
  'company_id',
  'package_name',
  'quote_reference',
  'franchise',
  'quote_token',
] as const;

export interface QuoteContext {
  policy: Row;
  draftId: string;
  insurerName: string;
}

/** Only on the quoted path: the news flow's own totals step keeps its declared inputs. */
export function QuoteInputs({ steps, ...context }: QuoteContext & { steps: Record<string, Row> }) {
  return needsNewPrices(steps.motive) ? (
    <QuotePanel {...context} effective={String(steps.motive?.effective_date ?? '')} />
  ) : null;
}

function QuotePanel({
  policy,
  draftId,
  insurerName,
  effective,
}: QuoteContext & { effective: string }) {
  const { setValue } = useFormContext();
  const values = useWatch() as Row;
  const { errors } = useFormState();
  const pricing = Number(values.pricing ?? INSURER);
  // Opened without a quote chosen: the policy's insurer is asked at once.
  const [first] = useState(() => pricing === INSURER && isBlank(values.quote_token));
  const [asked, setAsked] = useState<Asked>(
    first ? { state: 'asking', insurers: 'own' } : { state: 'idle' },
  );
  const set = useCallback(
    (name: string, value: unknown) => setValue(name, value, { shouldDirty: true }),
    [setValue],
  );

  const choose = useCallback(
    (line: QuoteLine) => {
      set('pricing', INSURER);
      for (const name of [...CHOSEN, ...PARTS, 'premium_change'] as const)
        set(name, (line as unknown as Row)[name] ?? null);
    },
    [set],
  );

  const answer = useCallback(
    async (insurers: 'own' | 'all') => {
      const answer = await quoteEndorsement(String(policy.id), draftId, insurers);
      if ('refused' in answer) return setAsked({ state: 'refused', message: answer.refused });
      setAsked({ state: 'answered', quote: answer, insurers });
      // The policy's own insurer first: its cheapest plan is proposed.
      const own = answer.quotes.find((line) => line.own && line.outcome === 'quoted');
      if (own && insurers === 'own') choose(own);
    },
    [policy.id, draftId, choose],
  );
  const ask = (insurers: 'own' | 'all') => {
    setAsked({ state: 'asking', insurers });
    void answer(insurers);
  };
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !first) return;
    opened.current = true;
    void answer('own');
  }, [answer, first]);

  // Typed by hand: the difference as the server computes it, from the parts typed.
  const typed = JSON.stringify(PARTS.map((name) => values[name] ?? null));
  const shown = values.premium_change;
  useEffect(() => {
    const parts = JSON.parse(typed) as unknown[];
    if (pricing !== MANUAL || parts.some((v) => isBlank(v) || Number.isNaN(Number(v)))) return;
    const after = Object.fromEntries(PARTS.map((name, i) => [name, Number(parts[i])]));
    const change = proratedChange(policy, after as never, effective).premium_change;
    if (Number(shown) !== change || isBlank(shown)) set('premium_change', change);
  }, [pricing, effective, policy, set, typed, shown]);

  const byHand = () => {
    set('pricing', MANUAL);
    for (const name of CHOSEN) set(name, null);
  };
  const term = remainingTerm(effective, String(policy.validity_from), String(policy.validity_to));
  // The step's refusals that no input of its own shows (the amounts' show under them by hand);
  // without a quote, only that: the amounts it would fill are no one's to type.
  const shownApart =
    pricing === INSURER ? ['pricing', 'premium', 'premium_change'] : ['pricing', 'premium_change'];
  const found = shownApart.map((name) => messageOf(errors[name]?.message)).filter(Boolean);
  const refusals = errors.pricing ? found.slice(0, 1) : found;

  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Premio actual de la póliza: <strong>{formatMoney(Number(policy.premium ?? 0))}</strong> · el
        cambio rige desde el {effective ? formatDate(effective) : '—'}: quedan {term.left} de{' '}
        {term.total} días de vigencia.
      </Typography>
      {pricing === INSURER ? (
        <InsurerQuotes
          asked={asked}
          values={values}
          insurerName={insurerName}
          onAsk={ask}
          onChoose={choose}
          onByHand={byHand}
        />
      ) : (
        <Box>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
            <Typography variant="subtitle1" sx={{ flex: 1 }}>
              Totales del cambio, según la compañía
            </Typography>
            <Button onClick={() => (set('pricing', INSURER), ask('own'))}>
              Cotizar con {insurerName}
            </Button>
          </Stack>
          <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { md: 'repeat(4, 1fr)' } }}>
            {PARTS.map((name) => (
              <FieldInput key={name} name={name} field={quoteTotalsForm.fields[name]} />
            ))}
          </Box>
        </Box>
      )}
      {refusals.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      <ChangeSummary values={values} />
    </Box>
  );
}

function InsurerQuotes(props: {
  asked: Asked;
  values: Row;
  insurerName: string;
  onAsk: (insurers: 'own' | 'all') => void;
  onChoose: (line: QuoteLine) => void;
  onByHand: () => void;
}) {
  const { asked, values, insurerName, onAsk, onChoose, onByHand } = props;
  const chosenInsurer = useInsurerName(values.company_id);
  const byHand = <Button onClick={onByHand}>Cargar los totales a mano</Button>;
  if (asked.state === 'asking')
    return (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }} role="status">
        <CircularProgress size={22} />
        <Typography>
          Cotizando el cambio con {asked.insurers === 'own' ? insurerName : 'las compañías'}…
        </Typography>
      </Stack>
    );
  if (asked.state === 'refused')
    return (
      <Alert
        severity="warning"
        action={
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button color="inherit" onClick={() => onAsk('own')}>
              Reintentar
            </Button>
            <Button color="inherit" onClick={onByHand}>
              Cargar los totales a mano
            </Button>
          </Stack>
        }
      >
        {asked.message}
      </Alert>
    );
  return (
    <Box>
      {asked.state === 'answered' ? (
        <QuoteTable lines={asked.quote.quotes} values={values} onChoose={onChoose} />
      ) : (
        <Typography>
          Cotización elegida: <strong>{chosenInsurer ?? insurerName}</strong> ·{' '}
          {String(values.package_name ?? '')}, N.º {String(values.quote_reference ?? '')}.
        </Typography>
      )}
      <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Button onClick={() => onAsk('own')}>Volver a cotizar</Button>
        {!(asked.state === 'answered' && asked.insurers === 'all') && (
          <Button onClick={() => onAsk('all')}>Cotizar también con otras compañías</Button>
        )}
        {byHand}
      </Stack>
    </Box>
  );
}

/** What the step leaves: the new premium and what the endorsement bills or returns. */
function ChangeSummary({ values }: { values: Row }) {
  if (isBlank(values.premium) || isBlank(values.premium_change)) return null;
  const change = Number(values.premium_change);
  return (
    <Alert severity={change < 0 ? 'success' : 'info'} icon={false}>
      Premio nuevo de la póliza: <strong>{formatMoney(Number(values.premium))}</strong>.{' '}
      {change < 0 ? 'La compañía devuelve' : 'El endoso cobra'}{' '}
      <strong>{formatMoney(Math.abs(change))}</strong> por lo que resta de vigencia.
    </Alert>
  );
}
