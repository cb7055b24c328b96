/**
 * A client's history ("Historial", issue 12): one feed per account, and per economic group
 * across its member accounts, merging what happened with the client. Each kind of item is one
 * entry of `timelineKinds`: a later area (opportunities, contracts, claims) adds its records by
 * adding an entry here; the server (server/timeline/), fixtures mode and the panel read this
 * list and never name a kind themselves.
 */
import type { Entity } from './engine/entity';
import { entities, entityByName } from './entities';
import { taskDirectLinks } from './entities/clientActivity';
import type { FieldErrors } from './engine/validate';

/** The records items hang from: a feed is about accounts (the page's, or a group's). */
export const TIMELINE_SUBJECT = 'account';

/** Records of one entity hanging from a client, each an item at its own time. */
export interface TimelineRecords {
  entity: string;
  /** Its reference to the client (the subject). */
  link: string;
  /**
   * Its references to a page's record itself, by the page's entity: those rows show on that
   * feed beside the ones of its clients (a task about a whole group on the group's).
   */
  direct?: Readonly<Record<string, string>>;
  /** The item's time: the first of these date-time fields (or created_at) that holds one. */
  at: readonly string[];
  /** What the time means when it is not when it happened ("Vence"). */
  atLabel?: string;
  /** Fields shown under the title as "Etiqueta: valor". */
  facts: readonly string[];
  /** A longer text shown under the facts (notes). */
  text?: string;
}

/** The audit trail's rows about the clients, the page's record and records hanging from them. */
export interface TimelineChanges {
  /** Records whose every change shows (besides those of the record kinds, whose creation is the item itself). */
  related: readonly { entity: string; link: string }[];
}

export type TimelineKind = { code: string; label: string } & (
  { records: TimelineRecords; changes?: never } | { changes: TimelineChanges; records?: never }
);

export const timelineKinds: readonly TimelineKind[] = [
  {
    code: 'interaction',
    label: 'Interacciones',
    records: {
      entity: 'interaction',
      link: 'account_id',
      at: ['occurred_at'],
      facts: ['direction', 'duration_minutes'],
      text: 'notes',
    },
  },
  {
    code: 'task',
    label: 'Tareas',
    records: {
      entity: 'task',
      link: 'account_id',
      direct: taskDirectLinks,
      at: ['due_at'],
      atLabel: 'Vence',
      facts: ['status', 'priority', 'assignee_id'],
      text: 'notes',
    },
  },
  {
    code: 'contract',
    label: 'Pólizas',
    records: {
      entity: 'contract',
      link: 'account_id',
      at: [],
      facts: ['branch_id', 'status', 'company_id', 'validity_to', 'premium'],
    },
  },
  {
    code: 'change',
    label: 'Cambios',
    changes: { related: [{ entity: 'account_contact', link: 'account_id' }] },
  },
];

export const timelineKindCodes = timelineKinds.map((k) => k.code);

/** Panel name of the feed in entity `panels` (domain/engine/detailTabs.ts). */
export const TIMELINE_PANEL = 'timeline';

/**
 * How a page's record reaches its accounts: null for the account itself, else the account's
 * reference field pointing at it (an economic group: `economic_group_id`).
 */
export function subjectLinkOf(parent: Entity): string | null {
  if (parent.name === TIMELINE_SUBJECT) return null;
  const subject = entityByName(TIMELINE_SUBJECT);
  const found = Object.entries(subject.fields).find(
    ([, field]) => field.kind === 'reference' && field.target === parent.name,
  );
  if (!found) throw new Error(`${parent.name}: no ${TIMELINE_SUBJECT} field points at it`);
  return found[0];
}

/** How rows hang from a feed's subject: its accounts by `link`, a page's record by `direct`. */
export type TimelineLinks = Pick<TimelineRecords, 'link' | 'direct'>;

/** The reference of `records` naming a `parent` record itself (`direct`), if it declares one. */
export const directLinkOf = (records: TimelineLinks, parent: Entity) =>
  records.direct && Object.hasOwn(records.direct, parent.name)
    ? records.direct[parent.name]
    : undefined;

/** Entities whose pages show the feed (they declare the timeline panel). */
export const timelineParents = (): Entity[] =>
  entities.filter((e) => e.panels.some((p) => p.panel === TIMELINE_PANEL));

