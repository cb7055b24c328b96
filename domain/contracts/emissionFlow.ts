/**
 * The emission wizard of a contract request (spec 2.3 `contract_request/emission/{id}/{step?}`,
 * spec 2.5's steps): the contract's people, the insured items, the payment method, and the
 * detail that sums them up before the request is sent to the insurer. The request exists
 * already (the executive's «Confirmar para emisión» opened it), so the wizard only edits: its
 * steps are kept in `flow_records` under the request and its holder follows the policyholder.
 * The client's data and what was quoted are proposed in the first two steps; nothing is
 * retyped. The inspection and ART's letter are records of their own, reviewed by operations
 * (domain/contracts/emissionRequirements.ts); their steps say where they stand.
 */
import type { Flow, FlowDraft, FlowStep } from '../engine/flows';
import { hasAccess } from '../engine/access';
import { optionByCode, optionById } from '../engine/defineEnum';
import { either } from '../engine/routeRules';
import { branches } from '../enums/branches';
import { contractPersonTypes, itemTypes } from '../enums/catalogues';
import { contractRequestStatus } from '../enums/statuses';
import { SUBSCRIBER_SUPERVISOR } from '../labors';
import { worksAsSubscriber } from '../entities/contractRequestMachine';
import { itemsForm, paymentForm, peopleForm } from './emissionForms';
import { validateRecord } from '../engine/validate';
import { isBlank } from '../engine/display';
import { vehicleSubject } from '../flows/vehicleForm';
import { needsInspection, needsLetter } from './emissionRequirements';
import { inspectionForm, letterForm } from './requirementForms';

type Row = Record<string, unknown>;

const branch = (code: string) => optionByCode(branches, code).id;
const itemType = (code: string) => optionByCode(itemTypes, code).id;
const role = (code: string) => optionByCode(contractPersonTypes, code).id;
const PENDING = optionByCode(contractRequestStatus, 'pending').id;

/**
 * Spec 2.5's steps of a branch: people, items, the inspection where the branch has one (or
 * ART's no-objection letter), the payment method and the detail.
 */
export function emissionSteps(branchId: number): FlowStep[] {
  return [
    { name: 'person', label: 'Personas', form: peopleForm },
    { name: 'object', label: 'Bienes asegurados', form: itemsForm },
    ...(needsInspection(branchId)
      ? [{ name: 'inspection', label: 'Inspección', form: inspectionForm }]
      : []),
    ...(needsLetter(branchId)
      ? [{ name: 'no_objection_letter', label: 'Carta de no objeción', form: letterForm }]
      : []),
    { name: 'payment_method', label: 'Medio de pago', form: paymentForm },
    { name: 'detail', label: 'Detalle' },
  ];
}

export const emissionMessages = {
  stepsMissing:
    'Completá los pasos de la emisión (personas, bienes asegurados, inspección o carta si los tiene, y medio de pago) antes de emitir.',
  notPending:
    'Esta solicitud ya no está pendiente: sus datos ya no se cambian desde el asistente de emisión.',
  takeFirst: 'Tomá la solicitud desde «Sin asignar» para completar su emisión.',
  notYours:
    'Solo el suscriptor asignado o un supervisor de suscriptores completan la emisión de esta solicitud.',
} as const;

/** What each branch insures, as an item's type. */
const ITEM_TYPE_BY_BRANCH = new Map<number, number>([
  ...['car', 'motorcycle', 'fleet'].map((c) => [branch(c), itemType('vehicle')] as const),
  ...[
    'personal_accidents',
    'life_individual',
    'life_group',
    'life_required',
    'sepelio',
    'travel',
  ].map((c) => [branch(c), itemType('person')] as const),
  ...['home', 'fire', 'consortium'].map((c) => [branch(c), itemType('property')] as const),
  ...['business', 'industry_and_commerce'].map((c) => [branch(c), itemType('business')] as const),
  ...['surety', 'annual_caution', 'one_time_caution', 'refacturable_caution'].map(
    (c) => [branch(c), itemType('guarantee')] as const,
  ),
]);

export const itemTypeOfBranch = (branchId: number) =>
  ITEM_TYPE_BY_BRANCH.get(branchId) ?? itemType('other');

/** What is insured, as the request's title says it after its branch ("Toyota Hilux SRV 2021"). */
function subjectOf(record: Row): string | null {
  const title = typeof record.title === 'string' ? record.title : null;
  const prefix = `${optionById(branches, Number(record.branch_id))?.label ?? ''} · `;
  return title?.startsWith(prefix) ? title.slice(prefix.length) : title;
}

type Items = Record<string, unknown>[];
const text = (value: unknown) => (isBlank(value) ? null : String(value));

/**
 * The insured items as the opportunity's quoting steps hold them: a car's or motorcycle's
 * vehicle, each vehicle of a fleet, each person of a personal accidents cover. Null for what
 * they hold as one risk (a home, a shop, a bond), proposed from the request alone.
 */
