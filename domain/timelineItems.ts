/**
 * How each row of a client's history reads (domain/timeline.ts): a record of a kind (an
 * interaction, a task) or an audit row, in Spanish, with references named, never codes or
 * secrets. The server and fixtures mode build the same items; the names of cited records come
 * from a `TimelineNames`, which each of them fills with what the viewer may read.
 */
import { displayValue, isBlank, recordName } from './engine/display';
import { entityByName, findEntity } from './entities';
import { auditActions } from './entities/audit';
import { optionById } from './engine/defineEnum';
import type { Entity } from './engine/entity';
import { isConfidential, type Field } from './engine/fields';
import { formatArgentineDateTime } from './engine/format';
import { REDACTED } from './engine/secrets';
import { TIMELINE_SUBJECT, timelineMessages, type TimelineKind } from './timeline';

type Row = Record<string, unknown>;

export interface TimelineChange {
  label: string;
  from: string | null;
  to: string | null;
}

export interface TimelineItem {
  /** `{kind}:{record or audit row id}`: unique in a feed, and the tie-breaker of its order. */
  id: string;
  kind: string;
  /** ISO instant. */
  at: string;
  /** What `at` means when it is not when it happened ("Vence"). */
  at_label: string | null;
  title: string;
  facts: string[];
  text: string | null;
  /** Who wrote an audit row. */
  by: string | null;
  /** The client the item is about. */
  account: { id: string; label: string } | null;
  /** The record to open, when it still exists and the viewer sees it. */
  record: { resource: string; id: string | number } | null;
  changes: TimelineChange[];
}

/** An audit row as stored (`admin/audit`). */
export interface AuditRow {
  id: unknown;
  user_id: unknown;
  resource: unknown;
  record_id: unknown;
  action: unknown;
  changes: unknown;
  created_at: unknown;
}

const MAX_TEXT = 300;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);
const key = (id: unknown) => String(id);

/**
 * Records the feed cites, by entity and id, as the viewer may read them. Asking for one not
 * loaded yet notes it as missing (the caller loads the missing ones and builds again); one
 * loaded as absent (not visible) names nothing.
 */
export class TimelineNames {
  private records = new Map<string, Map<string, Row | null>>();
  readonly missing = new Map<string, Set<string>>();

  add(target: string, rows: Row[], asked: unknown[] = []) {
    const byId = this.records.get(target) ?? new Map<string, Row | null>();
    for (const id of asked) if (!byId.has(key(id))) byId.set(key(id), null);
    for (const row of rows) byId.set(key(row.id), row);
    this.records.set(target, byId);
    this.missing.delete(target);
  }

  record(target: string, id: unknown): Row | undefined {
    if (isBlank(id)) return undefined;
    const found = this.records.get(target)?.get(key(id));
    if (found !== undefined) return found ?? undefined;
    const wanted = this.missing.get(target) ?? new Set<string>();
    this.missing.set(target, wanted.add(key(id)));
    return undefined;
  }

  /** A record's name; a label that is itself a reference (a contact link) names its target. */
  name(target: string, id: unknown): string | undefined {
    const entity = findEntity(target);
    const row = entity && this.record(target, id);
    return row ? nameOf(entity, row, this) : undefined;
  }
}

function nameOf(entity: Entity, row: Row, names: TimelineNames): string {
  const field = entity.fields[entity.recordLabel];
  if (field?.kind === 'reference') return names.name(field.target, row[entity.recordLabel]) ?? '';
  return recordName(entity, row);
}

/** A value as people read it; references by name, secrets and masks as the trail keeps them. */
function shown(field: Field, value: unknown, names: TimelineNames): string | null {
  if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return null;
  if (isConfidential(field)) return REDACTED;
  if (typeof value === 'string' && /^\[[^\]]+\]$/.test(value)) return value;
  if (field.kind === 'reference')
    return names.name(field.target, value) ?? timelineMessages.hiddenRecord;
  if ((field.kind === 'referenceList' || field.kind === 'memberList') && Array.isArray(value))
    return value
      .map((id) => names.name(field.target, id) ?? timelineMessages.hiddenRecord)
      .join(', ');
  if (field.kind === 'datetime') return formatArgentineDateTime(String(value));
  if (typeof value === 'object' && !Array.isArray(value)) return 'modificado';
  if (Array.isArray(value) && value.some((v) => typeof v === 'object'))
    return `${value.length} elementos`;
  return clip(displayValue(field, value) || String(value));
}

