/**
 * Named lists of an entity (entity option `listViews`): spec 2.3 gives some sections a second
 * list of the same records already narrowed, such as coverage_old `without-identifier` (the
 * insurers' coverages nobody has matched to ours yet) or opportunity `request`. Each is a route
 * of its own, `/{name}/{path}`, so the route table may ask more for it than for the section
 * (domain/routes.ts: a child rule adds to its parent's). The server answers it at
 * `GET /api/v1/{name}/{path}` with the list protocol, the view's conditions added to the
 * request's; fixtures mode and the screens read the same declaration.
 */
import type { AccessLists } from './access';
import type { Field } from './fields';
import { canAccess } from './routeAccess';

/**
 * The value of a view's user field that is whoever reads the list: «Mis solicitudes» keeps the
 * requests whose subscriber is the reader.
 */
export const THE_READER = Object.freeze({ reader: true } as const);

/** The section of the users, whom a field holding the reader cites. */
const USERS = 'auth-admin/user';

/**
 * A value the view keeps: the field equal to it, `null` for the field left empty, a list
 * for any of its values (the requests that came from the web: landing, widget or campaign), or
 * `THE_READER`.
 */
export type ListViewValue =
  string | number | boolean | null | readonly (string | number)[] | typeof THE_READER;

/**
 * The view's values for one reader (`readerId`: their user id), `THE_READER` made theirs; a
 * reader of none (the product itself) matches no row of such a view.
 */
export function viewFilterFor(
  view: EntityListView,
  readerId: number | null | undefined,
): Record<string, Exclude<ListViewValue, typeof THE_READER>> {
  return Object.fromEntries(
    Object.entries(view.filter).map(([name, value]) => [
      name,
      value === THE_READER
        ? (readerId ?? -1)
        : (value as Exclude<ListViewValue, typeof THE_READER>),
    ]),
  );
}

export interface EntityListView {
  /** The route segment after the entity's name: `without-identifier`. */
  path: string;
  /**
   * A route of its own at the top of the table instead of `/{name}/{path}`, where spec 2.3
   * names one (`contract_research_renewal`): the screen's address and the rule that guards it.
   * The API still answers it at `/api/v1/{name}/{path}`.
   */
  route?: string;
  /** Its columns, when they are not the entity's `list` (the renewals' workbench). */
  list?: readonly string[];
  /**
   * Screens of its own linked from its toolbar (the renewals' settings, spec 2.3's
   * `contract_research_renewal/settings`), shown to whoever the route table lets open them.
   */
  links?: readonly { label: string; route: string }[];
  /** The page's title and its menu entry: "Coberturas sin identificar". */
  label: string;
  /** What every record of the view holds; the user's own filters narrow it further. */
  filter: Readonly<Record<string, ListViewValue>>;
  /**
   * A button on each row that edits these fields in a dialog (assigning our coverage to an
   * insurer's), saved as an edit of the record: for whoever may edit it, validated and audited
   * as any edit. The record usually leaves the view once saved.
   */
  rowEdit?: { label: string; fields: readonly string[] };
  /**
   * Commands of the entity's status machine (domain/engine/statusMachine.ts) offered as buttons on
   * each row, to whoever may run them from the row's status: "Tomar" on the incoming requests.
   */
  rowCommands?: readonly string[];
}

interface Declared {
  name: string;
  fields: Record<string, Field>;
  listViews?: readonly EntityListView[];
  statusMachine?: { transitions: readonly { command: string }[] };
}

/** Route segments a record's own screens take (`/{name}/create`, `/{name}/{id}/edit`). */
const RESERVED = ['create', 'edit', 'show', 'export'];

/** The route a view opens, which the route table guards: `coverage_old/without-identifier`. */
export const listViewRoute = (entity: { name: string }, view: EntityListView) =>
  view.route ?? `${entity.name}/${view.path}`;

/** Where the API answers the view: always below the entity's own path. */
export const listViewApiPath = (entity: { name: string }, view: EntityListView) =>
  `${entity.name}/${view.path}`;

export function listViewOf(entity: Declared, path: string): EntityListView | undefined {
  return entity.listViews?.find((view) => view.path === path);
}

/** Who may open the view: the route table's rule for its own path. */
export const mayOpenListView = (
  access: AccessLists | null | undefined,
  entity: { name: string },
  view: EntityListView,
) => canAccess(access, listViewRoute(entity, view), 'list');

/** Whether a stored record belongs in `readerId`'s view (fixtures mode reads rows in memory). */
export function inListView(
  view: EntityListView,
  row: Readonly<Record<string, unknown>>,
  readerId?: number | null,
) {
  return Object.entries(viewFilterFor(view, readerId)).every(([name, value]) =>
    value === null
      ? row[name] === null || row[name] === undefined || row[name] === ''
      : Array.isArray(value)
        ? value.map(String).includes(String(row[name]))
        : String(row[name]) === String(value),
  );
}

/** Fields whose value the view fixes: its list offers no filter on them. */
export const fixedFields = (view: EntityListView | undefined) =>
  view ? Object.keys(view.filter) : [];

/** Refuses a view the engine could not serve, when the declaration is made. */
export function checkListViews(entity: Declared) {
  const paths = new Set<string>();
  for (const view of entity.listViews ?? []) {
    const where = `${entity.name}: list view ${view.path}`;
    if (
      !/^[a-z][a-z0-9_-]*$/.test(view.path) ||
      RESERVED.includes(view.path) ||
      paths.has(view.path)
    )
      throw new Error(`${where}: a path is one new lower-case segment`);
    paths.add(view.path);
    if (view.route !== undefined && !/^[a-z][a-z0-9_-]*$/.test(view.route))
      throw new Error(`${where}: its own route is one lower-case segment`);
    for (const name of view.list ?? [])
      if (!Object.hasOwn(entity.fields, name) && !['id', 'created_at', 'updated_at'].includes(name))
        throw new Error(`${where}: column ${name} is no field`);
    for (const [name, value] of Object.entries(view.filter)) {
      if (Array.isArray(value) && !value.length)
        throw new Error(`${where}: ${name} keeps a list with no value`);
      const cited = Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
      if (value === THE_READER && (cited?.kind !== 'reference' || cited.target !== USERS))
        throw new Error(`${where}: ${name} is no user field to hold the reader`);
      const field = Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
      if (
        !field ||
        ['referenceList', 'choiceList', 'memberList', 'embeddedList'].includes(field.kind)
      )
        throw new Error(`${where}: ${name} is no field a list filters by`);
    }
    for (const command of view.rowCommands ?? [])
      if (!entity.statusMachine?.transitions.some((t) => t.command === command))
        throw new Error(`${where}: ${command} is no command of its status machine`);
    for (const name of view.rowEdit?.fields ?? [])
      if (!Object.hasOwn(entity.fields, name) || entity.fields[name].system)
        throw new Error(`${where}: ${name} is no field a user edits`);
  }
}
