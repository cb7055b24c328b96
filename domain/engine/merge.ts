/**
 * Merging two records of one entity (a client and its duplicate, issue 12): the kept record
 * absorbs the duplicate's related records and embedded items, takes the values it lacks, and
 * the duplicate is deleted; the audit row of the merge keeps what undoing it needs. The
 * server does it (server/rest/merging.ts); the words and the summary's shape live here.
 */
import { ADMINISTRATOR, hasAccess, type AccessLists, type Requirement } from './access';
import { isBlank } from './display';
import { flagFields } from './duplicateReview';
import type { Entity, EntityRecordAction } from './entity';
import { canAccess } from './routeAccess';
import { validateRecord } from './validate';

type Row = Record<string, unknown>;

export const MERGE_ACTION = 'merge';
export const MERGE_DIALOG = 'merge';

/** The organization's administrators (the "administradores"), nobody else. */
export const MERGE_REQUIREMENT: Requirement = { permission: [ADMINISTRATOR] };

/** Whether records of the entity are ever merged: by hand, or by its duplicates review. */
export const mergesRecords = (entity: Entity) =>
  entity.recordActions.some((a) => a.action === MERGE_ACTION) || !!entity.duplicateReview;

/** Who undoes a merge from the audit trail: the organization's administrators who edit it. */
export const mayUndoMerge = (access: AccessLists | null | undefined, entity: Entity) =>
  mergesRecords(entity) &&
  canAccess(access, entity.name, 'edit') &&
  hasAccess(access, MERGE_REQUIREMENT);

export const mergeAction = (label: string): EntityRecordAction => ({
  action: MERGE_ACTION,
  label,
  requires: MERGE_REQUIREMENT,
  dialog: MERGE_DIALOG,
});

export const mergeMessages = {
  self: 'Elegí otro registro: no se puede fusionar un registro consigo mismo.',
  duplicateRequired: 'Elegí el registro duplicado.',
  tooMany:
    'Juntos tendrían :count elementos en :attribute y se admiten :max: quitá los que sobran antes de fusionar.',
  nothingToUndo: 'Este registro no tiene ninguna fusión para deshacer.',
  undoTaken: 'No se puede deshacer la fusión: ya existe un registro con el id del duplicado.',
  undoInvalid: 'No se puede deshacer la fusión: :reason',
  undone: 'Se deshizo la fusión: «:name» volvió a existir con sus registros.',
  merged: 'Listo: «:name» quedó fusionado en este registro.',
} as const;

/** One line of what a merge moves: a kind of record (or item) and how many. */
export interface MergeLine {
  label: string;
  count: number;
}

/**
 * What a merge does or did, in words: records moved per kind, links dropped because the kept
 * record already had them, embedded items moved, fields filled from the duplicate.
 */
export interface MergeSummary {
  moved: MergeLine[];
  dropped: MergeLine[];
  items: MergeLine[];
  filled: string[];
}

/** "Interacciones", or "Leads (Referido por el cliente)" when a kind points twice. */
export function referenceLineLabel(holder: Entity, field: string, ambiguous: boolean): string {
  const label = holder.label.many;
  return ambiguous ? `${label} (${holder.fields[field].label})` : label;
}

/**
 * Fields the kept record takes from the duplicate when it has none: what people type (not the
 * product's own `system` fields nor a duplicate's flag, not lists, not the values that must be unique, which the
 * duplicate still holds until it is deleted).
 */
export function fillableFields(entity: Entity): string[] {
  const flag = flagFields(entity);
  return Object.entries(entity.fields)
    .filter(
      ([name, f]) =>
        !flag.includes(name) &&
        !f.system &&
        !f.secret &&
        !f.unique &&
        f.kind !== 'embeddedList' &&
        f.kind !== 'referenceList' &&
        f.kind !== 'password',
    )
    .map(([name]) => name);
}

/**
 * The values the kept record takes from the duplicate: each fillable field it leaves blank and
 * the duplicate holds, shown for the kept record's kind (a razón social never fills a
 * person), dropped again when the result would break a rule (a company's CUIT on a person).
 */
export function mergeFill(entity: Entity, kept: Row, duplicate: Row): Row {
  let fill: Row = Object.fromEntries(
    fillableFields(entity)
      .filter((name) => isBlank(kept[name]) && !isBlank(duplicate[name]))
      .map((name) => [name, duplicate[name]]),
  );
  for (let round = 0; round < 3 && Object.keys(fill).length; round++) {
    const candidate = { ...kept, ...fill };
    const errors = validateRecord(entity, pickDeclared(entity, candidate), 'update').errors;
    const wrong = Object.keys(fill).filter(
      (name) => errors[name] || entity.fields[name].shownWhen?.(candidate) === false,
    );
    if (!wrong.length) break;
    fill = Object.fromEntries(Object.entries(fill).filter(([name]) => !wrong.includes(name)));
  }
  return fill;
}

/** The declared, non-list fields of a record, as validateRecord takes them. */
function pickDeclared(entity: Entity, record: Row): Row {
  return Object.fromEntries(
    Object.entries(entity.fields)
      .filter(([, f]) => !f.system && f.kind !== 'embeddedList' && f.kind !== 'password')
      .map(([name]) => [name, record[name]]),
  );
}
