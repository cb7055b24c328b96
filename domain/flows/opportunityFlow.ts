/**
 * The opportunity's quoting wizard (spec 2.5) and its link rule (spec 2.4). Car and motorcycle
 * start with the vehicle, then the client; every other branch with the client, then the
 * insured object of its kind; all end at the quotation. The wizard's address is
 * `/opportunity/{branch}/{uuid?}/{action?}/{step?}`, the branch named by its code (common
 * branches with the `_common` suffix). Once the steps before the quotation are done the
 * opportunity is stored (or updated): its client, branch, subject and sum come from the steps.
 */
import { artOpportunityTypes } from '../enums/catalogues';
import { branches, isCommonBranch } from '../enums/branches';
import { dwellingKinds, suretyBondTypes } from '../enums/risks';
import { leadSources } from '../enums/clients';
import { optionByCode, optionById, type EnumDef } from '../engine/defineEnum';
import { opportunityStatus } from '../enums/statuses';
import type { AccessLists } from '../engine/access';
import type { Flow, FlowStep } from '../engine/flows';
import { canAccess } from '../engine/routeAccess';
import type { GuideKind } from './guideCascade';
import type { RecordValues } from '../engine/rules';
import { isBlank } from '../engine/display';
import { paintedPlate } from '../validators/vehicleDomain';
import { carVehicleForm, motorcycleVehicleForm, vehicleSubject } from './vehicleForm';
import {
  artForm,
  businessForm,
  genericObjectForm,
  homeForm,
  personalAccidentsForm,
  personForm,
} from './objectForms';
import { fleetForm, fleetTotals } from './fleetForm';
import { suretyForm } from './suretyForm';

const branch = (code: string) => optionByCode(branches, code).id;
const status = (code: string) => optionByCode(opportunityStatus, code).id;

const person: FlowStep = { name: 'person', label: 'Cliente', form: personForm };
const quotation: FlowStep = { name: 'quotation', label: 'Cotización' };
const object = (form: FlowStep['form']): FlowStep => ({ name: 'object', label: 'Riesgo', form });

const SURETY_BRANCHES = [
  'surety',
  'annual_caution',
  'one_time_caution',
  'refacturable_caution',
].map(branch);

/** The object step's form of each branch with its own; the rest take the generic one. */
const objectForms = new Map<number, FlowStep['form']>([
  [branch('home'), homeForm],
  [branch('business'), businessForm],
  [branch('personal_accidents'), personalAccidentsForm],
  [branch('art'), artForm],
  [branch('fleet'), fleetForm],
  // Caución, common or annual, once-only or re-invoiced: the same bond is asked.
  ...SURETY_BRANCHES.map((id) => [id, suretyForm] as const),
]);

export function opportunitySteps(branchId: number): FlowStep[] {
  if (branchId === branch('car') || branchId === branch('motorcycle')) {
    const form = branchId === branch('car') ? carVehicleForm : motorcycleVehicleForm;
    return [{ name: 'vehicle', label: 'Vehículo', form }, person, quotation];
  }
  return [person, object(objectForms.get(branchId) ?? genericObjectForm), quotation];
}

/** Which of the guide's vehicles a vehicle step offers: the motorcycle branch its motorcycles. */
export const guideKindOf = (branchId: number): GuideKind =>
  branchId === branch('motorcycle') ? 'motorcycle' : 'car';

/** Stored alike by the server (server/flows/opportunityFlowServer.ts) and fixtures mode. */
export const opportunityFlow: Flow = {
  name: 'opportunity',
  entity: 'opportunity',
  stepsFor: opportunitySteps,
  recordOf: (branchId, values) => ({
    ...opportunityFromSteps(branchId, values),
    plate: plateFromSteps(branchId, values),
  }),
  newRecord: (actorId, branchId) => ({
    branch_id: branchId,
    executive_id: actorId,
    source: optionByCode(leadSources, 'manual').id,
    requested_at: new Date().toISOString(),
  }),
  storedValues: (steps, record) => storedStepValues(steps, record.account_id),
  openStep: (record) =>
    opportunityLinkStep({
      id: String(record.id),
      branch_id: Number(record.branch_id),
      status: Number(record.status),
    }),
};

const COMMON_SUFFIX = '_common';

/** The branch's name in the wizard's address: its code, `_common` added for common branches. */
export function branchSlug(branchId: number): string | null {
  const option = optionById(branches, branchId);
  if (!option) return null;
  return isCommonBranch(branchId) ? `${option.code}${COMMON_SUFFIX}` : option.code;
}

/** The branch an address names, or null for a name that is no branch's slug. */
export function branchOfSlug(slug: string): number | null {
  const found = branches.options.find((o) => branchSlug(o.id) === slug);
  return found ? found.id : null;
}

/** Every branch's slug, for the router: each is a route of its own under `/opportunity`. */
export const branchSlugs = () =>
  branches.options.map((o) => branchSlug(o.id)).filter((s): s is string => s !== null);

/** Home and business opportunities still being worked open at the object (spec 2.4). */
const OPEN_AT_OBJECT = new Set([branch('home'), branch('business')]);
const STILL_WORKED = new Set([status('active'), status('in_process')]);

type StoredOpportunity = { id: string; branch_id: number; status: number };

