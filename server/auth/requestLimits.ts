/**
 * Limits on the public requests that send e-mail or create accounts (issue 9, items 6 and 8):
 * registration and password/email, each counted per e-mail address and per client address over
 * a sliding window. Every accepted request is a row in `request_limits`, so several instances
 * enforce one limit. Requests are counted whether or not the e-mail belongs to an account, so
 * the limit reveals nothing about which accounts exist.
 */
import { HttpProblem } from '../http/problems';
import type { Store } from '../rest/repository';

export interface RequestLimits {
  windowMinutes: number;
  /** Requests naming one e-mail address (mails that address can be sent). */
  perEmail: number;
  /** Requests from one client address (an office behind one NAT counts as one). */
  perAddress: number;
}

export const DEFAULT_REQUEST_LIMITS: RequestLimits = {
  windowMinutes: 60,
  perEmail: 3,
  perAddress: 30,
};

export type LimitedRequest = 'register' | 'password_email';

export const tooManyRequestsMessage = (minutes: number) =>
  `Hiciste demasiadas solicitudes. Esperá ${minutes === 1 ? '1 minuto' : `${minutes} minutos`} y volvé a intentar.`;

async function recent(store: Store, bucket: string, subject: string, since: string) {
  const row = await store.db
    .selectFrom('request_limits')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('bucket', '=', bucket)
    .where('subject', '=', subject)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Counts this request, or refuses it with a Spanish 429 when the e-mail or the address used up
 * its allowance. Refused requests are not stored, so a flood costs no rows.
 */
export async function takeRequest(
  store: Store,
  kind: LimitedRequest,
  email: string,
  address: string,
  limits: RequestLimits,
) {
  const now = Date.now();
  const since = new Date(now - limits.windowMinutes * 60_000).toISOString();
  const byEmail = `${kind}:email`;
  const byAddress = `${kind}:address`;
  const subject = email.trim().toLowerCase().slice(0, 255);
  const created_at = new Date(now).toISOString();
  // Stored before counting: requests racing in parallel each see the others, so a burst cannot
  // pass one check together. A refused request's rows are taken back.
  const inserted = await store.db
    .insertInto('request_limits')
    .values([
      { bucket: byEmail, subject, created_at },
      { bucket: byAddress, subject: address, created_at },
    ])
    .returning('id')
    .execute();
  const [emailCount, addressCount] = await Promise.all([
    recent(store, byEmail, subject, since),
    recent(store, byAddress, address, since),
  ]);
  if (emailCount > limits.perEmail || addressCount > limits.perAddress) {
    const ids = inserted.map((row) => row.id);
    await store.db.deleteFrom('request_limits').where('id', 'in', ids).execute();
    throw new HttpProblem(429, tooManyRequestsMessage(limits.windowMinutes));
  }
  await store.db.deleteFrom('request_limits').where('created_at', '<', since).execute();
}
