/**
 * The catalogue of permissions a role can grant: every permission the route table asks for
 * (domain/routes.ts), so an administrator can only choose permissions that open something.
 * Each one reads in Spanish: `area: action` is composed from the area's name and the action's
 * (a verb such as `create`, or a section such as `companies`), never written out 123 times.
 */
import { ADMINISTRATOR, normalisePermission } from './engine/access';
import { chargeStatus } from './enums/statuses';
import { describeImportTypePermission, importTypePermissions } from './importAccess';
import type { Choice } from './engine/fields';
import { registeredAreas } from './engine/areaList';
import { low, section, verb, type ActionLabel } from './engine/permissionWords';
import { lazyList } from './engine/routeRules';
import { routeRules, type RouteRule } from './engine/routeAccess';

/**
 * Spanish names of the permission areas (the part before the colon), plural as in menus: the
 * engine's and the spec's areas to come (domain/routes.ts); each business area names its own
 * (`permissionNames`).
 */
const areaLabels = new Map<string, string>([
  [ADMINISTRATOR, 'Superusuario'],
  ['admin', 'Administración'],
  ['customer_support', 'Atención al cliente'],
  ['pool', 'Encuestas'],
  ['claims', 'Siniestros'],
  ['contracts', 'Pólizas'],
  ['contract_requests', 'Solicitudes de póliza'],
  ['contract_researches', 'Relevamientos de pólizas'],
  ['contract_rejected_payments', 'Pagos rechazados'],
  ['tickets', 'Tickets'],
  ['ticket_subjects', 'Asuntos de tickets'],
  ['charges', 'Cobros'],
  ['checks', 'Cheques'],
  ['payments', 'Pagos'],
  ['reports', 'Reportes'],
  ['providers', 'Proveedores de tesorería'],
]);

/** What a permission that is only an area name opens (the spec's bare `customer_support`). */
const wholeAreas = new Map<string, string>([
  [ADMINISTRATOR, 'Todo el sistema, incluidos los usuarios, roles y permisos.'],
  ['customer_support', 'Tickets, asuntos de tickets y respuestas de encuestas.'],
]);

/** Actions that mean the same in every area. */
const verbs: Record<string, ActionLabel> = {
  full_access: verb('Acceso total', (a) => `Todo lo de ${a}, sin restricciones.`),
  view: verb('Ver', (a) => `Solo consultar ${low(a)}, sin cambiar nada.`),
  show: verb('Ver', (a) => `Solo consultar ${low(a)}, sin cambiar nada.`),
  list: verb('Ver el listado', (a) => `Abrir el listado de ${low(a)}.`),
  create: verb('Crear', (a) => `Dar de alta ${low(a)}.`),
  edit: verb('Modificar', (a) => `Cambiar los datos de ${low(a)}.`),
  delete: verb('Eliminar', (a) => `Eliminar ${low(a)}.`),
  export: verb('Exportar', (a) => `Descargar ${low(a)} como planilla.`),
  executive: verb('Como ejecutivo', (a) => `Trabajar en ${low(a)} como ejecutivo comercial.`),
  subscriber: verb('Como suscriptor', (a) => `Trabajar en ${low(a)} como suscriptor.`),
};

/** Sections and actions of the spec's areas to come (the word after the colon); the areas name theirs. */
const actions: Record<string, ActionLabel> = {
  sales_targets_corporative: section('Objetivos de venta corporativos'),
  schedules: section('Agenda'),
  section_import_news: section('Importación de novedades'),
  analytics_tickets: section('Análisis de tickets'),
  analytics_polls: section('Análisis de encuestas'),
  analytics_opportunities: section('Análisis de oportunidades'),
  analytics_sales: section('Análisis de ventas'),
  patrimonial_subscription: section('Suscripción patrimonial'),
  technical_support_analytics_tickets: section('Análisis de tickets de soporte técnico'),
  tracking: section('Seguimiento'),
  renewal: section('Renovaciones'),
  reinvoicing: section('Refacturaciones'),
  art_increase: section('Aumentos de ART'),
  set_configuration_to_automatic_renewal: verb(
    'Configurar la renovación automática',
    () => 'Cambiar la configuración de las renovaciones automáticas.',
  ),
  set_configuration_to_automatic_reinvoicing: verb(
    'Configurar la refacturación automática',
    () => 'Cambiar la configuración de las refacturaciones automáticas.',
  ),
  view_replies: verb('Ver respuestas', () => 'Consultar las respuestas de las encuestas.'),
  tasks_accounting_analist: verb(
    'Tareas de analista contable',
    () => 'Las tareas de cobros del analista contable.',
  ),
  tasks_collect_analist: verb(
    'Tareas de analista de cobranzas',
    () => 'Las tareas de cobros del analista de cobranzas.',
  ),
  tasks_treasury: verb('Tareas de tesorería', () => 'Las tareas de cobros de tesorería.'),
};

