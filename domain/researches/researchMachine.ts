/**
 * The status machine of a contract research (spec 4: open 1901 … verified 1909). Spec 4 shows no
 * transitions; ours, for a brokerage's renewals: a research opens (by the scheduled rule or by
 * hand) in open; «Cotizar» asks the insurers (pending_quote) and their answers leave it quoted
 * (server/researches/renewalQuotes.ts), flagged when the premium rises beyond the organization's
 * limit; whoever works it may take it («Tomar en gestión», managing), offer the renewal to the
 * client («Ofrecer renovación», offer: the executive is told and the client e-mailed), or emit
 * it («Emitir renovación», pending_emit: a contract request of emission type renovacion, whose
 * issue leaves the research emitted). A research that needs no renewal or emission is verified
 * («Dar por verificado»), one the client declines rejected («Rechazar»).
 */
import type { StatusMachine, StatusTransition } from '../engine/statusMachine';

/** Asking the insurers after the command's commit (server/researches/renewalQuotes.ts). */
export const REQUEST_RESEARCH_QUOTES = 'requestResearchQuotes';
/** Telling the executive and e-mailing the client (server/researches/researchCommands.ts). */
export const OFFER_RENEWAL = 'offerRenewal';
/** Opening the renewal's contract request (server/researches/researchCommands.ts). */
export const EMIT_RENEWAL = 'emitRenewal';

/** Statuses a research is still worked in: the scheduled rule and «Abrir» find it open. */
export const OPEN_RESEARCH = ['open', 'managing', 'pending_quote', 'quoted', 'offer'] as const;

export const researchMessages = {
  onlyRenewals: 'Solo una renovación se cotiza con las compañías o se emite como renovación.',
  noProposal:
    'Todavía no hay un premio propuesto: cotizá la renovación antes de ofrecerla o emitirla.',
} as const;

const transitions: StatusTransition[] = [
  {
    command: 'requote',
    label: 'Cotizar',
    from: ['open', 'managing', 'quoted', 'offer'],
    to: 'pending_quote',
    handler: REQUEST_RESEARCH_QUOTES,
  },
  { command: 'manage', label: 'Tomar en gestión', from: ['open', 'quoted'], to: 'managing' },
  {
    command: 'offer',
    label: 'Ofrecer renovación',
    from: ['quoted', 'managing'],
    to: 'offer',
    handler: OFFER_RENEWAL,
    confirm:
      'Se le avisa al ejecutivo de la póliza y, si el cliente tiene correo, se le envía la propuesta de renovación. ¿Continuamos?',
  },
  {
    command: 'emit',
    label: 'Emitir renovación',
    from: ['quoted', 'managing', 'offer'],
    to: 'pending_emit',
    handler: EMIT_RENEWAL,
    confirm:
      'Se abre una solicitud de póliza de renovación con el premio propuesto, para que un suscriptor la emita. ¿Continuamos?',
    // The runner lands on the request just opened, which a subscriber then issues.
    opens: (record) =>
      record.contract_request_id ? `/contract_request/${String(record.contract_request_id)}` : null,
  },
  {
    command: 'verify',
    label: 'Dar por verificado',
    from: ['open', 'managing', 'quoted'],
    to: 'verified',
  },
  {
    command: 'reject',
    label: 'Rechazar',
    from: ['open', 'managing', 'quoted', 'offer'],
    to: 'rejected',
    confirm: 'La póliza no se renueva por esta gestión. ¿Continuamos?',
  },
];

export const researchMachine: StatusMachine<'status'> = {
  field: 'status',
  initial: 'open',
  transitions,
};
