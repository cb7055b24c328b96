/**
 * Effective-dated history (entity option `history`, STYLE.md «History»): every change of a
 * record is kept as a version, numbered 1, 2, 3… in the order it was recorded, with the date it
 * takes effect (`effective_from`), when it was recorded and why (its cause, in Spanish). The
 * record "as of" a date is the version with the latest effective date on or before it (of two
 * on the same date, the later recorded). A version's snapshot holds the record's own fields and
 * the rows of its parts, never a secret, sealed or sensitive value. The server keeps them
 * (server/history/); the screens read them (resources/generic/history/); the diff of two is
 * versionDiff.ts.
 */
import type { Entity, EntityHistory, EntityPanel } from './entity';
import { isConfidential, type Field } from './fields';
import { formatDate } from './format';

/** The panel that draws the versions tab (resources/generic/recordPanels.tsx). */
export const HISTORY_PANEL = 'versions';

const DEFAULT_TAB = 'historical';
const DEFAULT_LABEL = 'Histórico';

/** The versions tab a record with history gets (domain/engine/entity.ts). */
export function historyPanel(history: EntityHistory | undefined): EntityPanel[] {
  if (!history) return [];
  return [
    {
      tab: history.tab ?? DEFAULT_TAB,
      label: history.label ?? DEFAULT_LABEL,
      panel: HISTORY_PANEL,
    },
  ];
}

type Row = Record<string, unknown>;

/** A record as one version keeps it: its fields, and each part's rows by the part's name. */
export interface VersionSnapshot {
  record: Row;
  parts: Record<string, Row[]>;
}

/** One version without its snapshot, as the versions list shows it. */
export interface VersionSummary {
  version: number;
  effective_from: string;
  /** The last day it is the one in effect; null while it is (or none later takes effect). */
  valid_to: string | null;
  recorded_at: string;
  cause: string;
  movement_id: string | null;
  actor_id: number | null;
  actor_name: string | null;
}

/** A part of the record: the entity and its reference field that cites the record. */
export interface HistoryPart {
  entity: Entity;
  field: string;
}

/** The parts `entity` declares, each with the reference field through which it cites the record. */
export function historyParts(entity: Entity, lookup: (name: string) => Entity): HistoryPart[] {
  return (entity.history?.parts ?? []).map((name) => {
    const part = lookup(name);
    const field = Object.entries(part.fields).find(
      ([, f]) => f.kind === 'reference' && f.target === entity.name,
    )?.[0];
    if (!field) throw new Error(`${entity.name}: history part ${name} cites no ${entity.name}`);
    return { entity: part, field };
  });
}

/** Kinds a version keeps: a value of the row itself (lists live in other tables). */
const KEPT_KINDS = new Set<Field['kind']>([
  'text',
  'longText',
  'integer',
  'decimal',
  'money',
  'boolean',
  'date',
  'datetime',
  'enumeration',
  'status',
  'reference',
  'email',
  'phone',
  'cuit',
  'url',
  'choiceList',
  'colour',
  'file',
  'richText',
  'typedValue',
]);

/** The fields a version keeps of `entity` (never a secret, sealed or sensitive one), but `omit`. */
export function versionedFields(entity: Entity, omit?: string): string[] {
  return Object.entries(entity.fields)
    .filter(([name, field]) => name !== omit && KEPT_KINDS.has(field.kind))
    .filter(([, field]) => !isConfidential(field))
    .map(([name]) => name);
}

/** `row` cut to the id and the kept fields (what a snapshot stores). */
export function versionRow(entity: Entity, row: Row, omit?: string): Row {
  const kept: Row = { id: row.id };
  for (const name of versionedFields(entity, omit)) kept[name] = row[name] ?? null;
  return kept;
}

/**
 * Version 1 of a record that has none (stored before the history, or in bulk, as the demo
 * data): effective on the declared field (`history.first`: a policy's validity start), caused
 * as declared («Emisión»), by nobody (the product). `parts`: each part's rows, as a version
 * keeps them. The server's backfill writes it; fixtures mode answers with it.
 */
export function firstVersion(entity: Entity, record: Row, parts: Record<string, Row[]>) {
  const first = entity.history!.first;
  return {
    version: 1,
    effective_from: String(record[first.field] ?? String(record.created_at).slice(0, 10)),
    cause: first.cause,
    movement_id: null,
    actor_id: null,
    snapshot: { record: versionRow(entity, record), parts } satisfies VersionSnapshot,
  };
}

/** Messages of the history's reads (server/history/versionRoutes.ts). */
export const historyMessages = {
  badDate: 'La fecha no es válida: escribila como AAAA-MM-DD (por ejemplo 2026-03-01).',
  badVersion: 'Elegí una versión por su número (1, 2, 3…).',
  noVersion: 'No existe la versión :version.',
  beforeFirst: 'No hay datos al :date: la primera versión rige desde el :first.',
  noHistory: 'Todavía no hay versiones registradas.',
} as const;

type Query = Record<string, unknown>;
type Problems = Record<string, string[]>;

/** What is wrong with an "as of" query's day (the server and fixtures mode answer it alike). */
export const asOfProblems = (query: Query): Problems =>
  calendarDay(query.date) ? {} : { date: [historyMessages.badDate] };

/** What is wrong with a comparison's two version numbers. */
export const compareProblems = (query: Query): Problems =>
  Object.fromEntries(
    ['from', 'to']
      .filter((key) => !/^[1-9]\d{0,6}$/.test(String(query[key] ?? '')))
      .map((key) => [key, [historyMessages.badVersion]]),
  );

/** The 404 of a day before a record's first version: from when there are data. */
export const beforeFirstMessage = (day: string, first: string | undefined) =>
  first === undefined
    ? historyMessages.noHistory
    : historyMessages.beforeFirst
        .replace(':date', formatDate(day))
        .replace(':first', formatDate(first));

/** A real calendar day written `YYYY-MM-DD`, or null. */
export function calendarDay(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  const same =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return same && y >= 1900 ? value : null;
}

/** The day before `day` (`YYYY-MM-DD`). */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * The last day each version is the one in effect: versions in effective order (ties: the later
 * recorded last); a version is in effect until the day before the next effective date, and one
 * replaced on its own date by a later one never is (its `valid_to` is the day before its start).
 */
export function validUntil(
  versions: readonly Pick<VersionSummary, 'version' | 'effective_from'>[],
): Map<number, string | null> {
  const ordered = [...versions].sort(
    (a, b) => a.effective_from.localeCompare(b.effective_from) || a.version - b.version,
  );
  const until = new Map<number, string | null>();
  ordered.forEach((v, i) => {
    const next = ordered[i + 1];
    until.set(v.version, next ? dayBefore(next.effective_from) : null);
  });
  return until;
}

/** The version in effect on `day` among `versions` (null: none had started). */
export function versionAsOf<V extends Pick<VersionSummary, 'version' | 'effective_from'>>(
  versions: readonly V[],
  day: string,
): V | null {
  let found: V | null = null;
  for (const v of versions)
    if (
      v.effective_from <= day &&
      (!found ||
        v.effective_from > found.effective_from ||
        (v.effective_from === found.effective_from && v.version > found.version))
    )
      found = v;
  return found;
}

/** «Versión 3, rige desde el 01/03/2026»: how a version is named in pickers and headings. */
export const versionName = (v: Pick<VersionSummary, 'version' | 'effective_from'>) =>
  `Versión ${v.version}, rige desde el ${formatDate(v.effective_from)}`;
