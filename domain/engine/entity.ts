/**
 * `defineEntity`: the single declaration of an entity that drives its table, its API, its
 * validation, its labels and its react-admin screens. Who may use it is the route table's
 * business (domain/routes.ts), looked up by the entity's name, which is its route. What a
 * declaration may say: ./entityConfig.ts.
 */
import type {
  AssignedTo,
  CreateFrom,
  EntityChild,
  EntityHeader,
  EntityHistory,
  EntityPanel,
  EntityRange,
  EntityRecordAction,
} from './entityOptions';
import {
  systemColumns,
  type EntityConfig,
  type EntityScope,
  type EntityWizard,
  type IdKind,
  type ItemPlace,
  type RowsSeenBy,
} from './entityConfig';
import { historyPanel } from './history';
import { isConfidential, type Field } from './fields';
import type { DuplicatesAmong, DuplicatesInItems } from './duplicates';
import { checkDuplicateReview, type DuplicateReview } from './duplicateReview';
import { checkListViews, type EntityListView } from './listViews';
import type { MenuGroup } from '../menuGroups';
import type { OverdueRule } from './overdue';
import type { EntityProposal, EntityRule } from './rules';
import type { StatusMachine } from './statusMachine';

export type {
  AssignedTo,
  CreateFrom,
  EntityChild,
  EntityHeader,
  EntityHistory,
  EntityPanel,
  EntityRange,
  EntityRecordAction,
};

export interface Entity {
  name: string;
  table: string;
  label: { one: string; many: string };
  idKind: IdKind;
  readOnly: boolean;
  fields: Record<string, Field>;
  list: string[];
  search: string[];
  sort: { field: string; order: 'ASC' | 'DESC' };
  recordLabel: string;
  recordQualifier?: string;
  reachBy: string[];
  recordDetails: (string | string[])[];
  placeFromItems?: ItemPlace;
  softDelete?: { field: string; value: number };
  offeredWhile?: string;
  locked?: { field: string; message: string; codes?: readonly string[] };
  scope?: EntityScope;
  sharedRows?: boolean;
  productOnly?: boolean;
  membersOf?: string;
  ownedBy?: string;
  rowsSeenBy?: RowsSeenBy;
  menuGroup?: MenuGroup;
  inMenu: boolean;
  ranges?: readonly EntityRange[];
  rules?: readonly EntityRule[];
  proposals?: readonly EntityProposal[];
  children: readonly EntityChild[];
  panels: readonly EntityPanel[];
  header?: EntityHeader;
  tabOrder: readonly string[];
  globalSearch?: boolean;
  computed?: readonly EntityProposal[];
  assignedTo?: AssignedTo;
  duplicates?: readonly string[];
  duplicatesAmong?: readonly DuplicatesAmong[];
  duplicatesInItems?: Readonly<Partial<Record<string, DuplicatesInItems>>>;
  indexes?: readonly (readonly string[])[];
  searchIndex?: 'trigram';
  statusMachine?: StatusMachine;
  createFrom?: readonly CreateFrom[];
  recordActions: readonly EntityRecordAction[];
  overdue?: OverdueRule;
  listViews: readonly EntityListView[];
  wizard?: EntityWizard;
  duplicateReview?: DuplicateReview;
  history?: EntityHistory;
  singleton?: string;
}

/** Column holding the owning organization of a scoped entity's rows (never sent by clients). */
export const ORGANIZATION_COLUMN = 'organization_id';

