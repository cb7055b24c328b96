/**
 * Who may import what (spec 6): the imports section (`admin: imports`, the admin full access,
 * `imports: import_types` and each `imports: import_types {key}`) opens `admin/import`, and the
 * permission of a type's own section (`admin: section_import_news`, `ImportType.section`) opens
 * that section and, of the imports engine, only what its own type needs: the upload of a file of
 * that type, its import's page and routes. Not the imports list, not the other types: their
 * imports are out of its sight (`importsSeenBy`) and their creation refused (`mayImportType`).
 */
import { hasAccess, normalisedList, type AccessLists } from './engine/access';
import { canAccess } from './engine/routeAccess';
import { either, rule } from './engine/routeRules';
import { importTypeList, type ImportType } from './imports';

export const IMPORT_TYPE_PERMISSION = 'imports: import_types';
const ALL_TYPES = ['administrator', 'admin: full_access', 'admin: imports', IMPORT_TYPE_PERMISSION];

/** Who sees every type's imports: the imports section's permissions (any per-type one too). */
const EVERY_IMPORT = ['admin: full_access', 'admin: imports', IMPORT_TYPE_PERMISSION] as const;

/** `imports: import_types infocar`: the permission that grants one type. */
export const importTypePermission = (type: ImportType) => `${IMPORT_TYPE_PERMISSION} ${type.key}`;

/** Every per-type permission, for the catalogue roles choose from. */
export const importTypePermissions = () => importTypeList.map(importTypePermission);

/** The permissions of the types' own sections (`ImportType.section`). */
export const importSectionPermissions = () =>
  importTypeList.flatMap((t) => (t.section ? [t.section.permission] : []));

/**
 * The rule of `admin/import` (below `admin`): the imports section's permissions, or a type's
 * own section's, which reaches its pages (the upload, an import's page) but not its list.
 */
export const importsRouteRule = () =>
  rule('import', [either(...EVERY_IMPORT, ...importSectionPermissions())], {
    actions: { list: [either(...EVERY_IMPORT)] },
  });

/**
 * The imports `access` sees (`rowsSeenBy` of admin/import): every one for the imports
 * section's permissions, else only those of the types whose own section it opens.
 */
export function importsSeenBy(access: AccessLists | null | undefined) {
  if (hasAccess(access, { permission: [either(...EVERY_IMPORT)] })) return null;
  const granted = normalisedList(access?.permission ?? []);
  const types = importTypeList.filter((t) => t.section && granted.includes(t.section.permission));
  return { type: types.map((t) => t.id) };
}

/**
 * Whether the access lists may import this type: the superuser, the admin full access, the
 * imports section and the bare `imports: import_types` import every type; otherwise exactly
 * `imports: import_types {key}` (exact, so `vehicle` does not grant a later `vehicle_other`), or
 * the permission of the type's own section.
 */
export function mayImportType(access: AccessLists | null | undefined, type: ImportType): boolean {
  if (!access) return false;
  if (type.asCreator && !canAccess(access, type.entity, 'create')) return false;
  const granted = normalisedList(access.permission);
  if (ALL_TYPES.some((p) => granted.includes(p))) return true;
  if (type.section && granted.includes(type.section.permission)) return true;
  return granted.includes(importTypePermission(type));
}

/** The Spanish reading of `import_types {key}` for the permission picker, or undefined. */
export function describeImportTypePermission(
  action: string,
): { label: string; describe: (area: string) => string } | undefined {
  const prefix = 'import_types ';
  if (!action.startsWith(prefix)) return undefined;
  const type = importTypeList.find((t) => t.key === action.slice(prefix.length));
  if (!type) return undefined;
  return {
    label: `Importar ${type.label.toLowerCase()}`,
    describe: () => `Cargar ${type.label.toLowerCase()} desde una planilla CSV o XLSX.`,
  };
}
