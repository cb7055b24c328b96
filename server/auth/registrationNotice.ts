/**
 * A self-registered user starts unconfirmed and with no permission (spec 2.2), so nobody would
 * know they are waiting unless told: every administrator of the new user's organizations (a user
 * who belongs to all of them and may edit users, the rule of the auth-admin screens) gets a
 * notification linking to the new user's edit screen (issue 9, item 27).
 */
import { LOGIN_STATES } from '../../domain/entities/auth';
import { user as userEntity } from '../../domain/entities/auth';
import { optionByCode } from '../../domain/engine/defineEnum';
import { notificationTypes } from '../../domain/enums/catalogues';
import { canAccess } from '../../domain/routes';
import type { Notifier } from '../notifications/notifier';
import type { Store } from '../rest/repository';
import { loadSessionUser } from './users';

export interface RegisteredUser {
  id: number;
  name: string;
  email: string;
  organizations: number[];
}

export const registrationNotice = (registered: RegisteredUser) => ({
  title: 'Nuevo usuario registrado',
  text: `${registered.name} (${registered.email}) se registró y espera que le asignes roles y cargos para empezar a trabajar.`,
  type: optionByCode(notificationTypes, 'info').id,
  link: `/${userEntity.name}/${registered.id}/edit`,
});

const organizationIds = (value: unknown): number[] => {
  try {
    const parsed: unknown = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed.map(Number) : [];
  } catch {
    return [];
  }
};

/** Users who may manage the registered user: members of all its organizations, user editors. */
export async function administratorsOf(store: Store, registered: RegisteredUser) {
  const rows = await store.db
    .selectFrom(userEntity.table)
    .selectAll()
    .where('state', 'in', [...LOGIN_STATES])
    .where('id', '!=', registered.id)
    .orderBy('id')
    .execute();
  const members = rows.filter((row) => {
    const theirs = organizationIds(row.organizations);
    return registered.organizations.every((organization) => theirs.includes(organization));
  });
  const administrators: number[] = [];
  // Registration is rare and rate limited; the access check is the same one every request uses.
  for (const row of members) {
    const session = await loadSessionUser(store, row);
    if (canAccess(session.access, userEntity.name, 'edit')) administrators.push(session.id);
  }
  return administrators;
}

export async function notifyRegistration(
  store: Store,
  notifier: Notifier,
  registered: RegisteredUser,
) {
  const recipients = await administratorsOf(store, registered);
  await notifier.send(recipients, registrationNotice(registered));
  return recipients;
}
