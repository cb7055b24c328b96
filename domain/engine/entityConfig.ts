/**
 * What the declaration of an entity says (`defineEntity`'s argument, ./entity.ts): its table and
 * route, fields, lists and search, scope, rules, screens and behaviours, each option with why
 * it is there. The entity it becomes is ./entity.ts `Entity`.
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
import type { Field } from './fields';
import type { DuplicatesAmong, DuplicatesInItems } from './duplicates';
import type { DuplicateReview } from './duplicateReview';
import type { EntityListView } from './listViews';
import type { MenuGroup } from '../menuGroups';
import type { OverdueRule } from './overdue';
import type { EntityProposal, EntityRule } from './rules';
import type { StatusMachine } from './statusMachine';
import type { Flow } from './flows';
import type { AccessLists } from './access';

export type IdKind = 'integer' | 'uuid';

/** See `EntityConfig.rowsSeenBy`. */
export type RowsSeenBy = (
  access: AccessLists | null | undefined,
) => Readonly<Record<string, readonly (string | number)[]>> | null;

export interface EntityConfig<F extends Record<string, Field>> {
  /** Route path = API path = react-admin resource name, as in spec section 2.3. */
  name: string;
  table: string;
  label: { one: string; many: string };
  idKind?: IdKind;
  /** Written only by the product itself (audit, outbox): the API and screens list and show it. */
  readOnly?: boolean;
  fields: F;
  /** Columns of the list screen, in order; defaults to every field not hidden in list. */
  list?: (Extract<keyof F, string> | (typeof systemColumns)[number])[];
  /** Fields searched by the list's search box (`q`), case- and accent-insensitive. */
  search?: Extract<keyof F, string>[];
  sort?: { field: Extract<keyof F, string> | 'id'; order: 'ASC' | 'DESC' };
  /** Field that names a record in references, titles and breadcrumbs. */
  recordLabel: Extract<keyof F, string>;
  /**
   * A reference field whose record names the parent, shown after the label where records are
   * picked or cited, so equal names can be told apart: "San Martín (Buenos Aires)".
   */
  recordQualifier?: Extract<keyof F, string>;
  /**
   * How a record is reached (its phone, its e-mail): shown as links to call or write beside
   * its name on the pages of the records that cite it, so whoever works an opportunity calls
   * its client from there. Phone and e-mail fields only.
   */
  reachBy?: Extract<keyof F, string>[];
  /**
   * What tells apart two records of the same name where they are picked (two "Acosta,
   * Patricia"): each item a field, or a list of fields of which the first filled one shows
   * (the CUIT, else the DNI). Shown under the name in every picker of the entity.
   */
  recordDetails?: (Extract<keyof F, string> | Extract<keyof F, string>[])[];
  /**
   * A `system` text field the product keeps as the place of the first item of an embedded list:
   * that item's `reference` named with its qualifier ("Rosario, Santa Fe"), so a picker shows
   * it without reading the items (server/rest/itemPlaces.ts).
   */
  placeFromItems?: ItemPlace<Extract<keyof F, string>>;
  /** DELETE sets this status instead of removing the row (a user keeps their history). */
  softDelete?: { field: Extract<keyof F, string>; value: number };
  /**
   * A boolean field (filterable) saying the record is still in use: one switched off stays and
   * is still named where cited, but is no longer offered (domain/engine/offered.ts).
   */
  offeredWhile?: Extract<keyof F, string>;
  /**
   * Records whose boolean `field` is true cannot be changed or deleted (primary roles); with
   * `codes`, records whose enumeration `field` holds one of them (a converted lead, which lives
   * on as its client).
   */
  locked?: { field: Extract<keyof F, string>; message: string; codes?: readonly string[] };
  /**
   * Records belong to an organization (spec sections 6 and 9), kept in `organization_id` and
   * never taken from a request. `organization`: created in and visible only inside the user's
   * working organization (the first of theirs; teams). `organizations`: visible to a user of any
   * of their organizations (audit trail, outbox, roles, assignments); created in the working one.
   */
  scope?: EntityScope;
  /**
   * Rows every organization shares, changed only by the product organization (domain/tenancy.ts):
   * without `scope`, every row (the insurers, the locations, the vehicle guide); with `scope`,
   * the rows of no organization, the global ones beside each organization's own (roles, cargos).
   */
  sharedRows?: boolean;
  /** The product's own section (the scheduled jobs): seen and used only by its administrators. */
  productOnly?: boolean;
  /**
   * Records are people of the organizations in this choice-list field (users): visible and
   * managed only by a user who belongs to every one of them.
   */
  membersOf?: Extract<keyof F, string>;
  /** Rows are visible only to the user this reference field points at (notifications). */
  ownedBy?: Extract<keyof F, string>;
  /**
   * The rows an access that opens only part of the section sees, as field → values kept (an
   * import type's own section: its type's imports), or null for all; server and fixtures alike.
   */
  rowsSeenBy?: RowsSeenBy;
  /** Group of the side menu the section is listed under (domain/menuGroups.ts). */
  menuGroup?: MenuGroup;
  /**
   * `false`: a part of another record, read on its page only (a policy's quotas): no section
   * of its own in the menu, the title's dropdown or home; its API and tab are as any entity's.
   */
  inMenu?: boolean;
  /** Pairs that must not be reversed (from ≤ to): validity dates, amount ranges (ranges.ts). */
  ranges?: readonly EntityRange<Extract<keyof F, string>>[];
  /** Rules over several fields, each message on one field (rules.ts). */
  rules?: readonly EntityRule<Extract<keyof F, string>>[];
  /** Values the form computes from others until the user types their own (rules.ts). */
  proposals?: readonly EntityProposal<Extract<keyof F, string>>[];
  /** Records of other entities on tabs of this record's page (a type's values; detailTabs.ts). */
  children?: readonly EntityChild[];
  /** Tabs of this record's page drawn by a screen of their own (a client's history; detailTabs.ts). */
  panels?: readonly EntityPanel[];
  /** Drawn above the page's tabs, on every tab, by a panel's screen (a client's summary). */
  header?: EntityHeader;
  /**
   * The page's tabs in this order, by path; tabs it does not name follow, panels first. It may
   * name tabs of areas that land later (a client's contracts): they take their place then.
   */
  tabOrder?: readonly string[];
  /** Found from anywhere by its search fields (Ctrl+K, domain/engine/globalSearch.ts). */
  globalSearch?: boolean;
  /**
   * Fields the product computes from others on every write (a `system` field: never taken from
   * a request), such as a client's display name; run by validateRecord (rules.ts).
   */
  computed?: readonly EntityProposal<Extract<keyof F, string>>[];
  /** Record-level scope: who sees only the records assigned to them (recordScope.ts). */
  assignedTo?: AssignedTo<Extract<keyof F, string>>;
  /** Fields whose value another record may already hold: the form warns (duplicates.ts). */
  duplicates?: readonly Extract<keyof F, string>[];
  /** Other sections looked up too (a lead's CUIT among the clients; duplicates.ts). */
  duplicatesAmong?: readonly DuplicatesAmong[];
  /** A duplicate field also held by an embedded list's items (a client's other phones). */
  duplicatesInItems?: Readonly<Partial<Record<Extract<keyof F, string>, DuplicatesInItems>>>;
  /**
   * Lookups the product makes besides lists, sorts and unique checks, each an index over these
   * columns (the audit rows of one record, read by a timeline).
   */
  indexes?: readonly (readonly Extract<keyof F, string>[])[];
  /**
   * A trigram index over the search text, for big tables: the search box's substring match
   * answered from an index instead of a scan (server/db/searchIndex.ts). Opt-in: it costs
   * space and write time.
   */
  searchIndex?: 'trigram';
  /** The status changes only through these transitions, each a command (statusMachine.ts). */
  statusMachine?: StatusMachine<Extract<keyof F, string>>;
  /** `create/{from}/{from_id}` (spec 2.3): a new record filled in from another one. */
  createFrom?: readonly CreateFrom[];
  /** Operations on one record with a dialog of their own (merging duplicates; recordActions.ts). */
  recordActions?: readonly EntityRecordAction[];
  /** Records late past a date while still pending: highlighted in lists, reminded (overdue.ts). */
  overdue?: OverdueRule<Extract<keyof F, string>>;
  /** Named lists of these records already narrowed, each a route of its own (listViews.ts). */
  listViews?: readonly EntityListView[];
  /** A wizard that edits the record (domain/engine/flows.ts): its page links to it for editors. */
  wizard?: EntityWizard;
  /** New records flagged as another's duplicate, reviewed beside it (duplicateReview.ts). */
  duplicateReview?: DuplicateReview;
  /** Versions with the date each takes effect, read "as of" any date (history.ts). */
  history?: EntityHistory;
  /**
   * One record per organization (a settings page): a second is refused with this message
   * (409), and the section opens the organization's record, or the form that creates it.
   */
  singleton?: string;
}

export interface ItemPlace<K extends string = string> {
  field: K;
  list: K;
  /** The item's reference field whose record is the place (a locality). */
  reference: string;
}

/** The record page's link to the wizard that edits it ("Abrir en el asistente"). */
export interface EntityWizard {
  label: string;
  /** The wizard's address for the record (a link rule of spec 2.4), or null when it has none. */
  link: (record: Readonly<Record<string, unknown>>) => string | null;
  /** The wizard's own rule of who works which record (`Flow.workRefusal`): else any editor. */
  refusal?: Flow['workRefusal'];
}

export type EntityScope = 'organization' | 'organizations';

/** Columns every entity table has besides its declared fields. */
export const systemColumns = ['id', 'created_at', 'updated_at'] as const;
