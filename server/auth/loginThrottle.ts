/**
 * Login throttling that slows a guesser without locking the office out (issue 9, item 7).
 *
 * - Per account and address (the pair): the first `freeFailures` failures cost nothing; after
 *   that each further try waits `backoffSeconds`, doubling with every failure (5 s, 10 s, 20 s,
 *   ... at most the window), counted from the pair's last failure.
 * - Per account from every address: past `perAccount` failures in the window the account is
 *   locked, but only for addresses it never logged in from. A correct password from an address
 *   where it succeeded before still gets in, so strangers cannot lock a user out.
 * - Per address over every account: past `perAddress` failures in the window (high enough for an
 *   office behind one NAT), the address may only try accounts that logged in from it before.
 *
 * Failures and known addresses are keyed by the e-mail as typed (lower case), not by user, so an
 * unknown e-mail is treated exactly like a known one: the limits reveal nothing about accounts.
 * Everything lives in the database, so every instance counts the same failures.
 *
 * A try is counted as it arrives, before the password is compared (`startAttempt`), and
 * forgotten when the password was right: counted only after bcrypt, a burst sent at once would
 * all pass the check before any of it was counted, and get more guesses than the limit.
 */
import type { Store } from '../rest/repository';

export interface ThrottleLimits {
  windowMinutes: number;
  freeFailures: number;
  backoffSeconds: number;
  perAccount: number;
  perAddress: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = {
  windowMinutes: 15,
  freeFailures: 5,
  backoffSeconds: 5,
  perAccount: 50,
  perAddress: 300,
};

/** Addresses an account logged in from are remembered this long after the last success. */
export const KNOWN_ADDRESS_DAYS = 90;

const duration = (seconds: number) => {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
};

export const throttledMessage = (seconds: number) =>
  `Demasiados intentos fallidos. Esperá ${duration(seconds)} y volvé a intentar.`;

const accountKey = (email: string) => email.trim().toLowerCase().slice(0, 255);
const isoAgo = (ms: number, now: number) => new Date(now - ms).toISOString();

/**
 * `before`: the try being decided, which counts the tries that arrived before it (a lower id),
 * those still waiting for their password's check included, so a burst is decided in order.
 */
async function failureStats(
  store: Store,
  where: { email?: string; address?: string },
  since: string,
  before: number | null,
) {
  let query = store.db
    .selectFrom('login_attempts')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.max('created_at').as('last')])
    .where('created_at', '>', since);
  if (where.email !== undefined) query = query.where('email', '=', where.email);
  if (where.address !== undefined) query = query.where('address', '=', where.address);
  if (before !== null) query = query.where('id', '<', before);
  const row = await query.executeTakeFirstOrThrow();
  return { count: Number(row.n), last: row.last ? Date.parse(String(row.last)) : 0 };
}

async function isKnownAddress(store: Store, email: string, address: string) {
  const row = await store.db
    .selectFrom('login_known_addresses')
    .select('email')
    .where('email', '=', email)
    .where('address', '=', address)
    .where('last_success_at', '>', isoAgo(KNOWN_ADDRESS_DAYS * 86_400_000, Date.now()))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Seconds the caller must wait before this account may be tried from this address, or 0.
 * Checked before the password, so a throttled try never tells whether the password was right.
 * `except`: the caller's own try, already counted (startAttempt): only the tries that arrived
 * before it count.
 */
export async function secondsToWait(
  store: Store,
  email: string,
  address: string,
  limits: ThrottleLimits,
  now = Date.now(),
  except: number | null = null,
): Promise<number> {
  const key = accountKey(email);
  const windowMs = limits.windowMinutes * 60_000;
  const since = isoAgo(windowMs, now);
  const pair = await failureStats(store, { email: key, address }, since, except);
  if (pair.count >= limits.freeFailures) {
    const doublings = Math.min(pair.count - limits.freeFailures, 30);
    const backoffMs = Math.min(limits.backoffSeconds * 1000 * 2 ** doublings, windowMs);
    const left = pair.last + backoffMs - now;
    if (left > 0) return Math.ceil(left / 1000);
  }
  const [account, fromAddress] = await Promise.all([
    failureStats(store, { email: key }, since, except),
    failureStats(store, { address }, since, except),
  ]);
  if (account.count < limits.perAccount && fromAddress.count < limits.perAddress) return 0;
  if (await isKnownAddress(store, key, address)) return 0;
  return limits.windowMinutes * 60;
}

/**
 * Counts a try of this account from this address before its password is checked: the seconds
 * to wait (the try is then forgotten: refused unchecked, it is no guess), or 0. A wrong
 * password leaves it counted (`recordFailure`); a right one forgets it (`recordSuccess`).
 */
export async function startAttempt(
  store: Store,
  email: string,
  address: string,
  limits: ThrottleLimits,
  now = Date.now(),
): Promise<number> {
  const inserted = await store.db
    .insertInto('login_attempts')
    .values({ email: accountKey(email), address, created_at: new Date(now).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(inserted.id);
  const wait = await secondsToWait(store, email, address, limits, now, id);
  if (wait > 0) await store.db.deleteFrom('login_attempts').where('id', '=', id).execute();
  return wait;
}

/** A wrong password: its try stays counted (startAttempt); rows past the window are dropped. */
export async function recordFailure(store: Store, limits: ThrottleLimits) {
  // Old rows say nothing any more; drop them as we go instead of running a job.
  await store.db
    .deleteFrom('login_attempts')
    .where('created_at', '<', isoAgo(limits.windowMinutes * 60_000, Date.now()))
    .execute();
}

/**
 * A correct password: the pair's tries are forgotten, this one included (other addresses' are
 * not: they may be an attacker's), and the address becomes one the account is known to log in
 * from.
 */
export async function recordSuccess(store: Store, email: string, address: string) {
  const key = accountKey(email);
  const now = Date.now();
  await store.db
    .deleteFrom('login_attempts')
    .where('email', '=', key)
    .where('address', '=', address)
    .execute();
  await store.db
    .insertInto('login_known_addresses')
    .values({ email: key, address, last_success_at: new Date(now).toISOString() })
    .onConflict((oc) =>
      oc
        .columns(['email', 'address'])
        .doUpdateSet({ last_success_at: new Date(now).toISOString() }),
    )
    .execute();
  await store.db
    .deleteFrom('login_known_addresses')
    .where('last_success_at', '<', isoAgo(KNOWN_ADDRESS_DAYS * 86_400_000, now))
    .execute();
}
