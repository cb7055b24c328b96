/**
 * The opportunity's status machine (issue 13 section 1): our reading of spec 4, which gives
 * only the codes 101–120. An opportunity starts active (a request, from the web or typed in),
 * is worked by phone (in_call, re_call, scheduled), quoted with the insurers (quoting,
 * pending_quote when one needs a subscriber, quoted, informed), and either won (accepted →
 * confirmed for issue → emitted → finished, or not_validity when the policy never took
 * effect) or lost (rejected, canceled, not_applied: with the reason; expired when the quote's
 * validity passed). finished_system (118) is the product's own closing: no command reaches it.
 *
 * Who: every command needs editing the opportunity, which the route table gives to executives
 * (and call executives, who work the same statuses), the operator and full access, on the
 * records their scope shows; "Tomar" also needs the pool of requests (`section_request`);
 * confirming and marking issued need contract requests (the executive's and subscriber's
 * area); reopening a lost one is a supervisor's call (`opportunities: full_access`).
 */
import { optionByCode } from '../engine/defineEnum';
import { opportunitySubstatus } from '../enums/statuses';
import type { StatusMachine, StatusTransition } from '../engine/statusMachine';
import { datetime, reference } from '../engine/fields';
import { futureCallProblem } from '../calls';
import { opportunityLink } from '../flows/opportunityFlow';
import {
  MANUAL_QUOTE,
  MANUAL_QUOTE_COMMAND,
  manualQuoteCheck,
  manualQuoteAddress,
  manualQuoteInput,
} from '../quoting/manualQuote';

/**
 * Quoting asks every insurer that sells the branch (server/quoting/): the command stores a
 * pending quote per insurer plan and the answers arrive afterwards.
 */
export const REQUEST_QUOTES = 'requestQuotes';
/** Accepting marks the quote chosen in the comparison (its `quote_id`). */
export const ACCEPT_QUOTE = 'acceptQuote';
/**
 * Confirming for issue opens the contract request of the chosen quote, in the subscribers'
 * queue (server/contracts/openContractRequest.ts).
 */
export const OPEN_CONTRACT_REQUEST = 'openContractRequest';

/** Where an opportunity's quotes are compared and chosen: the wizard's last step, or its page. */
const comparisonOf = (record: Readonly<Record<string, unknown>>) =>
  opportunityLink({
    id: String(record.id),
    branch_id: Number(record.branch_id),
    status: Number(record.status),
  }) ?? `/opportunity/${String(record.id)}/show`;

/** Statuses where the opportunity is still being worked, before any quote. */
const WORKING = ['active', 'in_process', 're_call', 'scheduled', 'offer'] as const;
/** A call's outcomes (issue 13 section 5): call back, an appointment, no deal or a quote. */
const AFTER_CALL = 'in_call';

/** A call back's or an appointment's time: written to the opportunity's `next_call_at`. */
const callTime = (label: string) =>
  datetime({ label, required: true, helperText: 'La llamada vuelve a la cola a esa hora' });
const futureCall = (values: Readonly<Record<string, unknown>>, now: Date) => {
  const problem = futureCallProblem(values.next_call_at, now);
  return problem ? { next_call_at: problem } : null;
};

/** What whoever takes a request is told (a notification and a message with its link). */
export const TAKEN_DONE = 'La oportunidad es tuya';
export const takenText = (title: string) => `${title}: quedó a tu nombre.`;

export const TAKEN_MESSAGE =
  'Otra persona ya tomó este pedido: elegí otro de la lista de pedidos entrantes.';

