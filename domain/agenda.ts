/**
 * The agenda (route `schedule`, issue 12): what sits on a person's calendar, as a declared list
 * of sources. Each source names an entity and its date field; the screen reads it through the
 * entity's own list route (so record scope decides whose items show) and a drag is a normal
 * update of that field. Later areas (renewal dates, claims' schedules) add a source here
 * instead of editing the screen.
 */
import type { AccessLists } from './engine/access';
import { throughFilterOf } from './engine/detailTabs';
import { entityByName } from './entities';
import { isOpenTask, taskDirectLinks } from './entities/clientActivity';
import { optionByCode, optionById, type EnumDef } from './engine/defineEnum';
import { taskPriorities, taskStatuses } from './enums/clients';
import { canAccess } from './engine/routeAccess';
import { seesOnlyAssigned } from './engine/recordScope';
import { statusTones, toneColour } from './statusCatalogue';

export type AgendaRecord = Record<string, unknown> & { id: string | number };

export interface AgendaSource {
  /** The declared entity whose records are items. */
  entity: string;
  /** Its date or date-time field: where an item sits, and what dragging it changes. */
  at: string;
  /** The field that names an item. */
  title: string;
  /** The user reference saying whose an item is: the agenda's "Responsable" filter. */
  person?: string;
  /** A reference an item also opens (a task's client). */
  related?: string;
  /**
   * Its references to a page's record itself, by the page's entity: that page's agenda shows
   * those items beside the ones of its clients (a task about a whole group on the group's).
   */
  direct?: Readonly<Record<string, string>>;
  /** Colour of an item, by what it means to the reader (priority, status). */
  tone: (record: AgendaRecord) => string;
  /** Whether the item needs nothing more (done, cancelled): drawn faded, never overdue. */
  finished: (record: AgendaRecord) => boolean;
  /** The colours explained under the calendar (`finished`: drawn as a finished item is). */
  legend: readonly { label: string; tone: string; finished?: boolean }[];
}

const codeOf = (enumeration: EnumDef, id: unknown) =>
  typeof id === 'number' ? optionById(enumeration, id)?.code : undefined;

/** Priority colours, from the tones the priorities declare: low grey, medium blue, high orange... */
const priorityTones: Record<string, string> = Object.fromEntries(
  taskPriorities.options.map((o) => [o.code, toneColour(o.tone)]),
);

/** Overdue items are outlined in this colour (and say "Vencida"), whatever their own. */
export const OVERDUE_TONE = statusTones.danger;

const taskSource: AgendaSource = {
  entity: 'task',
  at: 'due_at',
  title: 'title',
  person: 'assignee_id',
  related: 'account_id',
  direct: taskDirectLinks,
  tone: (record) =>
    codeOf(taskStatuses, record.status) === 'done'
      ? statusTones.success
      : (priorityTones[codeOf(taskPriorities, record.priority) ?? ''] ?? statusTones.info),
  finished: (record) => !isOpenTask(record),
  legend: [
    ...taskPriorities.options.map((o) => ({
      label: `Prioridad ${o.label.toLowerCase()}`,
      tone: priorityTones[o.code],
    })),
    { label: optionByCode(taskStatuses, 'done').label, tone: statusTones.success, finished: true },
  ],
};

/** Every source of the agenda, in the order their items are drawn. */
export const agendaSources: readonly AgendaSource[] = [taskSource];

/** The sources whose records this access may list (the API would refuse the others anyway). */
export const agendaSourcesFor = (access: AccessLists | null | undefined) =>
  agendaSources.filter((source) => canAccess(access, source.entity, 'list'));

/** The agenda's route: whoever may open it also gets the agenda tab of a client's page. */
export const AGENDA_ROUTE = 'schedule';
/** Panel name of a record's agenda in entity `panels` (domain/engine/detailTabs.ts). */
export const AGENDA_PANEL = 'schedule';

/** The record a record page's agenda is about (a client): its entity and id. */
export interface AgendaSubject {
  entity: string;
  id: string | number;
}

/** The entity a source's `related` reference points at (a task's client: `account`). */
function relatedTarget(source: AgendaSource): string | undefined {
  const field = source.related ? entityByName(source.entity).fields[source.related] : undefined;
  return field?.kind === 'reference' ? field.target : undefined;
}

/**
 * The list filter keys that tie a source's items to an `entity` record, any of them making an
 * item about it: its `related` reference when it targets the entity (a task's client); the
 * dotted filter through the related record, where one is declared (the tasks of a group's
 * clients, `account_id.economic_group_id`); its `direct` reference (a task about the group).
 */
export function subjectLinks(source: AgendaSource, entity: string): string[] {
  const links: string[] = [];
  const target = relatedTarget(source);
  if (target === entity) links.push(source.related!);
  else if (target)
    for (const [via, field] of Object.entries(entityByName(target).fields)) {
      const key = `${source.related}.${via}`;
      if (field.kind !== 'reference' || field.target !== entity) continue;
      if (throughFilterOf(entityByName(source.entity), key)) links.push(key);
    }
  if (source.direct && Object.hasOwn(source.direct, entity)) links.push(source.direct[entity]);
  return links;
}