/**
 * The words every area names (domain/engine/area.ts `permissionNames`), joined on first use:
 * this module is loaded by the platform area's own entities, before the list of areas exists.
 */
let joinedNames: { areas: Map<string, string>; actions: Map<string, ActionLabel> } | undefined;
function areaNames() {
  joinedNames ??= {
    areas: new Map(
      registeredAreas().flatMap((a) => Object.entries(a.permissionNames?.areas ?? {})),
    ),
    actions: new Map(
      registeredAreas().flatMap((a) => Object.entries(a.permissionNames?.actions ?? {})),
    ),
  };
  return joinedNames;
}

const EDIT_ON_STATUS = 'edit_on_status_';

/** The Spanish name of an action word, or undefined for a word nobody named yet. */
function actionLabel(action: string): ActionLabel | undefined {
  if (Object.hasOwn(verbs, action)) return verbs[action];
  if (Object.hasOwn(actions, action)) return actions[action];
  const named = areaNames().actions.get(action);
  if (named) return named;
  if (action.startsWith(EDIT_ON_STATUS)) {
    const code = action.slice(EDIT_ON_STATUS.length);
    const status = chargeStatus.options.find((o) => o.code === code)?.label;
    if (!status) return undefined;
    return verb(`Modificar en estado ${status}`, (a) => `Cambiar ${low(a)} en estado ${status}.`);
  }
  return describeImportTypePermission(action);
}

/** A permission's area and action words: `admin: companies` → ['admin', 'companies']. */
function partsOf(permission: string): [string, string] {
  const colon = permission.indexOf(':');
  return colon < 0
    ? [permission.trim(), '']
    : [permission.slice(0, colon).trim(), permission.slice(colon + 1).trim()];
}

/** Separates the area from the action in a permission's full Spanish name. */
export const AREA_SEPARATOR = ' › ';

/**
 * The permission as users read it: its area (`group`), its full name (`Tickets › Crear`) and
 * what it allows. A code no rule names stays visible as the code (a test forbids that).
 */
export function describePermission(permission: string): Required<Choice> {
  const id = normalisePermission(permission);
  const [area, action] = partsOf(id);
  const group = areaLabels.get(area) ?? areaNames().areas.get(area) ?? area;
  if (!action) {
    const whole = wholeAreas.get(area);
    return {
      id,
      group,
      label: whole ? group : id,
      description: whole ?? '',
    };
  }
  const named = actionLabel(action);
  if (!named) return { id, group, label: id, description: '' };
  return {
    id,
    group,
    label: `${group}${AREA_SEPARATOR}${named.label}`,
    description: named.describe(group),
  };
}

function collect(rules: readonly RouteRule[], into: Set<string>) {
  for (const rule of rules) {
    const entries = [...(rule.permission ?? []), ...Object.values(rule.actions ?? {}).flat()];
    for (const entry of entries)
      for (const alternative of entry.split('|')) into.add(normalisePermission(alternative));
    collect(rule.children ?? [], into);
  }
  return into;
}

function buildCatalogue(): Choice[] {
  // Spec 6: an import type is granted by `imports: import_types {type}`, one per declared type.
  // Spec 1's labors open no screen of their own, only what a screen offers (the call queue):
  // each area declares its own.
  const all = collect(
    routeRules,
    new Set([
      ADMINISTRATOR,
      ...importTypePermissions(),
      ...registeredAreas().flatMap((area) => area.labors ?? []),
    ]),
  );
  all.delete('');
  // The superuser first, then areas and actions alphabetically, as the picker groups them.
  const rank = (c: Choice) => (c.id === ADMINISTRATOR ? 0 : 1);
  return [...all]
    .map(describePermission)
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        a.group.localeCompare(b.group, 'es') ||
        a.label.localeCompare(b.label, 'es'),
    );
}

/** Lower case without accents, so "compania" finds "Compañías". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Whether a permission matches what the user typed: every word in its name, area, description or code. */
export function permissionMatches(choice: Choice, typed: string): boolean {
  const haystack = folded(
    [choice.label, choice.group ?? '', choice.description ?? '', String(choice.id)].join(' '),
  );
  return folded(typed)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * Built on first use: the roles and users (domain/entities/auth.ts) offer it while their area
 * loads, and it comes from every area's routes.
 */
export const permissionCatalogue: readonly Choice[] = lazyList(buildCatalogue);