export function defineEntity<F extends Record<string, Field>>(config: EntityConfig<F>): Entity {
  const fieldNames = Object.keys(config.fields);
  for (const name of fieldNames) {
    if ((systemColumns as readonly string[]).includes(name) || name === 'search_text') {
      throw new Error(`${config.name}: field name ${name} is reserved`);
    }
  }
  for (const { field } of config.computed ?? [])
    if (!config.fields[field].system)
      throw new Error(`${config.name}: computed field ${field} must be a system field`);
  if ((config.globalSearch || config.searchIndex) && !config.search?.length)
    throw new Error(`${config.name}: globalSearch and searchIndex need search fields`);
  for (const name of config.search ?? [])
    if (isConfidential(config.fields[name]))
      throw new Error(`${config.name}: ${name} is secret or sensitive and cannot be searched`);
  const offered = config.offeredWhile ? config.fields[config.offeredWhile] : undefined;
  if (config.offeredWhile && (offered?.kind !== 'boolean' || !offered.filter))
    throw new Error(`${config.name}: offeredWhile ${config.offeredWhile} must be a boolean filter`);
  if (config.overdue && !['date', 'datetime'].includes(config.fields[config.overdue.field].kind))
    throw new Error(`${config.name}: overdue field ${config.overdue.field} must be a date`);
  for (const name of config.reachBy ?? [])
    if (!['phone', 'email'].includes(config.fields[name].kind))
      throw new Error(`${config.name}: reachBy ${name} must be a phone or an e-mail`);
  if (config.singleton && config.scope !== 'organization')
    throw new Error(`${config.name}: a singleton is one record per organization`);
  checkListViews(config);
  checkDuplicateReview(config);
  return {
    name: config.name,
    table: config.table,
    label: config.label,
    idKind: config.idKind ?? 'integer',
    readOnly: config.readOnly ?? false,
    fields: config.fields,
    list: config.list ?? ['id', ...fieldNames.filter((n) => !config.fields[n].hiddenInList)],
    search: config.search ?? [],
    sort: config.sort ?? { field: 'id', order: 'ASC' },
    recordLabel: config.recordLabel,
    recordQualifier: config.recordQualifier,
    reachBy: config.reachBy ?? [],
    recordDetails: config.recordDetails ?? [],
    placeFromItems: config.placeFromItems,
    softDelete: config.softDelete,
    offeredWhile: config.offeredWhile,
    locked: config.locked,
    scope: config.scope,
    sharedRows: config.sharedRows,
    productOnly: config.productOnly,
    membersOf: config.membersOf,
    ownedBy: config.ownedBy,
    rowsSeenBy: config.rowsSeenBy,
    menuGroup: config.menuGroup,
    inMenu: config.inMenu ?? true,
    ranges: config.ranges,
    rules: config.rules,
    proposals: config.proposals,
    children: config.children ?? [],
    // A record with history gets its versions tab (history.ts).
    panels: [...(config.panels ?? []), ...historyPanel(config.history)],
    header: config.header,
    tabOrder: config.tabOrder ?? [],
    globalSearch: config.globalSearch,
    computed: config.computed,
    assignedTo: config.assignedTo,
    duplicates: config.duplicates,
    duplicatesAmong: config.duplicatesAmong,
    duplicatesInItems: config.duplicatesInItems,
    indexes: config.indexes,
    searchIndex: config.searchIndex,
    statusMachine: config.statusMachine,
    createFrom: config.createFrom,
    recordActions: config.recordActions ?? [],
    overdue: config.overdue,
    listViews: config.listViews ?? [],
    wizard: config.wizard,
    duplicateReview: config.duplicateReview,
    history: config.history,
    singleton: config.singleton,
  };
}

/** A record's name with its qualifier (see `recordQualifier`): `San Martín (Buenos Aires)`. */
export const qualifiedLabel = (label: string, qualifier: string | null | undefined) =>
  qualifier ? `${label} (${qualifier})` : label;

/** Fields filtered by the list screen: explicitly flagged ones plus every reference. */
export function filterFields(entity: Entity): string[] {
  return Object.entries(entity.fields)
    .filter(
      ([, f]) =>
        f.filter || f.kind === 'reference' || f.kind === 'referenceList' || f.kind === 'status',
    )
    .map(([name]) => name);
}

/**
 * Whether the entity's records may be deleted at all: a singleton's one record (the
 * organization's settings) is changed, never deleted (errorMessages.singletonDelete).
 */
export const deletable = (entity: Pick<Entity, 'singleton'>): boolean => !entity.singleton;

/** Whether a stored record is locked against changes (see `locked`). */
export function isLocked(entity: Entity, record: Record<string, unknown> | undefined): boolean {
  const rule = entity.locked;
  if (!rule || !record) return false;
  const value = record[rule.field];
  if (!rule.codes) return value === true;
  const field = entity.fields[rule.field];
  const options = field && 'enumeration' in field ? field.enumeration.options : [];
  const code = options.find((o) => String(o.id) === String(value))?.code;
  return code !== undefined && rule.codes.includes(code);
}

/** Join table of a reference-list field: `{table}_{field}` (owner_id, target_id, position). */
export const joinTable = (entity: Entity, field: string) => `${entity.table}_${field}`;