const accountOf = (id: unknown, names: TimelineNames) => {
  const label = names.name(TIMELINE_SUBJECT, id);
  return label === undefined ? null : { id: key(id), label };
};

/** An interaction, a task…: the record at its time, titled by its name, with its facts. */
export function recordItem(
  kind: TimelineKind & { records: object },
  record: Row,
  at: string,
  names: TimelineNames,
): TimelineItem {
  const { entity: name, link, atLabel, facts, text } = kind.records;
  const entity = entityByName(name);
  const body = text && !isBlank(record[text]) ? clip(String(record[text])) : null;
  return {
    id: `${kind.code}:${key(record.id)}`,
    kind: kind.code,
    at,
    at_label: atLabel ?? null,
    title: nameOf(entity, record, names) || entity.label.one,
    facts: facts.flatMap((f) => {
      const value = shown(entity.fields[f], record[f], names);
      return value === null ? [] : [`${entity.fields[f].label}: ${value}`];
    }),
    text: body,
    by: null,
    account: accountOf(record[link], names),
    record: { resource: name, id: record.id as string | number },
    changes: [],
  };
}

function parseChanges(changes: unknown): Row {
  try {
    const parsed = typeof changes === 'string' ? JSON.parse(changes) : changes;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

const isChange = (v: unknown): v is { from: unknown; to: unknown } =>
  !!v && typeof v === 'object' && !Array.isArray(v) && 'to' in v;

/** The declared, non-system fields an update changed, in declaration order. */
function changeRows(entity: Entity, values: Row, names: TimelineNames): TimelineChange[] {
  return Object.entries(entity.fields).flatMap(([name, field]) => {
    const value = values[name];
    if (field.system || !isChange(value)) return [];
    return [
      {
        label: field.label,
        from: shown(field, value.from, names),
        to: shown(field, value.to, names),
      },
    ];
  });
}

/**
 * An audit row: "Modificación de Cliente" with the record's name, who and the fields it
 * changed (an addition or removal names the record only). `link` is the related entity's
 * reference to the client (absent for the client or the page's own record).
 */
export function changeItem(row: AuditRow, names: TimelineNames, link?: string): TimelineItem {
  const entity = entityByName(String(row.resource));
  const action = optionById(auditActions, Number(row.action));
  const values = parseChanges(row.changes);
  const current = action?.code === 'delete' ? undefined : names.record(entity.name, row.record_id);
  const written = action?.code === 'update' ? {} : values;
  const label = entity.fields[entity.recordLabel];
  const name = current
    ? nameOf(entity, current, names)
    : label && !isBlank(written[entity.recordLabel])
      ? shown(label, written[entity.recordLabel], names)
      : null;
  const account =
    entity.name === TIMELINE_SUBJECT
      ? row.record_id
      : link
        ? (current?.[link] ?? (isChange(values[link]) ? values[link].to : values[link]))
        : undefined;
  return {
    id: `change:${key(row.id)}`,
    kind: 'change',
    at: new Date(String(row.created_at)).toISOString(),
    at_label: null,
    title: `${action?.label ?? 'Cambio'} de ${entity.label.one.toLowerCase()}`,
    facts: name ? [name] : [],
    text: null,
    by:
      row.user_id === null || row.user_id === undefined
        ? timelineMessages.system
        : (names.name('auth-admin/user', row.user_id) ?? timelineMessages.otherUser),
    account: account === undefined ? null : accountOf(account, names),
    record: current ? { resource: entity.name, id: current.id as string | number } : null,
    changes: action?.code === 'update' ? changeRows(entity, values, names) : [],
  };
}

/**
 * Builds the page's items, loading what they cite in rounds (a contact link's contact is known
 * once the link is): `load` reads the missing records of each entity as the viewer sees them.
 */
export async function buildItems(
  build: () => TimelineItem[],
  names: TimelineNames,
  load: (target: string, ids: string[]) => Promise<Row[]>,
): Promise<TimelineItem[]> {
  for (let round = 0; round < 4; round++) {
    const items = build();
    if (!names.missing.size) return items;
    for (const [target, ids] of [...names.missing]) {
      const wanted = [...ids];
      names.add(target, await load(target, wanted), wanted);
    }
  }
  return build();
}
