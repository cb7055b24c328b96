/**
 * Reviewing records flagged as another's duplicate (entity option `duplicateReview`; issue 13
 * section 2, the opportunities that arrive twice from the web). A new record that comes in the
 * way the declaration says (`intake`) and matches a still-open one (`same`, `sameAnyOf`,
 * `original`) is stored flagged: the values of its list view's filter (substatus 20) and the
 * original's id in `originalField`. Whoever may open that list reviews it beside its original
 * and either merges it into the original (the merge engine, domain/merge.ts) or says it is not
 * a duplicate, which clears the flag. The server (server/resources/duplicateReview*.ts) and
 * fixtures mode (fixtures/server/duplicateReview.ts) apply these same rules.
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
import { canAccess } from './routes';

type Row = Readonly<Record<string, unknown>>;

export interface DuplicateReview {
  /** The list view (`listViews`) where flagged records wait: its filter is the flag. */
  view: string;
  /** A system reference to the same entity: the record it duplicates. */
  originalField: string;
  /** Which new records are checked (those that came from the web), by their values. */
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
    'Llegó mientras «:original» seguía abierta con los mismos datos. Compará las dos y decidí.',
  originalGone: 'La original ya no existe o no está a tu alcance: marcala como no duplicada.',
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

/** The values that flag a record as the duplicate of `originalId`. */
export function flagValues(entity: Entity, originalId: unknown): Record<string, unknown> {
  const review = entity.duplicateReview!;
  const flag = Object.fromEntries(
    Object.entries(reviewView(entity).filter).filter(([, v]) => v !== null && !Array.isArray(v)),
  );
  return { ...flag, [review.originalField]: originalId };
}

/** The values that clear the flag ("No es duplicada"). */
export function clearedFlag(entity: Entity): Record<string, null> {
  const names = [...Object.keys(flagValues(entity, null))];
  return Object.fromEntries(names.map((name) => [name, null]));
}

/** Whether a stored record is flagged and waits for review. */
export function isFlagged(entity: Entity, record: Row | undefined | null): boolean {
  const review = entity.duplicateReview;
  return (
    !!review &&
    !!record &&
    inListView(reviewView(entity), record) &&
    !isBlank(record[review.originalField])
  );
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

/** Whether a stored row is an original of the new record's `values` (fixtures mode, tests). */
export function isOriginalOf(entity: Entity, values: Row, row: Row): boolean {
  const review = entity.duplicateReview!;
  const same = (name: string) => String(row[name]) === String(values[name]);
  return (
    inListView({ path: '', label: '', filter: review.original }, row) &&
    !isFlagged(entity, row) &&
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
  for (const [name, value] of Object.entries(view.filter))
    if (value === null || Array.isArray(value) || !config.fields[name]?.system)
      throw new Error(
        `${config.name}: the review's flag ${name} must be one value of a system field`,
      );
  for (const name of [...review.same, ...review.sameAnyOf, ...Object.keys(review.original)])
    if (!config.fields[name]) throw new Error(`${config.name}: duplicateReview names ${name}`);
}

/**
 * The fields compared side by side: the list's columns and every other field a person types,
 * not the flag itself nor the computed title (the page's heading already says it).
 */
export function comparedFields(entity: Entity): string[] {
  const review = entity.duplicateReview!;
  const flag = Object.keys(flagValues(entity, null));
  return Object.entries(entity.fields)
    .filter(([name]) => !flag.includes(name) && name !== review.originalField)
    .filter(([, f]) => f.kind !== 'embeddedList' && f.kind !== 'password' && !f.secret)
    .filter(([name, f]) => !f.system || entity.list.includes(name))
    .filter(([name]) => name !== entity.recordLabel)
    .map(([name]) => name);
}
