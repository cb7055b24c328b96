/**
 * Users as the session sees them (spec section 3): identity, organizations, and the access
 * lists derived from auth-admin: the permissions of the user's roles and of their assignments'
 * roles, plus the user's own extra permissions; role and assignment names for the other lists.
 */
import type { AccessGrants, AccessLists } from '../../domain/engine/access';
import { joinTable } from '../../domain/engine/entity';
import { assignment, role, user as userEntity } from '../../domain/entities/auth';
import {
  ACTIVE_STATE,
  canLogIn,
  organizationsOf,
  sessionProfile,
} from '../../domain/entities/auth';
import { searchColumns } from '../db/codec';
import type { Store } from '../rest/repository';

export { ACTIVE_STATE, UNCONFIRMED_STATE, canLogIn } from '../../domain/entities/auth';

export interface SessionUser {
  id: number;
  name: string;
  email: string;
  state: number;
  access: AccessLists;
  /** The Spanish description of each role and assignment name in `access`, for screens. */
  grants: AccessGrants;
  organizations: { organization_id: number }[];
}

type UserRow = Record<string, unknown>;

const parseList = <T>(value: unknown): T[] => {
  try {
    const parsed = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};

const userRoles = joinTable(userEntity, 'roles');
const userAssignments = joinTable(userEntity, 'assignments');

/** The roles and assignments behind a user's access: two queries. */
async function grantsOf(store: Store, userId: number) {
  const assignments = await store.db
    .selectFrom(`${assignment.table} as a`)
    .innerJoin(`${userAssignments} as ua`, 'ua.target_id', 'a.id')
    .select(['a.name', 'a.label', 'a.role'])
    .where('ua.owner_id', '=', userId)
    .orderBy('ua.position')
    .execute();
  const roleIds = assignments.map((a) => Number(a.role));
  const roles = await store.db
    .selectFrom(role.table)
    .select(['id', 'name', 'label', 'permissions'])
    .where((eb) =>
      eb.or([
        eb('id', 'in', eb.selectFrom(userRoles).select('target_id').where('owner_id', '=', userId)),
        ...(roleIds.length ? [eb('id', 'in', roleIds)] : []),
      ]),
    )
    .orderBy('name')
    .execute();
  return { roles, assignments };
}

export async function loadSessionUser(store: Store, row: UserRow): Promise<SessionUser> {
  const { roles, assignments } = await grantsOf(store, Number(row.id));
  return { ...sessionProfile(row, roles, assignments, parseList), state: Number(row.state) };
}

/** The session a user would have now, or null when they may not log in (a job's requester). */
export async function currentSession(store: Store, userId: number): Promise<SessionUser | null> {
  const row = await store.db
    .selectFrom(userEntity.table)
    .selectAll()
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && canLogIn(Number(row.state)) ? loadSessionUser(store, row as UserRow) : null;
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
  /** Permissions given to the user directly (tests grant exactly these). */
  permissions?: string[];
  organizations?: number[];
}

/** A user with no role yet: self-registration, and tests that need a bare account. */
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
      organizations: JSON.stringify(organizationsOf(user.organizations ?? [])),
      ...searchColumns(userEntity, user as unknown as Record<string, unknown>),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
