/**
 * What each movement type of spec 3 asks and does (issue 32 section 1): which types a broker
 * requests through the news flow, which motive each takes (annulment 401–409, modifications
 * 501–510, spec 3), what its data step asks, and whether the insurer's answer changes the
 * premium. The screens show and hide by these, the server refuses by them.
 *
 * Not requested here: a renewal is a new policy (the renewal researches emit it as a request of
 * type «Renovación»); «Baja de movimiento» and «Cambio de organización» undo or move what other
 * movements and tenancy hold, and wait for their own issue.
 */
import { defineEnum, optionByCode, optionById } from '../engine/defineEnum';
import { formatDate } from '../engine/format';
import { annulmentMotives, modificationMotives, movementTypes } from '../enums/catalogues';
import { IN_FORCE } from '../enums/statuses';

export type MovementCode =
  | 'new'
  | 're_invoicing'
  | 'annulment'
  | 'modifications'
  | 'movement_no_prime'
  | 'validity_change'
  | 'rehabilitation'
  | 'item_change'
  | 'coverage_change'
  | 'cost_change'
  | 'change_contract_number';

/** The types a broker requests on a policy, in the order the picker offers them. */
export const REQUESTABLE: readonly MovementCode[] = [
  'annulment',
  'cost_change',
  'modifications',
  'item_change',
  'coverage_change',
  'validity_change',
  'new',
  're_invoicing',
  'movement_no_prime',
  'rehabilitation',
  'change_contract_number',
];

/** Spec 3's movement types a request may name, with their ids and Spanish names. */
export const requestableMovementTypes = defineEnum(
  'requestableMovementTypes',
  REQUESTABLE.map((code) => optionByCode(movementTypes, code)),
);

export const movementType = (code: MovementCode) => optionByCode(movementTypes, code).id;
export const movementCodeOf = (id: unknown): MovementCode | null => {
  const code = optionById(movementTypes, Number(id))?.code;
  return code && (REQUESTABLE as readonly string[]).includes(code) ? (code as MovementCode) : null;
};

/** The motive enumeration a type takes, by the field that holds it. */
export const MOTIVE_FIELD: Partial<
  Record<MovementCode, 'annulment_motive' | 'modification_motive'>
> = { annulment: 'annulment_motive', modifications: 'modification_motive' };

const ITEMS = ['added_items', 'removed_identifiers', 'description'] as const;

/** The fields of the data step each type asks (all but the description are the type's own). */
const DATA_FIELDS: Record<MovementCode, readonly string[]> = {
  new: ['description'],
  re_invoicing: ['description'],
  annulment: ['description'],
  modifications: ['description'],
  movement_no_prime: ['description'],
  validity_change: ['validity_from', 'validity_to', 'description'],
  rehabilitation: ['description'],
  item_change: ITEMS,
  coverage_change: ['new_coverage_id', 'description'],
  cost_change: ['description'],
  change_contract_number: ['new_number', 'description'],
};

/** What a modification asks besides the description, by its motive (spec 3's 501–510). */
const MODIFICATION_FIELDS: Readonly<Record<string, readonly string[]>> = {
  sa: ['new_sum_insured', 'description'],
  item_include: ['added_items', 'description'],
  item_exclusion: ['removed_identifiers', 'description'],
  item_modification: ITEMS,
  location: ['new_state_id', 'description'],
  coverage: ['new_coverage_id', 'description'],
};

/** The data step's fields for the motive step's type (and a modification's motive). */
export function dataFieldsOf(motive: Values): readonly string[] {
  const code = movementCodeOf(motive.movement_type);
  if (!code) return ['description'];
  const reason = optionById(modificationMotives, Number(motive.modification_motive))?.code;
  return (code === 'modifications' && reason && MODIFICATION_FIELDS[reason]) || DATA_FIELDS[code];
}

/** Only what the type asks of the data step (a value typed for another type is not kept). */
export const askedData = (motive: Values, data: Values | undefined): Values =>
  Object.fromEntries(dataFieldsOf(motive).map((name) => [name, data?.[name] ?? null]));

/** Types whose answer leaves the premium as it is (no totals, no new quotas). */
const WITHOUT_PREMIUM: readonly MovementCode[] = [
  'movement_no_prime',
  'validity_change',
  'change_contract_number',
];
export const changesPremium = (code: MovementCode | null) =>
  code !== null && !WITHOUT_PREMIUM.includes(code);

/**
 * Statuses of an endorsement still waiting for something, asked (pending) or sent to the
 * insurer (pending_cia): one at a time per policy (movementMachine.ts).
 */
export const OPEN_MOVEMENT = ['pending', 'pending_cia'] as const;

/** Types asked of a policy that no longer covers (annulled or out of validity). */
export const FOR_ENDED: readonly MovementCode[] = ['rehabilitation'];

