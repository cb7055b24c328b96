/**
 * auth-admin beyond the generic resource routes: a user who may no longer log in loses every
 * session at once, an administrator cannot lock themselves out, access changes reach the
 * session cache, and an administrator sets a user's password or previews their access.
 */
import type { FastifyInstance } from 'fastify';
import { assignment, role, user as userEntity } from '../../domain/entities';
import { authMessages, canLogIn } from '../../domain/entities/auth';
import { errorMessages } from '../../domain/messages';
import { canAccess } from '../../domain/routes';
import { passwordMessages, validatePasswordPair } from '../../domain/passwords';
import { hasErrors } from '../../domain/validate';
import { HttpProblem, unprocessable } from '../http/problems';
import type { HookTable, WriteEvent } from '../resources/hooks';
import type { Store } from '../resources/repository';
import { requireAccess, requireBody, requireId } from '../resources/routes';
import { assertNotRecent, setPassword, type PasswordDeps } from './passwordChange';
import { accountNotices } from '../../domain/entities/notification';
import type { Notifier } from '../notifications/notifier';
import type { SessionCache } from './sessionCache';
import { revokeUserTokens } from './tokens';
import { loadSessionUser } from './users';

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

export function authAdminHooks(sessions: SessionCache, notifier: Notifier): HookTable {
  const clearSessions = () => sessions.clear();
  return {
    [userEntity.name]: [
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
          sessions.evictUser(id);
        },
      },
    ],
    [role.name]: [{ after: refuseOwnAdminLoss('permissions') }, { after: clearSessions }],
    [assignment.name]: [{ after: refuseOwnAdminLoss('role') }, { after: clearSessions }],
  };
}

async function findUserRow(store: Store, raw: string) {
  const id = requireId(userEntity, raw) as number;
  const row = await store.db
    .selectFrom(userEntity.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw new HttpProblem(404, errorMessages.notFound);
  return row;
}

export function registerAuthAdminRoutes(app: FastifyInstance, deps: PasswordDeps) {
  const { store } = deps;
  const base = `/api/v1/${userEntity.name}/:id`;

  /** {id}/password/change: a new password, never a recent one; the user's sessions end. */
  app.put<{ Params: { id: string } }>(`${base}/password`, async (request) => {
    requireAccess(request, userEntity, 'edit');
    const row = await findUserRow(store, request.params.id);
    const body = requireBody(request.body);
    const errors = validatePasswordPair(body.password, body.password_confirmation);
    if (hasErrors(errors)) throw unprocessable(errors);
    await assertNotRecent(store, Number(row.id), String(body.password));
    await setPassword(deps, Number(row.id), String(body.password));
    return { success: true, message: passwordMessages.changedByAdmin, data: null };
  });

  /** {id}/edit/{name}/vista: the access lists the user's session would carry right now. */
  app.get<{ Params: { id: string } }>(`${base}/access`, async (request) => {
    requireAccess(request, userEntity, 'show');
    const user = await loadSessionUser(store, await findUserRow(store, request.params.id));
    const { access, grants, organizations } = user;
    return { success: true, data: { access, grants, organizations } };
  });
}
