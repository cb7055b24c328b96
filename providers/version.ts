/**
 * Application updates (spec sections 2.1, 7 and 9): when a response carries a higher version
 * than the client's, an update is flagged (at most once per AUTOUPDATE_FLAG_INTERVAL_MS), and
 * the page reloads at the next route flagged for a version check, so a user never loses a
 * half-filled form to a reload.
 */
import { AUTOUPDATE_FLAG_INTERVAL_MS } from '../domain/constants';

const FLAG_KEY = 'brokerdesk.update';

interface UpdateFlag {
  version: string;
  flaggedAt: number;
  /** Set once the reload it asked for has happened. */
  done?: boolean;
}

/** Numeric comparison of dotted versions: 1.2.610 > 1.2.604 > 1.2.60; text parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

function readFlag(storage: Storage): UpdateFlag | null {
  try {
    return JSON.parse(storage.getItem(FLAG_KEY) ?? 'null') as UpdateFlag | null;
  } catch {
    return null;
  }
}

/** Called with every response's version header; flags a newer server version. */
export function noteServerVersion(
  serverVersion: string | null,
  clientVersion: string,
  storage: Storage = localStorage,
  now = Date.now(),
) {
  if (!serverVersion || compareVersions(serverVersion, clientVersion) <= 0) return;
  const flag = readFlag(storage);
  if (flag && now - flag.flaggedAt < AUTOUPDATE_FLAG_INTERVAL_MS) return;
  storage.setItem(FLAG_KEY, JSON.stringify({ version: serverVersion, flaggedAt: now }));
}

/** True once per flag: the caller reloads the page. */
export function takeUpdateFlag(storage: Storage = localStorage): boolean {
  const flag = readFlag(storage);
  if (!flag || flag.done) return false;
  storage.setItem(FLAG_KEY, JSON.stringify({ ...flag, done: true }));
  return true;
}

/**
 * At page load: a flag for a version this bundle already is (or is newer than) is settled,
 * so it never causes a pointless reload. A flag for a newer version stays pending.
 */
export function settleFlag(clientVersion: string, storage: Storage = localStorage) {
  const flag = readFlag(storage);
  if (flag && !flag.done && compareVersions(flag.version, clientVersion) <= 0)
    storage.setItem(FLAG_KEY, JSON.stringify({ ...flag, done: true }));
}
