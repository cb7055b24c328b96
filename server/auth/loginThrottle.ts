/**
 * Failed logins are limited per account and per address over a sliding window. The answer is
 * the same whether the e-mail exists or not, so the limit reveals nothing about accounts.
 * Failures live in the database, so every instance counts them together.
 */
import type { Store } from '../resources/repository';

export interface ThrottleLimits {
  windowMinutes: number;
  perAccount: number;
  perAddress: number;
}

export const DEFAULT_LIMITS: ThrottleLimits = { windowMinutes: 15, perAccount: 5, perAddress: 30 };

export const throttledMessage = (minutes: number) =>
  `Demasiados intentos de ingreso fallidos. Espere ${minutes} minutos e intente nuevamente.`;

const since = (limits: ThrottleLimits) =>
  new Date(Date.now() - limits.windowMinutes * 60_000).toISOString();

async function failures(
  store: Store,
  column: 'email' | 'address',
  value: string,
  limits: ThrottleLimits,
) {
  const row = await store.db
    .selectFrom('login_attempts')
    .select((eb) => eb.fn.countAll().as('n'))
    .where(column, '=', value)
    .where('created_at', '>', since(limits))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function isThrottled(
  store: Store,
  email: string,
  address: string,
  limits: ThrottleLimits,
) {
  const [byAccount, byAddress] = await Promise.all([
    failures(store, 'email', email.trim().toLowerCase(), limits),
    failures(store, 'address', address, limits),
  ]);
  return byAccount >= limits.perAccount || byAddress >= limits.perAddress;
}

export async function recordFailure(
  store: Store,
  email: string,
  address: string,
  limits: ThrottleLimits,
) {
  await store.db
    .insertInto('login_attempts')
    .values({
      email: email.trim().toLowerCase().slice(0, 255),
      address,
      created_at: new Date().toISOString(),
    })
    .execute();
  // Old rows say nothing any more; drop them as we go instead of running a job.
  await store.db.deleteFrom('login_attempts').where('created_at', '<', since(limits)).execute();
}

/** A successful login forgets the account's failures (not the address's). */
export async function clearFailures(store: Store, email: string) {
  await store.db
    .deleteFrom('login_attempts')
    .where('email', '=', email.trim().toLowerCase())
    .execute();
}