/** Spec 2.4's step: quotation, or object for home and business still being worked. */
export const opportunityLinkStep = (opportunity: StoredOpportunity) =>
  OPEN_AT_OBJECT.has(opportunity.branch_id) && STILL_WORKED.has(opportunity.status)
    ? 'object'
    : 'quotation';

/** Spec 2.4: the wizard's address of a stored opportunity; null when its branch is unknown. */
export function opportunityLink(opportunity: StoredOpportunity): string | null {
  const slug = branchSlug(opportunity.branch_id);
  if (!slug) return null;
  return `/opportunity/${slug}/${opportunity.id}/edit/${opportunityLinkStep(opportunity)}`;
}

/** Who may read the guide's cascade: whoever quotes (creates or edits opportunities). */
export const mayUseGuide = (access: AccessLists | null | undefined) =>
  canAccess(access, 'opportunity', 'create') ||
  canAccess(access, 'opportunity', 'edit') ||
  canAccess(access, 'admin/infocar', 'list');

/** The wizard's address for a new opportunity of a branch. */
export const newOpportunityLink = (branchId: number) => {
  const slug = branchSlug(branchId);
  return slug ? `/opportunity/${slug}` : null;
};

const place = (v: RecordValues) =>
  [v.street, v.street_number]
    .filter((p) => !isBlank(p))
    .map(String)
    .join(' ');
const labelOf = (enumeration: EnumDef, id: unknown) =>
  optionById(enumeration, Number(id))?.label ?? '';

/** "1 persona", "45 empleados". */
const count = (n: unknown, noun: string) => `${Number(n)} ${noun}${Number(n) === 1 ? '' : 's'}`;

/**
 * "Casa en Av. Santa Fe 1234", "Farmacia en Rivadavia 500", "Alta: 45 empleados",
 * "Alquiler a favor de Gómez, Ana".
 */
function objectSubject(branchId: number, v: RecordValues): string | null {
  const text = (() => {
    if (branchId === branch('home')) return `${labelOf(dwellingKinds, v.dwelling)} en ${place(v)}`;
    if (branchId === branch('business')) return `${String(v.activity)} en ${place(v)}`;
    if (branchId === branch('art'))
      return `${labelOf(artOpportunityTypes, v.art_type)}: ${count(v.headcount, 'empleado')}`;
    if (branchId === branch('fleet')) {
      const activity = isBlank(v.activity) ? '' : `: ${String(v.activity)}`;
      return `Flota de ${count(fleetTotals(v).count, 'vehículo')}${activity}`;
    }
    if (SURETY_BRANCHES.includes(branchId))
      return `${labelOf(suretyBondTypes, v.bond_type)} a favor de ${String(v.insured_name ?? '')}`;
    if (branchId === branch('personal_accidents'))
      return `${String(v.activity)}: ${count(Array.isArray(v.people) ? v.people.length : 0, 'persona')}`;
    return isBlank(v.description) ? '' : String(v.description);
  })();
  return text.trim() ? text.trim().slice(0, 200) : null;
}

const sumOf = (...values: unknown[]) => {
  const numbers = values.filter((v) => !isBlank(v)).map(Number);
  return numbers.length ? numbers.reduce((a, b) => a + b, 0) : null;
};

/** What the steps give the opportunity itself: the client, what is quoted and for how much. */
export function opportunityFromSteps(
  branchId: number,
  values: Record<string, RecordValues | undefined>,
): { account_id: unknown; subject: string | null; sum_insured: number | null } {
  const vehicle = values.vehicle ?? {};
  const object = values.object ?? {};
  const account_id = values.person?.account_id ?? null;
  // The branch's own steps decide (never a vehicle left from a branch the record moved from).
  if (opportunitySteps(branchId)[0].name === 'vehicle')
    return {
      account_id,
      subject: vehicleSubject(vehicle),
      sum_insured: sumOf(vehicle.sum_insured, vehicle.cng_sum),
    };
  const subject = objectSubject(branchId, object);
  const sum =
    branchId === branch('fleet')
      ? fleetTotals(object).sum
      : branchId === branch('personal_accidents')
        ? sumOf(object.death_sum)
        : branchId === branch('art')
          ? sumOf(object.payroll)
          : sumOf(object.sum_insured, object.building_sum, object.contents_sum);
  return { account_id, subject, sum_insured: sum };
}

/**
 * The plate of the vehicle the steps quote, as painted ("AF 512 KD"), or null (another branch,
 * a zero km without one yet): the opportunity keeps it to be found by it (issue 28).
 */
export function plateFromSteps(
  branchId: number,
  values: Readonly<Record<string, RecordValues | undefined>>,
): string | null {
  if (opportunitySteps(branchId)[0].name !== 'vehicle') return null;
  return paintedPlate(values.vehicle?.domain);
}

/**
 * A stored opportunity's step values as its wizard opens them: the client is the opportunity's
 * own, not the step's copy (its plain form may have changed it since); one typed in the plain
 * form or come from the web has no steps yet, and its client is all there is.
 */
export function storedStepValues(
  steps: Readonly<Record<string, Record<string, unknown>>> | null,
  accountId: unknown,
): Record<string, Record<string, unknown>> {
  const { person: _copy, ...others } = steps ?? {};
  return { ...others, ...(isBlank(accountId) ? {} : { person: { account_id: accountId } }) };
}
