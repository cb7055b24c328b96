/**
 * auth-admin beyond the generic resource routes: a user who may no longer log in loses every
 * session at once, an administrator cannot lock themselves out, access changes reach the
 * session cache, and an administrator sets a user's password or previews their access.
 */
import type { FastifyInstance } from 'fastify';
import { assignment, role, user as userEntity } from '../../domain/entities/auth';
import { authMessages, canLogIn, organizationsOf } from '../../domain/entities/auth';
import { errorMessages, interpolate } from '../../domain/engine/messages';
import { canAccess } from '../../domain/routes';
import { passwordMessages, validatePasswordPair } from '../../domain/passwords';
import { HttpProblem, refuseErrors, unprocessable } from '../http/problems';
import type { HookTable, WriteEvent } from '../rest/hooks';
import type { Store } from '../rest/repository';
import { requireAccess, requireBody, requireId, viewerOf, writerOf } from '../rest/routes';
import { visibleTo, whenCommitted, type Viewer } from '../rest/store';
import {
  holdsPermission,
  isProductAdministrator,
  managesMembersOf,
  mayAssignOrganization,
  tenancyMessages,
} from '../../domain/tenancy';
import { joinTable } from '../../domain/engine/entity';
import { assertNotRecent, setPassword, type PasswordDeps } from './passwordChange';
import { recordActivity, requestOrigin } from '../activity/recordActivity';
import { accountNotices } from '../../domain/entities/notification';
import type { Notifier } from '../notifications/notifier';
import type { SessionCache } from './sessionCache';
import { revokeUserTokens } from './tokens';
import { loadSessionUser } from './users';
import { userAccessRoute, userPasswordRoute } from '../contract/accountSchemas';
import { handlerAnswers, refuseInvalid } from '../contract/validationProblems';

function refuseOwnLockout({ action, before, after, actorId }: WriteEvent) {
  if (!before || Number(before.id) !== actorId) return;
  if (action === 'delete' || !canLogIn(Number(after?.state)))
    throw unprocessable({ state: [authMessages.ownAccount] });
}

/**
 * Run after a write to users, roles or assignments, inside its transaction: the writer's own
 * access as it now stands must still open user administration, or the change is undone (the
 * error goes under `field`). Otherwise nobody might be left to manage users.
 */
function refuseOwnAdminLoss(field: string) {
  return async ({ store, actorId }: WriteEvent) => {
    if (actorId === null) return;
    const row = await store.db
      .selectFrom(userEntity.table)
      .selectAll()
      .where('id', '=', actorId)
      .executeTakeFirst();
    if (!row) return;
    const { access } = await loadSessionUser(store, row);
    if (!canAccess(access, userEntity.name, 'edit'))
      throw unprocessable({ [field]: [authMessages.ownAdminAccess] });
  };
}

const added = (before: unknown, after: unknown): unknown[] => {
  const had = new Set(Array.isArray(before) ? before.map(String) : []);
  return (Array.isArray(after) ? after : []).filter((v) => !had.has(String(v)));
};

const parsePermissions = (value: unknown): string[] => {
  try {
    const parsed = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};

/** The permissions the given roles grant (a cargo grants its role's). */
async function permissionsOfRoles(store: Store, roleIds: unknown[]): Promise<string[]> {
  if (!roleIds.length) return [];
  const rows = await store.db
    .selectFrom(role.table)
    .select('permissions')
    .where('id', 'in', roleIds)
    .execute();
  return rows.flatMap((row) => parsePermissions(row.permissions));
}

async function roleOfAssignments(store: Store, ids: unknown[]): Promise<unknown[]> {
  if (!ids.length) return [];
  const rows = await store.db
    .selectFrom(assignment.table)
    .select('role')
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => row.role);
}

const userRoles = joinTable(userEntity, 'roles');
const userAssignments = joinTable(userEntity, 'assignments');

