/**
 * An endorsement's two wizards (spec 2.3 movement screens, spec 2.5 flows), on the same record:
 * - the news flow, `movements/{contract}/contract_request/{movement?}/{action?}/{step?}`: motive,
 *   data, the premium expected, and the detail from which it is sent to the insurer. A new one
 *   starts from the policy's page; the movement is stored once its form steps are done. When
 *   the change needs new prices (movementPricing.ts `needsNewPrices`), the same address runs
 *   the opportunity news flow instead: motive and data as the news flow's, then the insurer's
 *   quote of the changed policy (totals), how its difference is billed (quotas, the answer's
 *   own form) and the same detail. The motive step's values choose the path as they are typed.
 * - the contract response flow, `movements/{contract}/contract_response/{movement}/edit/{step?}`:
 *   the insurer's answer (general), the endorsement's amounts (totals), how they are billed
 *   (quotas), and the notification screen from which it is applied to the policy.
 * Spec 2.5 lists the news flow's detail before its totals; here the detail is the last screen,
 * as in the opportunity news flow (motive, data, totals, quotas, detail): it is where the
 * request is sent, and the engine's wizards end on the screen that acts.
 */
import type { Flow, FlowStep } from '../engine/flows';
import { hasAccess } from '../engine/access';
import { optionByCode } from '../engine/defineEnum';
import { contractRequestStatus } from '../enums/statuses';
import { CONTRACT_WRITERS } from '../entities/contractMachine';
import {
  dataForm,
  expectedForm,
  motiveForm,
  responseGeneralForm,
  responseQuotasForm,
  responseTotalsForm,
} from './movementForms';
import { expectedQuotas } from './movementEffects';
import { needsNewPrices } from './movementPricing';
import { quoteTotalsForm } from './quoteForm';

type Row = Readonly<Record<string, unknown>>;
const status = (code: string) => optionByCode(contractRequestStatus, code).id;

const motiveStep: FlowStep = { name: 'motive', label: 'Motivo', form: motiveForm };
const dataStep: FlowStep = { name: 'data', label: 'Datos', form: dataForm };
const detailStep: FlowStep = { name: 'detail', label: 'Detalle' };
/** How an endorsement's premium is billed: in the insurer's answer, and in a quoted request. */
const quotasStep: FlowStep = { name: 'quotas', label: 'Cuotas', form: responseQuotasForm };

export const newsSteps: FlowStep[] = [
  motiveStep,
  dataStep,
  { name: 'totals', label: 'Premio', form: expectedForm },
  detailStep,
];

/** Spec 2.5's opportunity news flow: motive, data, totals (the quote), quotas, detail. */
export const opportunityNewsSteps: FlowStep[] = [
  motiveStep,
  dataStep,
  { name: 'totals', label: 'Cotización', form: quoteTotalsForm },
  quotasStep,
  detailStep,
];

/** A request's steps, by what its motive step holds. */
export const requestSteps = (values?: Readonly<Record<string, Row | undefined>>) =>
  needsNewPrices(values?.motive) ? opportunityNewsSteps : newsSteps;

export const responseSteps: FlowStep[] = [
  { name: 'general', label: 'Respuesta', form: responseGeneralForm },
  { name: 'totals', label: 'Totales', form: responseTotalsForm },
  quotasStep,
  { name: 'notification', label: 'Aviso y aplicación' },
];

export const movementFlowMessages = {
  notPending: 'El endoso ya se envió a la compañía: su pedido no cambia más.',
  notAwaiting:
    'El endoso no espera respuesta de la compañía: se registra la respuesta de los enviados.',
  notWriter:
    'Registran la respuesta de la compañía los suscriptores o quien tenga acceso total a pólizas.',
} as const;

const newsRefusal: Flow['workRefusal'] = (record) =>
  Number(record.status) === status('pending')
    ? null
    : { status: 409, message: movementFlowMessages.notPending };

const responseRefusal: Flow['workRefusal'] = (record, user) => {
  if (!hasAccess(user.access, { permission: [CONTRACT_WRITERS] }))
    return { status: 403, message: movementFlowMessages.notWriter };
  return Number(record.status) === status('pending_cia')
    ? null
    : { status: 409, message: movementFlowMessages.notAwaiting };
};

export const newsFlow: Flow = {
  name: 'movement',
  entity: 'contract_movement',
  stepsFor: (_branch, values) => requestSteps(values),
  workRefusal: newsRefusal,
  openStep: () => 'detail',
};

/**
 * The answer's steps proposed from the request: its premium, expected or quoted, prorated from
 * the endorsement's date to the policy's end (movementEffects.ts), and its billing: a quoted
 * request's own quotas step, else one quota for a charge.
 */
function proposedResponse(record: Row, request: Readonly<Record<string, Row>> | null) {
  const change = record.premium_change == null ? null : Number(record.premium_change);
  const billing = request?.quotas;
  return {
    general: { endorsement_number: null, issue_date: null, insurer_message: null },
    totals: { net_premium: null, surcharges: null, taxes: null, premium_change: change },
    quotas: billing
      ? { quota_quantity: billing.quota_quantity, first_due_date: billing.first_due_date ?? null }
      : expectedQuotas(change),
  };
}

export const responseFlow: Flow = {
  name: 'contract_response',
  entity: 'contract_movement',
  stepsFor: () => responseSteps,
  editsOnly: true,
  workRefusal: responseRefusal,
  proposedValues: proposedResponse,
  // The request's steps, kept under the news flow's name for the same movement.
  proposedFrom: { flow: 'movement', field: 'id' },
  openStep: () => 'notification',
};

export const newsPath = (contractId: string, id: string | null, action: string, step: string) =>
  `/movements/${contractId}/contract_request${id ? `/${id}/${action}/${step}` : ''}`;

export const responsePath = (contractId: string, id: string, step?: string) =>
  `/movements/${contractId}/contract_response/${id}/edit${step ? `/${step}` : ''}`;

/** The record page's link: the request while it is asked, the answer while it is awaited. */
export function movementWizardLink(record: Row): string | null {
  const contract = String(record.contract_id);
  const id = String(record.id);
  if (Number(record.status) === status('pending')) return newsPath(contract, id, 'edit', 'detail');
  if (Number(record.status) === status('pending_cia')) return responsePath(contract, id);
  return null;
}
