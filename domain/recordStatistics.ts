/**
 * The "Estadísticas" tab of a client's (and an economic group's) page: counts of the records
 * hanging from the client (or from all the group's clients, through the metric's dotted filter
 * declared on its link), each a declared metric read through its entity's own list (so the
 * user's scope decides what is counted, as in every list). Areas that land later (policies
 * and premium by branch, claims, overdue charges) add their metrics here; until then the tab
 * names them as still to come.
 */
import { leadStatuses, taskStatuses } from './enums/clients';
import { optionByCode } from './engine/defineEnum';

export const STATISTICS_PANEL = 'statistics';

export interface RecordMetric {
  /** Heading it is shown under. */
  group: string;
  label: string;
  /** The counted entity (its route) and its reference to the client. */
  entity: string;
  link: string;
  /** Further list filters (the protocol's `{field}_gte`/`_lte` for ranges), given the time. */
  filter?: (now: Date) => Record<string, unknown>;
  /** Shown as a warning when not zero (overdue tasks). */
  warn?: boolean;
}

const lead = (code: string) => optionByCode(leadStatuses, code).id;
const PENDING = optionByCode(taskStatuses, 'pending').id;
const DAY = 86_400_000;

export const clientMetrics: readonly RecordMetric[] = [
  {
    group: 'Actividad',
    label: 'Interacciones de los últimos 30 días',
    entity: 'interaction',
    link: 'account_id',
    filter: (now) => ({ occurred_at_gte: new Date(now.getTime() - 30 * DAY).toISOString() }),
  },
  {
    group: 'Actividad',
    label: 'Interacciones en total',
    entity: 'interaction',
    link: 'account_id',
  },
  {
    group: 'Tareas',
    label: 'Pendientes',
    entity: 'task',
    link: 'account_id',
    filter: () => ({ status: PENDING }),
  },
  {
    group: 'Tareas',
    label: 'Vencidas',
    entity: 'task',
    link: 'account_id',
    filter: (now) => ({ status: PENDING, due_at_lte: now.toISOString() }),
    warn: true,
  },
  {
    group: 'Leads',
    label: 'Abiertos',
    entity: 'lead',
    link: 'account_id',
    filter: () => ({ status: [lead('new'), lead('contacted'), lead('qualified')] }),
  },
  {
    group: 'Leads',
    label: 'Convertidos',
    entity: 'lead',
    link: 'account_id',
    filter: () => ({ status: lead('converted') }),
  },
  {
    group: 'Relación',
    label: 'Contactos vinculados',
    entity: 'account_contact',
    link: 'account_id',
  },
  {
    group: 'Relación',
    label: 'Clientes que refirió',
    entity: 'account',
    link: 'referred_by_account_id',
  },
];

/**
 * The list filter a metric counts by: the client's id on its page, or on a page its clients
 * hang from (an economic group: `through` is the clients' reference to it) the dotted filter
 * across them all (`account_id.economic_group_id`), so no list of member ids is sent.
 */
export function metricFilter(
  metric: RecordMetric,
  through: string | null,
  id: unknown,
  now: Date,
): Record<string, unknown> {
  const link = through ? `${metric.link}.${through}` : metric.link;
  return { [link]: id, ...metric.filter?.(now) };
}

/** What the tab will count once its area exists (spec: premium and policies by branch…). */
export const metricsToCome: readonly string[] = [
  'Pólizas vigentes y prima por ramo',
  'Siniestros',
  'Cobranzas vencidas',
];