/** The organizations of every person holding this role or cargo, directly or through a cargo. */
async function holdersOrganizations(store: Store, kind: 'role' | 'assignment', id: unknown) {
  const cargos =
    kind === 'role'
      ? store.db.selectFrom(assignment.table).select('id').where('role', '=', id)
      : null;
  const direct = store.db
    .selectFrom(kind === 'role' ? userRoles : userAssignments)
    .select('owner_id')
    .where('target_id', '=', id);
  const throughCargo = cargos
    ? store.db.selectFrom(userAssignments).select('owner_id').where('target_id', 'in', cargos)
    : null;
  const rows = await store.db
    .selectFrom(userEntity.table)
    .select('organizations')
    .where((eb) =>
      eb.or([eb('id', 'in', direct), ...(throughCargo ? [eb('id', 'in', throughCargo)] : [])]),
    )
    .execute();
  return rows.map((row) => parsePermissions(row.organizations).map(Number));
}

/**
 * Changing a role or cargo changes everybody who holds it: refused when a holder belongs to an
 * organization the writer does not (the writer could not manage that person directly either).
 * A product administrator is the exception: the roles every organization shares are theirs.
 */
function refuseReachingOthers(kind: 'role' | 'assignment') {
  return async ({ store, action, before, writer }: WriteEvent) => {
    if (!before || action === 'create' || !writer?.organizations || !writer.access) return;
    if (isProductAdministrator(writer.access, writer.organizations)) return;
    for (const organizations of await holdersOrganizations(store, kind, before.id))
      if (!managesMembersOf(writer.organizations, organizationsOf(organizations)))
        throw new HttpProblem(403, tenancyMessages.heldElsewhere);
  };
}

/**
 * No privilege escalation (issue 9, item 3): a writer grants only organizations they belong to
 * and permissions they hold themselves, directly or through a role or cargo they hand out (the
 * superuser `administrator` holds them all, inside their organizations). A product administrator
 * also grants any organization: that is how one is onboarded, with its first administrator, who
 * then manages only their own (issue 28, item 7). The product's own writes (seed) are not checked.
 */
function refuseEscalation(kind: 'user' | 'role' | 'assignment') {
  return async ({ store, before, after, writer }: WriteEvent) => {
    if (!after || !writer?.organizations || !writer.access) return;
    const actor = writer.access;
    if (kind === 'user') {
      const writers = writer.organizations;
      const own = new Set(writers.map(Number));
      const given = added(before?.organizations, after.organizations).map(Number);
      const foreign = given.filter((o) => !mayAssignOrganization(actor, writers, o));
      // Another organization's person is onboarded when created, as a person of those
      // organizations alone: never by widening an existing person (the writer included).
      const onboarding =
        !before &&
        !(Array.isArray(after.organizations) ? after.organizations : []).some((o) =>
          own.has(Number(o)),
        );
      if (foreign.length || (given.some((o) => !own.has(o)) && !onboarding))
        throw unprocessable({ organizations: [tenancyMessages.foreignOrganization] });
    }
    const granted: [string, string[]][] = [];
    if (kind === 'user' || kind === 'role')
      granted.push(['permissions', added(before?.permissions, after.permissions).map(String)]);
    if (kind === 'user') {
      granted.push(['roles', await permissionsOfRoles(store, added(before?.roles, after.roles))]);
      const cargoRoles = await roleOfAssignments(
        store,
        added(before?.assignments, after.assignments),
      );
      granted.push(['assignments', await permissionsOfRoles(store, cargoRoles)]);
    }
    if (kind === 'assignment' && String(before?.role) !== String(after.role))
      granted.push(['role', await permissionsOfRoles(store, [after.role])]);
    for (const [field, permissions] of granted) {
      const unheld = [...new Set(permissions.filter((p) => !holdsPermission(actor, p)))];
      if (unheld.length)
        throw unprocessable({
          [field]: [
            interpolate(tenancyMessages.permissionNotHeld, { permissions: unheld.join(', ') }),
          ],
        });
    }
  };
}

/**
 * A person holds only roles and cargos their organizations see: the shared ones or those of one
 * of their organizations. A product administrator onboarding another organization cannot hand
 * its people one of organization 1's own roles, which that organization could neither read nor
 * manage.
 */
