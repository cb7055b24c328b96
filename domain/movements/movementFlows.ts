/**
 * An endorsement's two wizards (spec 2.3 movement screens, spec 2.5 flows), on the same record:
 * - the news flow, `movements/{contract}/contract_request/{movement?}/{action?}/{step?}`: motive,
 *   data, the premium expected, and the detail from which it is sent to the insurer. A new one
 *   starts from the policy's page; the movement is stored once its form steps are done.
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

type Row = Readonly<Record<string, unknown>>;
const status = (code: string) => optionByCode(contractRequestStatus, code).id;

export const newsSteps: FlowStep[] = [
  { name: 'motive', label: 'Motivo', form: motiveForm },
  { name: 'data', label: 'Datos', form: dataForm },
  { name: 'totals', label: 'Premio', form: expectedForm },
  { name: 'detail', label: 'Detalle' },
];

export const responseSteps: FlowStep[] = [
  { name: 'general', label: 'Respuesta', form: responseGeneralForm },
  { name: 'totals', label: 'Totales', form: responseTotalsForm },
  { name: 'quotas', label: 'Cuotas', form: responseQuotasForm },
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
  stepsFor: () => newsSteps,
  workRefusal: newsRefusal,
  openStep: () => 'detail',
};

/**
 * The answer's steps proposed from the request: the premium expected, prorated from the
 * endorsement's date to the policy's end (movementEffects.ts), and its billing.
 */
function proposedResponse(record: Row) {
  const change = record.premium_change == null ? null : Number(record.premium_change);
  return {
    general: { endorsement_number: null, issue_date: null, insurer_message: null },
    totals: { net_premium: null, surcharges: null, taxes: null, premium_change: change },
    quotas: expectedQuotas(change),
  };
}

export const responseFlow: Flow = {
  name: 'contract_response',
  entity: 'contract_movement',
  stepsFor: () => responseSteps,
  editsOnly: true,
  workRefusal: responseRefusal,
  proposedValues: proposedResponse,
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
