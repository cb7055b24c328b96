/**
 * Reviewing records flagged as another's duplicate (entity option `duplicateReview`; issue 13
 * section 2, the opportunities that arrive twice from the web). A new record that comes in the
 * way the declaration says (`intake`) and matches a still-open one (`same`, `sameAnyOf`,
 * `original`) is stored flagged: the single values of its list view's filter (substatus 20) and
 * the original's id in `originalField`. Only the product sets or clears the flag; a request may
 * not (`flagWriteProblems`, checked with the system fields in settableFields.ts). Whoever may
 * open that list reviews it beside its original and either merges it into the original (the
 * merge engine, domain/engine/merge.ts) or says it is not a duplicate, which clears the flag. The
 * server (server/rest/duplicateReview*.ts) and fixtures mode
 * (fixtures/server/writes.ts) apply these same rules.
 */
import type { AccessLists } from './access';
import { isBlank } from './display';
import type { Entity } from './entity';
import {
  inListView,
  listViewOf,
  mayOpenListView,
  type EntityListView,
  type ListViewValue,
} from './listViews';
import { interpolate } from './messages';
import { canAccess } from './routeAccess';

type Row = Readonly<Record<string, unknown>>;

export interface DuplicateReview {
  /** The list view (`listViews`) where flagged records wait: its filter is the flag. */
  view: string;
  /** A system reference to the same entity: the record it duplicates. */
  originalField: string;
  /** Which new records are checked (those from the web nobody holds yet), by their values. */
  intake: (values: Row) => boolean;
  /** Fields the original holds the same value of (the branch). */
  same: readonly string[];
  /** Fields of which at least one, not blank, is the same (the client or the lead). */
  sameAnyOf: readonly string[];
  /** What an original still holds (an open status), as a list view's conditions. */
  original: Readonly<Record<string, ListViewValue>>;
}

export const duplicateReviewMessages = {
  panelTitle: 'Posible duplicado',
  explanation:
    'Llegó mientras «:original» seguía abierta con los mismos datos. Compará las dos y decidí: fusionarla, marcarla como no duplicada o descartarla con sus acciones.',
  originalGone:
    'La original ya no existe o no está a tu alcance. Si ya no existe, marcá esta como no duplicada; si la tiene otro equipo, pedile a su supervisor que la revise.',
  flagByHand: '«:value» lo pone y lo quita la revisión de duplicados, no el formulario.',
  notFlagged: 'Este registro ya no está marcado como duplicado: otra persona lo resolvió.',
  merge: 'Fusionar con la original',
  mergeConfirm:
    'Se pasa a la original lo que tenga esta (cotizaciones, llamadas…), se completan los datos que a la original le falten y esta se elimina. ¿Continuamos?',
  merged: 'Listo: quedó fusionada en «:original».',
  dismiss: 'No es duplicada',
  dismissed: 'Listo: ya no figura como duplicada.',
  thisOne: 'Esta (duplicada)',
  theOriginal: 'Original',
} as const;

/** The list view whose filter marks a flagged record. */
export function reviewView(entity: Entity): EntityListView {
  const review = entity.duplicateReview!;
  return listViewOf(entity, review.view)!;
}

/** The view's single values, which mark a flagged record (substatus 20). */
function flagMarks(entity: Entity): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(reviewView(entity).filter).filter(([, v]) => v !== null && !Array.isArray(v)),
  );
}

/** The values that flag a record as the duplicate of `originalId`. */
export function flagValues(entity: Entity, originalId: unknown): Record<string, unknown> {
  return { ...flagMarks(entity), [entity.duplicateReview!.originalField]: originalId };
}

/** The fields the flag writes: never taken from a request, nor filled by a merge. */
export const flagFields = (entity: Entity): string[] =>
  entity.duplicateReview ? Object.keys(flagValues(entity, null)) : [];

/**
 * A request that would set the flag's mark (substatus 20) or take it away: refused, as a system
 * field is (the original's field is one). `current` is null on create.
 */
