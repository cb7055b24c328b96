/**
 * «Emitir» (issue 31, spec 4's contract request statuses): what a request sent to its insurer
 * goes through, and how the simulated insurers answer, so every path happens in demos and
 * tests. The insurer receives it (pending_cia 205), then issues the policy (emitted 203), or
 * issues it and bills it later (emitted_pending_billing 207, then processed 208), or sends it to
 * its subscription desk (pending_sac 206); a refusal (rejected 204) is the insurer's to give,
 * not simulated yet. A web service that fails leaves the request pending with the substatus
 * service_fail and «Emitir» offered again. The answers are deterministic; only the waiting is
 * real.
 */
import { simulatedInsurer, unitHash } from '../quoting/simulatedInsurers';

export type EmissionOutcome = 'emitted' | 'emitted_pending_billing' | 'pending_sac';

export interface EmissionAnswer {
  outcome: EmissionOutcome;
  /** The insurer's policy number, once it issued it. */
  policyNumber: string | null;
  /** What the insurer said, in Spanish, for the request's page. */
  message: string;
}

/** What the insurer is sent: the request as stored and what its wizard recorded. */
export interface EmissionRequest {
  id: string;
  companyId: number;
  branchId: number;
  sumInsured: number;
}

/** Insurers that issue at once and bill in a second pass (207 → 208). */
const BILLS_LATER = new Set([5, 8, 21]);

export const emissionTexts = {
  received: 'La compañía recibió la solicitud y la está procesando.',
  emitted: (policy: string) => `La compañía emitió la póliza N.º ${policy}.`,
  billing: (policy: string) =>
    `La compañía emitió la póliza N.º ${policy}; la facturación llega en unos minutos.`,
  processed: (policy: string) => `Póliza N.º ${policy} emitida y facturada.`,
  sac: 'La compañía derivó la solicitud a su área de suscripción (SAC) por la suma asegurada: responde en 24 a 48 horas hábiles.',
  down: 'El servicio de emisión de la compañía no está disponible: reintentá en unos minutos.',
  interrupted:
    'El envío a la compañía se interrumpió antes de que la recibiera: volvé a emitir (con el código de la tarjeta, si paga con una).',
  noAnswer:
    'La compañía recibió la solicitud pero su servicio no respondió: le volvemos a preguntar cada pocos minutos.',
  recorded: (policy: string) =>
    `Póliza N.º ${policy}, registrada a mano tras la revisión de la compañía.`,
} as const;

/** A request the insurer had longer than this without an answer is asked about again. */
export const EMISSION_STALE_MS = 2 * 60_000;

/** How the audit names each move the insurer's answers make (the product makes them). */
export const emissionMoves = {
  serviceFail: 'Falla del servicio de emisión',
  received: 'Recibida por la compañía',
  answered: 'Respuesta de la compañía',
  billed: 'Facturada por la compañía',
  opportunityEmitted: 'Emitida por su solicitud',
  interrupted: 'Envío interrumpido',
} as const;

/** The insurer's policy number: its own prefix and a stable number, as insurers print them. */
export function policyNumberOf(request: EmissionRequest): string {
  const serial = Math.floor(unitHash(`${request.id}:policy`) * 1e7)
    .toString()
    .padStart(7, '0');
  return `${String(request.companyId).padStart(3, '0')}-${String(request.branchId).padStart(2, '0')}-${serial}`;
}

/** How the simulated insurer answers (a down one never gets here: its call fails). */
export function simulatedEmission(request: EmissionRequest): EmissionAnswer {
  const profile = simulatedInsurer(request.companyId);
  if (profile.technicalAbove !== undefined && request.sumInsured > profile.technicalAbove)
    return { outcome: 'pending_sac', policyNumber: null, message: emissionTexts.sac };
  const policy = policyNumberOf(request);
  return BILLS_LATER.has(request.companyId)
    ? {
        outcome: 'emitted_pending_billing',
        policyNumber: policy,
        message: emissionTexts.billing(policy),
      }
    : { outcome: 'emitted', policyNumber: policy, message: emissionTexts.emitted(policy) };
}

/** How long the insurer takes to receive and to answer (ms, before scaling). */
export const emissionLatency = (request: EmissionRequest) => {
  const [min, max] = simulatedInsurer(request.companyId).latencyMs;
  return Math.round(min + (max - min) * unitHash(`${request.id}:emission`));
};