function itemsOfOpportunity(branchId: number, cited: FlowDraft['values'] | null): Items | null {
  if (!cited) return null;
  const vehicle = (v: Row, description: string | null) => ({
    item_type: itemType('vehicle'),
    description,
    identifier: text(v.domain) ?? text(v.chassis),
    sum_insured: v.sum_insured ?? null,
  });
  if (branchId === branch('car') || branchId === branch('motorcycle'))
    return cited.vehicle ? [vehicle(cited.vehicle, vehicleSubject(cited.vehicle))] : null;
  const listed = (cited.object?.[branchId === branch('fleet') ? 'vehicles' : 'people'] ?? null) as
    Row[] | null;
  if (!listed?.length) return null;
  if (branchId === branch('fleet'))
    return listed.map((v) => vehicle(v, [v.brand, v.model, v.year].filter(Boolean).join(' ')));
  if (branchId !== branch('personal_accidents')) return null;
  return listed.map((p) => ({
    item_type: itemType('person'),
    description: text(p.full_name),
    identifier: text(p.document),
    sum_insured: null,
  }));
}

/**
 * The steps proposed for a request with none stored: its holder (the client as confirmed) as
 * policyholder and assured, and the insured items of its opportunity's quoting steps, else
 * what was quoted as its one item, with the quoted sum and the vehicle's plate.
 */
export function proposedEmission(record: Row, cited: FlowDraft['values'] | null = null) {
  const holder = {
    full_name: record.holder_name ?? null,
    document: record.holder_document ?? null,
  };
  const one = {
    item_type: itemTypeOfBranch(Number(record.branch_id)),
    description: subjectOf(record),
    identifier: record.plate ?? null,
    sum_insured: record.sum_insured ?? null,
  };
  return {
    person: {
      people: [
        { role: role('policyholder'), ...holder },
        { role: role('assured'), ...holder },
      ],
    },
    object: { items: itemsOfOpportunity(Number(record.branch_id), cited) ?? [one] },
  } satisfies FlowDraft['values'];
}

/**
 * Who completes a request's emission, and when: while it is pending, the subscriber who took
 * it, or the subscribers' supervisor and the section's full access (who cover for them). Its
 * executive sees it, and its wizard's link is not theirs.
 */
export function emissionRefusal(
  record: Row,
  user: { id: number; access: Parameters<typeof worksAsSubscriber>[0] },
): { status: 403 | 409; message: string } | null {
  const supervises = hasAccess(user.access, {
    permission: [either('contract_requests: full_access', SUBSCRIBER_SUPERVISOR)],
  });
  const holds = record.subscriber_id !== null && Number(record.subscriber_id) === user.id;
  if (!holds && !supervises) {
    const free = record.subscriber_id === null || record.subscriber_id === undefined;
    const message =
      free && worksAsSubscriber(user.access)
        ? emissionMessages.takeFirst
        : emissionMessages.notYours;
    return { status: 403, message };
  }
  return Number(record.status) === PENDING
    ? null
    : { status: 409, message: emissionMessages.notPending };
}

/**
 * Why a request's stored steps cannot go to the insurer yet, or null: every form step stored
 * and each still valid by its form (a policyholder and an assured among the people).
 */
export function emissionStepsProblem(
  branchId: number,
  steps: FlowDraft['values'] | null,
): string | null {
  for (const step of emissionSteps(branchId)) {
    if (!step.form) continue;
    const values = steps?.[step.name];
    if (!values) return emissionMessages.stepsMissing;
    const { errors } = validateRecord(step.form, values);
    // A sealed card number is checked where it is typed: here it is sealed, not digits.
    const left = Object.entries(errors).filter(([name]) => name !== 'card_number');
    if (left.length) return left[0][1][0];
  }
  return null;
}

/** The request's holder follows the policyholder the people step names. */
function holderOf(values: FlowDraft['values']): Row {
  const people = (values.person?.people as Row[] | undefined) ?? [];
  const holder = people.find((p) => Number(p.role) === role('policyholder'));
  return holder ? { holder_name: holder.full_name, holder_document: holder.document } : {};
}

export const emissionFlow: Flow = {
  name: 'contract_request',
  entity: 'contract_request',
  stepsFor: emissionSteps,
  editsOnly: true,
  recordOf: (_branch, values) => holderOf(values),
  proposedValues: proposedEmission,
  proposedFrom: { flow: 'opportunity', field: 'opportunity_id' },
  workRefusal: emissionRefusal,
  // Spec 2.4: a request's link opens its form at the detail step (the first step still to be
  // told, while any is).
  openStep: () => 'detail',
};

/** The wizard's address of a request at a step. */
export const emissionPath = (id: string, step?: string) =>
  `/contract_request/emission/${id}${step ? `/${step}` : ''}`;
