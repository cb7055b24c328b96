/** Users as the session sees them: identity, access lists and organizations (spec section 3). */
import type { AccessLists } from '../../domain/access';
import { optionByCode, userState } from '../../domain/enums';
import type { Store } from '../resources/repository';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  state: number;
  access: AccessLists;
  organizations: { organization_id: number }[];
}

/** User states (spec section 4) that may hold a session: not deactivated, not deleted. */
const CAN_LOG_IN = ['active', 'confirmed', 'unconfirmed'].map(
  (code) => optionByCode(userState, code).id,
);
export const ACTIVE_STATE = optionByCode(userState, 'active').id;
/** Self-registered users: they may log in, with no permission, until an administrator acts. */
export const UNCONFIRMED_STATE = optionByCode(userState, 'unconfirmed').id;

export const canLogIn = (state: number) => CAN_LOG_IN.includes(state);

type UserRow = Record<string, unknown>;

const parseList = <T>(value: unknown): T[] => {
  try {
    const parsed = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

export function toSessionUser(row: UserRow): SessionUser {
  const organizations = parseList<number>(row.organizations);
  return {
    id: Number(row.id),
    name: String(row.name),
    email: String(row.email),
    state: Number(row.state),
    access: {
      permission: parseList<string>(row.permissions),
      role: parseList<string>(row.roles),
      assigment: parseList<string>(row.assignments),
    },
    // The first organization is the user's own; organization 1 when none (spec sections 6 and 9).
    organizations: (organizations.length ? organizations : [1]).map((id) => ({
      organization_id: id,
    })),
  };
}

export async function findUserByEmail(store: Store, email: string): Promise<UserRow | undefined> {
  return store.db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

export interface NewUser {
  name: string;
  email: string;
  passwordHash: string;
  state?: number;
  permissions?: string[];
  roles?: string[];
  assignments?: string[];
  organizations?: number[];
}

export async function insertUser(store: Store, user: NewUser): Promise<number> {
  const now = new Date().toISOString();
  const row = await store.db
    .insertInto('users')
    .values({
      name: user.name,
      email: user.email.toLowerCase(),
      password_hash: user.passwordHash,
      state: user.state ?? ACTIVE_STATE,
      permissions: JSON.stringify(user.permissions ?? []),
      roles: JSON.stringify(user.roles ?? []),
      assignments: JSON.stringify(user.assignments ?? []),
      organizations: JSON.stringify(user.organizations ?? [1]),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