async function refuseForeignGrants({ store, after, writer }: WriteEvent) {
  if (!after || !writer?.organizations) return;
  const listed = Array.isArray(after.organizations) ? after.organizations : [];
  const theirs = organizationsOf(listed.map(Number));
  for (const [field, table] of [
    ['roles', role.table],
    ['assignments', assignment.table],
  ] as const) {
    const ids = Array.isArray(after[field]) ? (after[field] as unknown[]) : [];
    if (!ids.length) continue;
    const rows = await store.db
      .selectFrom(table)
      .select('organization_id')
      .where('id', 'in', ids)
      .execute();
    if (rows.some((r) => r.organization_id != null && !theirs.includes(Number(r.organization_id))))
      throw unprocessable({ [field]: [tenancyMessages.foreignGrant] });
  }
}

export function authAdminHooks(sessions: SessionCache, notifier: Notifier): HookTable {
  // After the commit: a session read again before it would keep the old access.
  const clearSessions = ({ store }: WriteEvent) => whenCommitted(store, () => sessions.clear());
  return {
    [userEntity.name]: [
      { before: refuseEscalation('user') },
      { before: refuseForeignGrants },
      {
        before: refuseOwnLockout,
        async after(event) {
          await refuseOwnAdminLoss('roles')(event);
          const { store, action, before, after } = event;
          const id = Number((after ?? before)!.id);
          if (action === 'create') return;
          const couldLogIn = canLogIn(Number(before?.state));
          if (!after || !canLogIn(Number(after.state))) {
            await revokeUserTokens(store, sessions, id);
            if (couldLogIn) await notifier.send([id], accountNotices.deactivated, store);
          }
          await whenCommitted(store, () => sessions.evictUser(id));
        },
      },
    ],
    [role.name]: [
      { before: refuseEscalation('role') },
      { before: refuseReachingOthers('role') },
      { after: refuseOwnAdminLoss('permissions') },
      { after: clearSessions },
    ],
    [assignment.name]: [
      { before: refuseEscalation('assignment') },
      { before: refuseReachingOthers('assignment') },
      { after: refuseOwnAdminLoss('role') },
      { after: clearSessions },
    ],
  };
}

/** A user the viewer manages (every one of its organizations is theirs), or 404. */
async function findUserRow(store: Store, raw: string, viewer: Viewer) {
  const id = requireId(userEntity, raw) as number;
  const row = await visibleTo(
    store.db.selectFrom(userEntity.table).selectAll().where('id', '=', id),
    userEntity,
    viewer,
  ).executeTakeFirst();
  if (!row) throw new HttpProblem(404, errorMessages.notFound);
  return row;
}

export function registerAuthAdminRoutes(app: FastifyInstance, deps: PasswordDeps) {
  const { store } = deps;
  const base = `/api/v1/${userEntity.name}/:id`;

  /** {id}/password/change: a new password, never a recent one; the user's sessions end. */
  const passwordAnswers = handlerAnswers((input) =>
    validatePasswordPair(input.password, input.password_confirmation),
  );
  const checked = { schema: userPasswordRoute(), attachValidation: true };
  app.put<{ Params: { id: string } }>(`${base}/password`, checked, async (request) => {
    const actor = requireAccess(request, userEntity, 'edit');
    const row = await findUserRow(store, request.params.id, viewerOf(actor));
    refuseInvalid(request, passwordAnswers);
    const body = requireBody(request.body);
    const errors = validatePasswordPair(body.password, body.password_confirmation);
    refuseErrors(errors);
    await assertNotRecent(store, Number(row.id), String(body.password));
    await setPassword(deps, Number(row.id), String(body.password), undefined, writerOf(actor));
    await recordActivity(store, {
      kind: 'password_change',
      userId: Number(row.id),
      ...requestOrigin(request),
      detail: `Cambiada por ${actor.name}`,
    });
    return { success: true, message: passwordMessages.changedByAdmin, data: null };
  });

  /** {id}/edit/{name}/vista: the access lists the user's session would carry right now. */
  const access = { schema: userAccessRoute(), attachValidation: true };
  app.get<{ Params: { id: string } }>(`${base}/access`, access, async (request) => {
    const actor = requireAccess(request, userEntity, 'show');
    refuseInvalid(request);
    const row = await findUserRow(store, request.params.id, viewerOf(actor));
    const user = await loadSessionUser(store, row);
    const { access, grants, organizations } = user;
    return { success: true, data: { access, grants, organizations } };
  });
}
