/**
 * What happens with a client (issue 12 §4): interactions logged from the client's page (a call,
 * an e-mail, a meeting: the "Interacciones" tab fills the client in, so logging a call is the
 * tab, "Agregar", the outcome and "Guardar"), or from a lead's before it becomes a client, and
 * tasks with an assignee and a due time, about a client, a lead, a contact or a group (each
 * page's "Tareas" tab). An interaction is scoped as its client or its lead is; a task, by whom
 * it is assigned to.
 */
import { defineEntity } from '../engine/entity';
import {
  interactionDirections,
  interactionKinds,
  interactionOutcomes,
  taskPriorities,
  taskStatuses,
} from '../enums/clients';
import { optionById, optionByCode, type EnumDef } from '../engine/defineEnum';
import { datetime, enumeration, integer, longText, reference, text } from '../engine/fields';
import { isBlank } from '../engine/display';
import type { RecordValues } from '../engine/rules';

/** "Llamada · Hablamos · Renovación del auto": how an interaction is cited and searched. */
function summaryOf(v: RecordValues): string {
  const label = (enumeration: EnumDef, id: unknown) =>
    typeof id === 'number' ? optionById(enumeration, id)?.label : undefined;
  return [label(interactionKinds, v.kind), label(interactionOutcomes, v.outcome), v.subject]
    .filter((part) => part !== undefined && part !== null && part !== '')
    .join(' · ');
}

export const interactionMessages = {
  // A contact alone is not enough: contacts are a shared directory, so an interaction hung
  // only on one would be nobody's to see (record scope goes by the client or the lead).
  about: 'Indicá el cliente o el lead con quien fue la interacción.',
} as const;

export const interaction = defineEntity({
  name: 'interaction',
  table: 'interactions',
  label: { one: 'Interacción', many: 'Interacciones' },
  scope: 'organization',
  menuGroup: 'clients',
  fields: {
    summary: text({ label: 'Interacción', max: 300, system: true }),
    account_id: reference({
      label: 'Cliente',
      target: 'account',
      filter: true,
      // The group's statistics count its clients' interactions through the dotted filter.
      detailTab: {
        tab: 'interactions',
        label: 'Interacciones',
        through: [{ via: 'economic_group_id', filterOnly: true }],
      },
    }),
    // The calls before someone becomes a client; they take the client when the lead converts.
    lead_id: reference({
      label: 'Lead',
      target: 'lead',
      filter: true,
      hiddenInList: true,
      detailTab: { tab: 'interactions', label: 'Interacciones' },
    }),
    // Who the brokerage talked to, when not the client themself: the contact's page lists it.
    contact_id: reference({
      label: 'Con el contacto',
      target: 'contact',
      hiddenInList: true,
      detailTab: { tab: 'interactions', label: 'Interacciones' },
    }),
    kind: enumeration({
      label: 'Tipo',
      enumeration: interactionKinds,
      required: true,
      default: optionByCode(interactionKinds, 'call').id,
      filter: true,
    }),
    direction: enumeration({
      label: 'Sentido',
      enumeration: interactionDirections,
      default: optionByCode(interactionDirections, 'outbound').id,
    }),
    outcome: enumeration({ label: 'Resultado', enumeration: interactionOutcomes, filter: true }),
    subject: text({ label: 'Asunto', max: 200 }),
    occurred_at: datetime({
      label: 'Fecha y hora',
      filter: true,
      helperText: 'Vacía si fue recién: cuenta la hora en que se registra',
      hiddenInList: true,
    }),
    duration_minutes: integer({
      label: 'Duración (minutos)',
      min: 0,
      max: 600,
      hiddenInList: true,
    }),
    notes: longText({ label: 'Detalle', max: 4000, hiddenInList: true }),
  },
  list: ['created_at', 'account_id', 'kind', 'direction', 'outcome', 'subject'],
  search: ['summary', 'account_id'],
  sort: { field: 'id', order: 'DESC' },
  recordLabel: 'summary',
  recordQualifier: 'account_id',
  computed: [{ field: 'summary', from: ['kind', 'outcome', 'subject'], compute: summaryOf }],
  rules: [
    {
      field: 'account_id',
      uses: ['lead_id'],
      check: (v) =>
        isBlank(v.account_id) && isBlank(v.lead_id) ? interactionMessages.about : null,
    },
  ],
  // Whoever sees its client or its lead (a lead-only call: the lead's executive).
  assignedTo: { through: ['account_id', 'lead_id'] },
});

const finishedTaskStatuses = new Set(['done', 'cancelled']);
/** A task still to do (pending or under way): it can be late, and its assignee is reminded. */
export const isOpenTask = (v: RecordValues) =>
  !finishedTaskStatuses.has(
    (typeof v.status === 'number' && optionById(taskStatuses, v.status)?.code) || '',
  );

export const task = defineEntity({
  name: 'task',
  table: 'tasks',
  label: { one: 'Tarea', many: 'Tareas' },
  scope: 'organization',
  menuGroup: 'clients',
  fields: {
    title: text({ label: 'Tarea', required: true, max: 200 }),
    due_at: datetime({ label: 'Vence', required: true, filter: true }),
    priority: enumeration({
      label: 'Prioridad',
      enumeration: taskPriorities,
      required: true,
      default: optionByCode(taskPriorities, 'medium').id,
      filter: true,
    }),
    status: enumeration({
      label: 'Estado',
      enumeration: taskStatuses,
      required: true,
      default: optionByCode(taskStatuses, 'pending').id,
      filter: true,
    }),
    assignee_id: reference({
      label: 'Responsable',
      target: 'auth-admin/user',
      filter: true,
      helperText: 'Vacío: quien la carga',
    }),
    account_id: reference({
      label: 'Cliente',
      target: 'account',
      filter: true,
      detailTab: {
        tab: 'tasks',
        label: 'Tareas',
        through: [{ via: 'economic_group_id', filterOnly: true }],
      },
    }),
    // Or about someone not yet a client, a contact, or a whole group: each page lists its own.
    lead_id: reference({
      label: 'Lead',
      target: 'lead',
      filter: true,
      hiddenInList: true,
      detailTab: { tab: 'tasks', label: 'Tareas' },
    }),
    contact_id: reference({
      label: 'Contacto',
      target: 'contact',
      filter: true,
      hiddenInList: true,
      detailTab: { tab: 'tasks', label: 'Tareas' },
    }),
    economic_group_id: reference({
      label: 'Grupo económico',
      target: 'economic_group',
      filter: true,
      hiddenInList: true,
      detailTab: { tab: 'tasks', label: 'Tareas' },
    }),
    notes: longText({ label: 'Detalle', max: 4000, hiddenInList: true }),
  },
  list: ['due_at', 'title', 'account_id', 'assignee_id', 'priority', 'status'],
  search: ['title', 'account_id'],
  sort: { field: 'due_at', order: 'ASC' },
  recordLabel: 'title',
  assignedTo: { field: 'assignee_id', seeAll: ['accounts: full_access'] },
  overdue: { field: 'due_at', pending: isOpenTask },
});

/**
 * Pages whose "Historial" and "Agenda" also show the tasks hung on the page's record itself,
 * besides those of its clients (a task about a whole group): page entity → the task's
 * reference to it. Read by domain/timeline.ts and domain/agenda.ts alike.
 */
export const taskDirectLinks: Readonly<Record<string, string>> = {
  economic_group: 'economic_group_id',
};