export const movementMessages = {
  motiveRequired: 'Indicá el motivo: la compañía lo pide para este tipo de endoso.',
  motiveNotForType: 'Este motivo no corresponde al tipo de endoso elegido.',
  ended:
    'La póliza está anulada o fuera de vigencia: solo se le pide una rehabilitación. Para cubrir de nuevo el riesgo, emití una póliza nueva.',
  inForceOnly: 'La póliza está vigente: no hay nada que rehabilitar.',
  effectiveOutside:
    'La fecha de vigencia del endoso tiene que estar dentro de la vigencia de la póliza (:from al :to).',
  beforeLastChange:
    'La póliza ya tiene un cambio que rige desde el :date: el endoso tiene que regir desde ese día o después.',
  otherPolicy:
    'El pedido de endoso es de otra póliza y no se pasa a esta: anulalo y pedí uno nuevo desde la póliza que corresponde.',
  validityOrder: 'La vigencia hasta tiene que ser posterior a la vigencia desde.',
  validityRequired: 'Indicá la nueva vigencia.',
  numberRequired: 'Indicá el nuevo número de póliza que informó la compañía.',
  itemsRequired: 'Indicá los bienes que se agregan o las identificaciones de los que se excluyen.',
  addedRequired: 'Indicá los bienes que se agregan.',
  removedRequired: 'Indicá las patentes o identificaciones de los bienes que se excluyen.',
  sumRequired: 'Indicá la nueva suma asegurada.',
  coverageRequired: 'Elegí la cobertura que pasa a tener la póliza.',
  stateRequired: 'Indicá la provincia donde pasa a estar el riesgo.',
  descriptionRequired: 'Contá qué cambia, para la compañía.',
  openMovement:
    'La póliza ya tiene un endoso pedido sin respuesta: registrá la respuesta de la compañía o anulá ese pedido antes de pedir otro.',
  stepsMissing: 'Completá el motivo y los datos del endoso antes de enviarlo a la compañía.',
  quoteStepsMissing:
    'Completá la cotización y las cuotas del endoso antes de enviarlo a la compañía: el cambio necesita precios nuevos.',
} as const;

/** The motive's problem, or null: the type's own motive, and no motive of another type. */
export function motiveProblems(values: {
  movement_type?: unknown;
  annulment_motive?: unknown;
  modification_motive?: unknown;
}): Record<string, string> {
  const code = movementCodeOf(values.movement_type);
  const wanted = code ? MOTIVE_FIELD[code] : undefined;
  const problems: Record<string, string> = {};
  const enums = { annulment_motive: annulmentMotives, modification_motive: modificationMotives };
  for (const field of ['annulment_motive', 'modification_motive'] as const) {
    const value = values[field];
    const given = value !== null && value !== undefined && value !== '';
    if (field === wanted && !given) problems[field] = movementMessages.motiveRequired;
    else if (field !== wanted && given) problems[field] = movementMessages.motiveNotForType;
    else if (given && !optionById(enums[field], Number(value)))
      problems[field] = movementMessages.motiveNotForType;
  }
  return problems;
}

type Values = Readonly<Record<string, unknown>>;

/**
 * Whether a policy of this status (its code) may be asked the type: only a rehabilitation once
 * it ended, never one while in force. The message says why not, null when it may.
 */
export function typeProblem(status: string, code: MovementCode): string | null {
  const inForce = (IN_FORCE as readonly string[]).includes(status);
  if (!inForce && !FOR_ENDED.includes(code)) return movementMessages.ended;
  if (inForce && FOR_ENDED.includes(code)) return movementMessages.inForceOnly;
  return null;
}

/**
 * The ids of the types the motive step's picker offers a policy of this status: those the same
 * rule lets it ask, so the picker never offers one the server refuses at the step.
 */
export const offeredMovementTypes = (status: string): number[] =>
  REQUESTABLE.filter((code) => !typeProblem(status, code)).map(movementType);

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/**
 * The request's problems by field given the policy (its status code, validity and the date its
 * latest version takes effect): the type fits the policy (only a rehabilitation for one that
 * ended, never for one in force), the date falls within its validity and not before the
 * policy's last change (each version is the whole policy: one dated before the last would be
 * read "as of" no day after it), and the data step holds what the type asks.
 */
export function requestProblems(
  policy: { status: string; validity_from: string; validity_to: string; last_change?: string },
  motive: Values,
  data: Values | null,
): Record<string, string> {
  const code = movementCodeOf(motive.movement_type);
  const problems: Record<string, string> = { ...motiveProblems(motive) };
  const typeRefusal = code && typeProblem(policy.status, code);
  if (typeRefusal) problems.movement_type = typeRefusal;
  const effective = String(motive.effective_date ?? '');
  if (effective && (effective < policy.validity_from || effective > policy.validity_to))
    problems.effective_date = movementMessages.effectiveOutside
      .replace(':from', formatDate(policy.validity_from))
      .replace(':to', formatDate(policy.validity_to));
  else if (effective && policy.last_change && effective < policy.last_change)
    problems.effective_date = movementMessages.beforeLastChange.replace(
      ':date',
      formatDate(policy.last_change),
    );
  if (!code || !data) return problems;
  const asks = dataFieldsOf(motive);
  if (asks.includes('validity_from')) {
    if (blank(data.validity_from) || blank(data.validity_to))
      problems.validity_to = movementMessages.validityRequired;
    else if (String(data.validity_to) <= String(data.validity_from))
      problems.validity_to = movementMessages.validityOrder;
  }
  if (asks.includes('new_number') && blank(data.new_number))
    problems.new_number = movementMessages.numberRequired;
  const items = Array.isArray(data.added_items) ? data.added_items : [];
  const adds = asks.includes('added_items');
  const removes = asks.includes('removed_identifiers');
  if (adds && removes && !items.length && blank(data.removed_identifiers))
    problems.added_items = movementMessages.itemsRequired;
  else if (adds && !removes && !items.length) problems.added_items = movementMessages.addedRequired;
  else if (removes && !adds && blank(data.removed_identifiers))
    problems.removed_identifiers = movementMessages.removedRequired;
  const needed = [
    ['new_sum_insured', movementMessages.sumRequired],
    ['new_coverage_id', movementMessages.coverageRequired],
    ['new_state_id', movementMessages.stateRequired],
  ] as const;
  for (const [name, message] of needed)
    if (asks.includes(name) && blank(data[name])) problems[name] = message;
  if (asks.length === 1 && blank(data.description))
    problems.description = movementMessages.descriptionRequired;
  return problems;
}