const transitions: StatusTransition[] = [
  {
    command: 'take',
    label: 'Tomar',
    from: ['active'],
    to: 'in_process',
    takes: { taken: TAKEN_MESSAGE, done: TAKEN_DONE },
    requires: [{ entity: 'opportunity/request', action: 'list' }],
  },
  { command: 'start', label: 'Empezar a trabajarla', from: ['active', 'offer'], to: 'in_process' },
  { command: 'call', label: 'Llamar', from: [...WORKING], to: 'in_call' },
  {
    command: 'recall',
    label: 'Volver a llamar',
    from: ['active', 'in_process', AFTER_CALL, 'scheduled', 'offer'],
    to: 're_call',
    input: { next_call_at: callTime('Volver a llamar el') },
    inputCheck: futureCall,
  },
  {
    command: 'schedule',
    label: 'Agendar',
    from: ['active', 'in_process', AFTER_CALL, 're_call', 'offer'],
    to: 'scheduled',
    input: { next_call_at: callTime('Cita agendada para el') },
    inputCheck: futureCall,
  },
  {
    command: 'offer',
    label: 'Registrar como oferta',
    from: ['active', 'in_process'],
    to: 'offer',
  },
  {
    command: 'quote',
    label: 'Cotizar',
    from: [...WORKING, AFTER_CALL, 'pending_quote'],
    to: 'quoting',
    handler: REQUEST_QUOTES,
  },
  {
    command: 'await_quote',
    label: 'Dejar pendiente de cotización',
    from: [...WORKING, 'quoting'],
    to: 'pending_quote',
  },
  { command: 'quoted', label: 'Marcar cotizada', from: ['quoting', 'pending_quote'], to: 'quoted' },
  {
    command: 'requote',
    label: 'Volver a cotizar',
    from: ['quoted', 'informed', 'expired'],
    to: 'quoting',
    handler: REQUEST_QUOTES,
  },
  {
    // A quote the insurer sent by e-mail or showed in its portal (domain/quoting/manualQuote.ts):
    // wherever the opportunity may be quoted or quoted again (a call ends first, with its
    // outcome), and it leaves it quoted, so the quote is chosen as any other: the one command
    // that may leave the status as it was (quoted). Its form is the Cotizaciones tab's.
    command: MANUAL_QUOTE_COMMAND,
    label: 'Cargar cotización manual',
    from: [...WORKING, 'pending_quote', 'quoting', 'quoted', 'informed', 'expired'],
    to: 'quoted',
    handler: MANUAL_QUOTE,
    input: manualQuoteInput,
    inputCheck: manualQuoteCheck,
    runOn: manualQuoteAddress,
  },
  { command: 'inform', label: 'Informar al cliente', from: ['quoted'], to: 'informed' },
  {
    command: 'accept',
    label: 'Aceptar cotización',
    from: ['quoted', 'informed'],
    to: 'accepted',
    handler: ACCEPT_QUOTE,
    input: {
      quote_id: reference({
        label: 'Cotización elegida',
        target: 'opportunity/quotes',
        required: true,
      }),
    },
    // The quote is chosen in the comparison, at the wizard's last step.
    runOn: comparisonOf,
  },
  {
    command: 'confirm',
    label: 'Confirmar para emisión',
    from: ['accepted'],
    to: 'confirmed',
    requires: [{ entity: 'contract_request', action: 'create' }],
    confirm:
      'Se abre la solicitud de póliza con la cotización aceptada y pasa a los suscriptores. ¿Continuamos?',
    handler: OPEN_CONTRACT_REQUEST,
  },
  // No «Marcar emitida»: an opportunity is emitted when its contract request is, by the
  // insurer's answer to «Emitir» (server/contracts/emissionRunner.ts).
  { command: 'finish', label: 'Finalizar', from: ['emitted'], to: 'finished' },
  {
    command: 'lapse',
    label: 'Marcar sin vigencia',
    from: ['emitted'],
    to: 'not_validity',
    confirm: 'La póliza emitida no entró en vigencia. ¿La marcamos así?',
  },
  {
    command: 'expire',
    label: 'Marcar vencida',
    from: ['quoted', 'informed'],
    to: 'expired',
  },
  {
    command: 'reject',
    label: 'Rechazar',
    from: ['quoted', 'informed', 'accepted'],
    to: 'rejected',
    reason: true,
  },
  {
    command: 'cancel',
    label: 'Cancelar',
    // Once confirmed, its contract request holds its fate: it is not cancelled behind it.
    from: [...WORKING, 'pending_quote', 'quoting', 'accepted'],
    to: 'canceled',
    reason: true,
  },
  {
    command: 'not_apply',
    label: 'No aplica',
    from: [...WORKING, AFTER_CALL, 'pending_quote'],
    to: 'not_applied',
    reason: true,
  },
  {
    command: 'reopen',
    label: 'Reabrir',
    from: ['rejected', 'canceled', 'not_applied', 'expired'],
    to: 'in_process',
    requires: [{ permission: 'opportunities: full_access' }],
  },
];

export const opportunityMachine: StatusMachine<'status' | 'close_reason'> = {
  field: 'status',
  initial: 'active',
  reasonField: 'close_reason',
  transitions,
};

/** The substatus of an opportunity flagged as a lead's duplicate (its list, `duplicates`). */
export const DUPLICATE_SUBSTATUS = optionByCode(opportunitySubstatus, 'lead_duplicate').id;