export const TIMELINE_PAGE = { size: 20, max: 100 } as const;

export const timelineMessages = {
  kind: `El campo kind admite ${timelineKindCodes.join(', ')}, separados por comas.`,
  limit: `El campo limit debe ser un número entero entre 1 y ${TIMELINE_PAGE.max}.`,
  before:
    'El campo before debe ser el valor next de la página anterior o una fecha y hora ISO 8601.',
  empty: 'Todavía no hay novedades en el historial.',
  emptyKinds: 'No hay novedades de los tipos elegidos.',
  failed: 'No se pudo cargar el historial.',
  all: 'Todo',
  more: 'Ver más',
  retry: 'Reintentar',
  filter: 'Filtrar el historial por tipo',
  hiddenRecord: 'registro no visible',
  otherUser: 'otro usuario',
  system: 'Sistema',
} as const;

/** Where the next page starts: strictly older than `at`, or at `at` with a smaller key. */
export interface TimelineCursor {
  at: string;
  key: string | null;
}

export interface TimelineQuery {
  kinds: readonly TimelineKind[];
  before: TimelineCursor | null;
  limit: number;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const KEY = /^[a-z_]+:[A-Za-z0-9-]{1,64}$/;

export const cursorOf = (item: { at: string; id: string }) => `${item.at}|${item.id}`;

export function parseCursor(raw: unknown): TimelineCursor | null {
  if (typeof raw !== 'string') return null;
  const [at, key, ...rest] = raw.split('|');
  if (rest.length || !ISO_INSTANT.test(at) || Number.isNaN(Date.parse(at))) return null;
  if (key !== undefined && !KEY.test(key)) return null;
  return { at: new Date(at).toISOString(), key: key ?? null };
}

const kindsIn = (raw: unknown) =>
  typeof raw === 'string' ? raw.split(',').map((code) => code.trim()) : null;

/** The Spanish problems of a feed's query, per key (unknown keys are the route's business). */
export function timelineQueryProblems(query: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  if (query.kind !== undefined) {
    const codes = kindsIn(query.kind);
    if (!codes || codes.some((code) => !timelineKindCodes.includes(code)))
      errors.kind = [timelineMessages.kind];
  }
  if (query.limit !== undefined) {
    const limit = typeof query.limit === 'string' && /^\d{1,3}$/.test(query.limit);
    const value = Number(query.limit);
    if (!limit || value < 1 || value > TIMELINE_PAGE.max) errors.limit = [timelineMessages.limit];
  }
  if (query.before !== undefined && !parseCursor(query.before))
    errors.before = [timelineMessages.before];
  return errors;
}

/** A query `timelineQueryProblems` found nothing wrong with. */
export function parseTimelineQuery(query: Record<string, unknown>): TimelineQuery {
  const codes = kindsIn(query.kind);
  return {
    kinds: codes ? timelineKinds.filter((k) => codes.includes(k.code)) : timelineKinds,
    before: query.before === undefined ? null : parseCursor(query.before),
    limit: query.limit === undefined ? TIMELINE_PAGE.size : Number(query.limit),
  };
}

/** Newest first; equal times by key, so every page boundary is exact. */
export function compareItems(a: { at: string; id: string }, b: { at: string; id: string }) {
  if (a.at !== b.at) return a.at < b.at ? 1 : -1;
  return a.id === b.id ? 0 : a.id < b.id ? 1 : -1;
}

/** Whether an item belongs after the cursor (on a later page than the one that ended there). */
export function isBefore(item: { at: string; id: string }, cursor: TimelineCursor | null) {
  if (!cursor) return true;
  if (item.at !== cursor.at) return item.at < cursor.at;
  return cursor.key !== null && item.id < cursor.key;
}

/**
 * One page out of candidates gathered per source (each source's newest `limit + 1` after the
 * cursor, plus any sharing the cursor's time): merged, ordered, cut, with the next cursor.
 */
export function pageOf<T extends { at: string; id: string }>(
  candidates: T[],
  query: Pick<TimelineQuery, 'before' | 'limit'>,
) {
  const sorted = candidates.filter((c) => isBefore(c, query.before)).sort(compareItems);
  const page = sorted.slice(0, query.limit);
  const next = sorted.length > query.limit ? cursorOf(page[page.length - 1]) : null;
  return { page, next };
}
