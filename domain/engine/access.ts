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

/**
 * A granted list normalised, once per list: a session's lists are loaded once and never
 * changed afterwards, and every check of every request reads them.
 */
const normalisedLists = new WeakMap<readonly string[], string[]>();
export function normalisedList(granted: readonly string[]): string[] {
  let owned = normalisedLists.get(granted);
  if (!owned) normalisedLists.set(granted, (owned = granted.map(normalisePermission)));
  return owned;
}

/** Whether these access lists grant the superuser permission (spacing and case aside). */
export const isAdministrator = (access: AccessLists | undefined): boolean =>
  !!access && normalisedList(access.permission).includes(ADMINISTRATOR);

/** Normalises a session's access lists now, when it loads, rather than at its first check. */
export function prepareAccess(access: AccessLists): AccessLists {
  normalisedList(access.permission);
  normalisedList(access.role);
  normalisedList(access.assigment);
  return access;
}

/** A requirement entry's alternatives, normalised once per entry (they come from route rules). */
const alternativesOf = new Map<string, string[]>();
function alternatives(entry: string): string[] {
  let found = alternativesOf.get(entry);
  if (!found) {
    if (alternativesOf.size >= 10_000) alternativesOf.clear();
    found = entry
      .split('|')
      .map(normalisePermission)
      .filter((alternative) => alternative !== '');
    alternativesOf.set(entry, found);
  }
  return found;
}

function entryPasses(entry: string, granted: readonly string[], byPrefix: boolean): boolean {
  const owned = normalisedList(granted);
  return alternatives(entry).some((alternative) =>
    owned.some((have) => (byPrefix ? have.startsWith(alternative) : have === alternative)),
  );
}

export function hasAccess(
  profile: AccessLists | undefined | null,
  requirement: Requirement,
): boolean {
  if (!profile) return false;
  return (
    allPass(requirement.permission, profile.permission, true) &&
    allPass(requirement.role, profile.role, false) &&
    allPass(requirement.assigment, profile.assigment, false)
  );
}

const NONE: readonly string[] = [];
const allPass = (entries: string[] | undefined, granted: string[] | undefined, byPrefix: boolean) =>
  !entries || entries.every((entry) => entryPasses(entry, granted ?? NONE, byPrefix));

export const emptyAccess = (): AccessLists => ({ permission: [], role: [], assigment: [] });