export function flagWriteProblems(
  entity: Entity,
  current: Row | null,
  input: Row,
): Record<string, string[]> {
  if (!entity.duplicateReview) return {};
  const errors: Record<string, string[]> = {};
  for (const [name, mark] of Object.entries(flagMarks(entity))) {
    if (!(name in input)) continue;
    const was = current ? String(current[name]) === String(mark) : false;
    const becomes = String(input[name]) === String(mark);
    if (was === becomes) continue;
    const field = entity.fields[name];
    const value =
      field.kind === 'enumeration'
        ? (field.enumeration.options.find((o) => String(o.id) === String(mark))?.label ?? mark)
        : mark;
    errors[name] = [interpolate(duplicateReviewMessages.flagByHand, { value: String(value) })];
  }
  return errors;
}

/** The values that clear the flag ("No es duplicada"). */
export function clearedFlag(entity: Entity): Record<string, null> {
  return Object.fromEntries(flagFields(entity).map((name) => [name, null]));
}

/**
 * Whether a stored record waits for review: in the view (flagged, still open). Its original may
 * be unknown (flagged before the product kept it): then it can only be declared no duplicate.
 */
export function isFlagged(entity: Entity, record: Row | undefined | null): boolean {
  return !!entity.duplicateReview && !!record && inListView(reviewView(entity), record);
}

/** Who reviews: whoever may open the view and edit the records (server and screen alike). */
export const mayReviewDuplicates = (access: AccessLists | null | undefined, entity: Entity) =>
  !!entity.duplicateReview &&
  mayOpenListView(access, entity, reviewView(entity)) &&
  canAccess(access, entity.name, 'edit');

/** Whether a new record is checked for an original: it came in the declared way and says whom. */
export function isCheckedAtIntake(entity: Entity, values: Row): boolean {
  const review = entity.duplicateReview;
  return (
    !!review &&
    review.intake(values) &&
    review.same.every((name) => !isBlank(values[name])) &&
    review.sameAnyOf.some((name) => !isBlank(values[name]))
  );
}

/**
 * The new record's values, flagged when it repeats an open original: the one `originalOf`
 * finds (the oldest; the server by a query, fixtures mode over its collection), asked only of
 * a record checked at intake.
 */
export async function flagAtIntake(
  entity: Entity,
  values: Row,
  originalOf: () => unknown,
): Promise<Row> {
  if (!isCheckedAtIntake(entity, values)) return values;
  const original = await originalOf();
  return isBlank(original) ? values : { ...values, ...flagValues(entity, original) };
}

/** Whether a stored row is an original of the new record's `values` (fixtures mode, tests). */
export function isOriginalOf(entity: Entity, values: Row, row: Row): boolean {
  const review = entity.duplicateReview!;
  const same = (name: string) => String(row[name]) === String(values[name]);
  return (
    inListView({ path: '', label: '', filter: review.original }, row) &&
    isBlank(row[review.originalField]) &&
    review.same.every(same) &&
    review.sameAnyOf.some((name) => !isBlank(values[name]) && same(name))
  );
}

/** Refuses, when declared, a review the engine could not serve. */
export function checkDuplicateReview(config: {
  name: string;
  fields: Record<string, { kind: string; system?: boolean; target?: string }>;
  listViews?: readonly EntityListView[];
  duplicateReview?: DuplicateReview;
}) {
  const review = config.duplicateReview;
  if (!review) return;
  const original = config.fields[review.originalField];
  if (original?.kind !== 'reference' || original.target !== config.name || !original.system)
    throw new Error(`${config.name}: ${review.originalField} must be a system reference to itself`);
  const view = config.listViews?.find((v) => v.path === review.view);
  if (!view) throw new Error(`${config.name}: duplicateReview.view ${review.view} is not a view`);
  if (!Object.values(view.filter).some((v) => v !== null && !Array.isArray(v)))
    throw new Error(`${config.name}: the review's view must mark flagged records with one value`);
  for (const name of [...review.same, ...review.sameAnyOf, ...Object.keys(review.original)])
    if (!config.fields[name]) throw new Error(`${config.name}: duplicateReview names ${name}`);
}

/**
 * The fields compared side by side: the list's columns and every other field a person types,
 * not the flag itself nor the computed title (the page's heading already says it).
 */
export function comparedFields(entity: Entity): string[] {
  const flag = flagFields(entity);
  return Object.entries(entity.fields)
    .filter(([name]) => !flag.includes(name))
    .filter(([, f]) => f.kind !== 'embeddedList' && f.kind !== 'password' && !f.secret)
    .filter(([name, f]) => !f.system || entity.list.includes(name))
    .filter(([name]) => name !== entity.recordLabel)
    .map(([name]) => name);
}
