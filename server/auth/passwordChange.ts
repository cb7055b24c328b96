/** Setting a password: never one of the user's recent ones; every other session ends. */
import { PASSWORD_HISTORY, passwordMessages } from '../../domain/passwords';
import { unprocessable } from '../http/problems';
import type { Store } from '../rest/repository';
import { hashPassword, verifyPassword } from './passwords';
import type { SessionCache } from './sessionCache';
import { revokeUserTokens } from './tokens';
import { accountNotices } from '../../domain/entities/notification';
import type { Notifier } from '../notifications/notifier';
import { user as userEntity } from '../../domain/entities/auth';
import { organizationsOf } from '../../domain/entities/auth';
import { auditWrite } from '../rest/auditTrail';
import type { WriteContext } from '../rest/store';

function parseList(value: unknown): number[] {
  try {
    const parsed = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed.map(Number) : [];
  } catch {
    return [];
  }
}

async function recentHashes(store: Store, userId: number): Promise<string[]> {
  const current = await store.db
    .selectFrom('users')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const history = await store.db
    .selectFrom('password_history')
    .select('password_hash')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(PASSWORD_HISTORY)
    .execute();
  return [String(current.password_hash), ...history.map((h) => String(h.password_hash))];
}

/** 422 when the password is the current one or one of the last PASSWORD_HISTORY. */
export async function assertNotRecent(store: Store, userId: number, password: string) {
  for (const hash of await recentHashes(store, userId)) {
    if (await verifyPassword(password, hash)) {
      throw unprocessable({ password: [passwordMessages.reused] });
    }
  }
}

export interface PasswordDeps {
  store: Store;
  sessions: SessionCache;
  notifier: Notifier;
}

/**
 * Stores a new password (checked by `assertNotRecent` first), ends the other sessions, spends
 * every reset link still outstanding (an older mail must not undo this change) and notifies the
 * user, so a change they did not make does not go unnoticed.
 */
export async function setPassword(
  { store, sessions, notifier }: PasswordDeps,
  userId: number,
  password: string,
  keepTokenHash?: string,
  /** Who sets it (an administrator); by default the user themselves (own change, reset link). */
  writer?: WriteContext,
) {
  const now = new Date().toISOString();
  const current = await store.db
    .selectFrom('users')
    .select(['password_hash', 'organizations'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await store.db
    .insertInto('password_history')
    .values({ user_id: userId, password_hash: current.password_hash, created_at: now })
    .execute();
  await store.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), updated_at: now })
    .where('id', '=', userId)
    .execute();
  await store.db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
  await revokeUserTokens(store, sessions, userId, keepTokenHash);
  // The trail says that the password changed and who changed it, never the value.
  const person = { organizations: organizationsOf(parseList(current.organizations)) };
  await auditWrite(
    store,
    writer ?? { actorId: userId, organizationId: person.organizations[0] },
    userEntity,
    userId,
    'update',
    { password: { from: null, to: null } },
    [person],
  );
  await notifier.send([userId], accountNotices.passwordChanged);
}
