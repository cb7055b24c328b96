/**
 * Permission engine of spec section 6. A requirement lists entries per kind (permission, role,
 * assigment); every entry must pass (all-of); inside an entry `|` separates alternatives (any
 * one suffices); a permission matches by case-insensitive prefix. Server and client both call
 * `hasAccess`, so the screen a user may open is exactly the API the user may call.
 */
export interface AccessLists {
  permission: string[];
  role: string[];
  assigment: string[];
}

/** A role or assignment a user holds: its code (in `AccessLists`) and its Spanish description. */
export interface Grant {
  name: string;
  label: string;
}

/** What users read for the role and assignment codes of their access lists. */
export interface AccessGrants {
  role: Grant[];
  assigment: Grant[];
}

export type Requirement = Partial<AccessLists>;

/** The superuser permission of spec section 6. */
export const ADMINISTRATOR = 'administrator';

/** `Admin :Companies` → `admin: companies`, so spacing and case never decide access. */
export function normalisePermission(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/\s*:\s*/g, ': ')
    .replace(/\s+/g, ' ');
}

function entryPasses(entry: string, granted: string[], byPrefix: boolean): boolean {
  const owned = granted.map(normalisePermission);
  return entry
    .split('|')
    .map(normalisePermission)
    .filter((alternative) => alternative !== '')
    .some((alternative) =>
      owned.some((have) => (byPrefix ? have.startsWith(alternative) : have === alternative)),
    );
}

export function hasAccess(
  profile: AccessLists | undefined | null,
  requirement: Requirement,
): boolean {
  if (!profile) return false;
  const kinds: (keyof AccessLists)[] = ['permission', 'role', 'assigment'];
  return kinds.every((kind) =>
    (requirement[kind] ?? []).every((entry) =>
      entryPasses(entry, profile[kind] ?? [], kind === 'permission'),
    ),
  );
}

export const emptyAccess = (): AccessLists => ({ permission: [], role: [], assigment: [] });
