/**
 * How an audit row reads: the record's section in Spanish and the change as one line per field
 * with its Spanish label and its value before and after. The row's `changes` holds the values
 * written (create), the values removed (delete) or `{field: {from, to}}` (update).
 */
import { displayValue, isBlank } from '../../../domain/engine/display';
import { entityByName, findEntity } from '../../../domain/entities';
import type { Entity } from '../../../domain/engine/entity';
import { branches } from '../../../domain/enums/branches';
import { organizations } from '../../../domain/enums/catalogues';
import { opportunityFlow } from '../../../domain/flows/opportunityFlow';
import { choicesOf, type Field } from '../../../domain/engine/fields';
import { formatDateTime } from '../../../domain/engine/format';
import { auditActions } from '../../../domain/entities/audit';
import { optionById } from '../../../domain/engine/defineEnum';
import { appMessages } from '../../../providers/i18n/appMessages';

export type AuditActionCode = 'create' | 'update' | 'delete';

export interface ChangeRow {
  name: string;
  label: string;
  /** The declared field, when there is one (references are named by their record). */
  field?: Field;
  before: unknown;
  after: unknown;
}

/** Columns the product writes besides the declared fields, and how they are named. */
const systemFields: ReadonlyMap<string, Field> = new Map<string, Field>([
  ['id', { kind: 'integer', label: appMessages.app.fields.id }],
  ['created_at', { kind: 'datetime', label: appMessages.app.fields.created_at }],
  ['updated_at', { kind: 'datetime', label: appMessages.app.fields.updated_at }],
  [
    'organization_id',
    { kind: 'choiceList', label: 'Organización', choices: choicesOf(organizations) },
  ],
]);

/**
 * The wizards' step forms by name (`flows/opportunity/car/vehicle`): a step's audit row concerns
 * the flow's record (the opportunity, by its id) and its fields are the form's.
 */
const stepForms: ReadonlyMap<string, { form: Entity; owner: Entity }> = new Map(
  [opportunityFlow].flatMap((flow) =>
    branches.options.flatMap((branch) =>
      flow
        .stepsFor(branch.id)
        .filter((step) => step.form)
        .map((step) => [step.form!.name, { form: step.form!, owner: entityByName(flow.entity) }]),
    ),
  ),
);

/** The declaration whose fields a row's changes are: the entity, or a wizard step's form. */
const changedEntity = (resource: unknown): Entity | undefined =>
  findEntity(String(resource ?? '')) ?? stepForms.get(String(resource ?? ''))?.form;

/** The section whose record a row names: the entity, or the record a wizard step fills. */
export const recordSection = (resource: unknown): Entity | undefined =>
  findEntity(String(resource ?? '')) ?? stepForms.get(String(resource ?? ''))?.owner;

/**
 * The section a row concerns, in Spanish ("Compañía", "Oportunidad › Vehículo" for a wizard's
 * step); an unknown route stays as written.
 */
export function sectionLabel(resource: unknown): string {
  const entity = findEntity(String(resource ?? ''));
  if (entity) return entity.label.one;
  const step = stepForms.get(String(resource ?? ''));
  return step ? `${step.owner.label.one} › ${step.form.label.one}` : String(resource ?? '');
}

function parse(changes: unknown): Record<string, unknown> {
  if (changes && typeof changes === 'object' && !Array.isArray(changes))
    return changes as Record<string, unknown>;
  try {
    const parsed = JSON.parse(String(changes ?? '{}'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  !!value && typeof value === 'object' && !Array.isArray(value) && 'to' in value;

function fieldOf(entity: Entity | undefined, name: string): Field | undefined {
  if (entity && Object.hasOwn(entity.fields, name)) return entity.fields[name];
  return systemFields.get(name);
}

/** One row per field, in the declaration's order (then any other key), with before and after. */
export function changeRows(
  resource: unknown,
  action: AuditActionCode,
  changes: unknown,
): ChangeRow[] {
  const entity = changedEntity(resource);
  const values = parse(changes);
  const declared = entity ? Object.keys(entity.fields) : [];
  const names = Object.keys(values).sort(
    (a, b) => rank(declared, a) - rank(declared, b) || a.localeCompare(b),
  );
  return names.map((name) => {
    const field = fieldOf(entity, name);
    const value = values[name];
    const [before, after] =
      action === 'update' && isChange(value)
        ? [value.from, value.to]
        : action === 'delete'
          ? [value, undefined]
          : [undefined, value];
    return { name, label: field?.label ?? name, field, before, after };
  });
}

const rank = (declared: string[], name: string) => {
  const i = declared.indexOf(name);
  return i < 0 ? declared.length + (name === 'updated_at' ? 1 : 0) : i;
};

/** A marker the server writes instead of a value, such as "[oculto]" for a secret. */
const isMarker = (value: unknown) => typeof value === 'string' && /^\[[^\]]+\]$/.test(value);

/** A value as people read it; references and reference lists are named by the screen. */
export function formatChangeValue(field: Field | undefined, value: unknown): string {
  if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return '—';
  if (isMarker(value)) return String(value);
  if (!field) return typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (field.kind === 'datetime') return formatDateTime(String(value));
  if (field.kind === 'choiceList' && !Array.isArray(value))
    return displayValue(field, [value]) || String(value);
  return displayValue(field, value) || String(value);
}

/** The record's name as the change itself carries it (its label field), if it does. */
export function nameInChanges(resource: unknown, action: AuditActionCode, changes: unknown) {
  const entity = findEntity(String(resource ?? ''));
  if (!entity) return undefined;
  const row = changeRows(resource, action, changes).find((r) => r.name === entity.recordLabel);
  const value = row ? (action === 'delete' ? row.before : row.after) : undefined;
  return isBlank(value) ? undefined : formatChangeValue(row?.field, value);
}

/** The action of a stored audit row, by its code. */
export function actionCode(record: Record<string, unknown>): AuditActionCode {
  return (optionById(auditActions, Number(record.action))?.code ?? 'update') as AuditActionCode;
}