/** The sources of an `entity` record's agenda: those linked to it (the others say nothing of it). */
export const agendaSourcesAbout = (sources: readonly AgendaSource[], entity: string) =>
  sources.filter((source) => subjectLinks(source, entity).length > 0);

/** Whether `entity`'s pages show this access an agenda tab (the route and a source about it). */
export const hasRecordAgenda = (access: AccessLists | null | undefined, entity: string) =>
  canAccess(access, AGENDA_ROUTE) &&
  agendaSourcesAbout(agendaSourcesFor(access), entity).length > 0;

/**
 * What ties a source's items to the subject: one `{ [link]: id }` per link (`subjectLinks`),
 * each read as a list of its own, an item in any being about the subject. A source not about
 * the subject throws (read unnarrowed, it would show every client's items on one client's page).
 */
export function subjectFilters(source: AgendaSource, subject: AgendaSubject) {
  const links = subjectLinks(source, subject.entity);
  if (!links.length) throw new Error(`${source.entity}: no reference to ${subject.entity}`);
  return links.map((link) => ({ [link]: subject.id }));
}

/** A new item's link to the subject: the first link that is a field of its own (no dots). */
export function subjectPreset(source: AgendaSource, subject: AgendaSubject) {
  const own = subjectFilters(source, subject).find((f) => !Object.keys(f)[0].includes('.'));
  if (!own) throw new Error(`${source.entity}: no field of its own names ${subject.entity}`);
  return own;
}

/** Whether this access sees everyone's items of the source (and so gets the person filter). */
export const seesEveryone = (source: AgendaSource, access: AccessLists | null | undefined) =>
  !!source.person && !seesOnlyAssigned(entityByName(source.entity), access);

/** Whether the source's items sit on whole days (a date field) rather than at a time. */
export const isAllDay = (source: AgendaSource) =>
  entityByName(source.entity).fields[source.at]?.kind === 'date';

export interface AgendaItem {
  /** Unique across sources: `{entity}:{id}`. */
  key: string;
  source: AgendaSource;
  record: AgendaRecord;
  title: string;
  /** The stored value of the date field (ISO date-time, or `YYYY-MM-DD`). */
  start: string;
  allDay: boolean;
  tone: string;
  finished: boolean;
  /** Still to do and its time has passed. */
  overdue: boolean;
}

/** Whether a stored date or instant is before `now` (a date: before today's start). */
function isPast(value: string, allDay: boolean, now: Date, today: string): boolean {
  return allDay ? value.slice(0, 10) < today : new Date(value).getTime() < now.getTime();
}

/**
 * The items of one source's records: records without a date are left out (nothing to place).
 * `today` is the local calendar day of `now` as `YYYY-MM-DD` (for date sources).
 */
export function agendaItems(
  source: AgendaSource,
  records: readonly AgendaRecord[],
  now: Date,
  today: string,
): AgendaItem[] {
  const allDay = isAllDay(source);
  return records.flatMap((record) => {
    const start = record[source.at];
    if (typeof start !== 'string' || start === '') return [];
    const finished = source.finished(record);
    return [
      {
        key: `${source.entity}:${record.id}`,
        source,
        record,
        title: String(record[source.title] ?? ''),
        start,
        allDay,
        tone: source.tone(record),
        finished,
        overdue: !finished && isPast(start, allDay, now, today),
      },
    ];
  });
}

/**
 * The list filters of a source's items between two instants (the calendar's visible range), of
 * one responsible when chosen: one filter, or, when the agenda is a panel of a record's page,
 * one per way an item is about that record (`subjectFilters`), each read apart.
 */
export function rangeFilters(
  source: AgendaSource,
  from: Date,
  to: Date,
  person?: string | number | null,
  subject?: AgendaSubject | null,
): Record<string, unknown>[] {
  const allDay = isAllDay(source);
  const bound = (date: Date) => (allDay ? localDay(date) : date.toISOString());
  // The calendar's end is exclusive; the API's `_lte` includes its bound.
  const last = new Date(to.getTime() - 1);
  const base = {
    [`${source.at}_gte`]: bound(from),
    [`${source.at}_lte`]: bound(last),
    ...(source.person && person !== undefined && person !== null && person !== ''
      ? { [source.person]: person }
      : {}),
  };
  return subject ? subjectFilters(source, subject).map((about) => ({ ...base, ...about })) : [base];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A Date's local calendar day as `YYYY-MM-DD`. */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** What a drag to `date` stores in the source's field: the instant, or the day of a date field. */
export const rescheduledValue = (source: AgendaSource, date: Date): string =>
  isAllDay(source) ? localDay(date) : date.toISOString();
