/**
 * Notification endpoints beyond the generic read-only list (which shows each user only their
 * own): mark one or all as read, an administrator's send to users, roles or assignments, and
 * the broadcasting authorisation of spec section 7.
 */
import type { FastifyInstance } from 'fastify';
import { notification, notificationDraft } from '../../domain/entities';
import { notificationMessages, validateDraft } from '../../domain/entities/notification';
import { errorMessages, interpolate, validationMessage } from '../../domain/messages';
import { mayJoinChannel } from '../../domain/realtime';
import { canAccess } from '../../domain/routes';
import { hasErrors } from '../../domain/validate';
import { decodeRow, encodeValues } from '../db/codec';
import { HttpProblem, unprocessable } from '../http/problems';
import { checkReferences } from '../resources/integrity';
import type { Store } from '../resources/repository';
import { requireBody, requireId } from '../resources/routes';
import { recipientsOf, type Notifier } from './notifier';

function markRead(store: Store, recipient: number) {
  const now = new Date().toISOString();
  return store.db
    .updateTable(notification.table)
    .set({
      ...encodeValues(notification, { read: true, read_at: now }, store.dialect),
      updated_at: now,
    })
    .where('recipient', '=', recipient)
    .where('read_at', 'is', null);
}

export function registerNotificationRoutes(app: FastifyInstance, store: Store, notifier: Notifier) {
  const base = `/api/v1/${notification.name}`;

  app.put<{ Params: { id: string } }>(`${base}/:id/read`, async (request) => {
    const user = request.user!;
    const id = requireId(notification, request.params.id);
    await markRead(store, user.id).where('id', '=', id).execute();
    const row = await store.db
      .selectFrom(notification.table)
      .selectAll()
      .where('id', '=', id)
      .where('recipient', '=', user.id)
      .executeTakeFirst();
    if (!row) throw new HttpProblem(404, errorMessages.notFound);
    return decodeRow(notification, row);
  });

  app.post(`${base}/read-all`, async (request) => {
    const result = await markRead(store, request.user!.id).executeTakeFirst();
    return {
      success: true,
      message: notificationMessages.allRead,
      data: { count: Number(result.numUpdatedRows) },
    };
  });

  app.post(`/api/v1/${notificationDraft.name}`, async (request, reply) => {
    if (!canAccess(request.user!.access, notificationDraft.name, 'create'))
      throw new HttpProblem(403, errorMessages.forbidden);
    const { values, errors } = validateDraft(requireBody(request.body));
    if (!hasErrors(errors))
      Object.assign(errors, await checkReferences(store, notificationDraft, values));
    if (hasErrors(errors)) throw unprocessable(errors);
    const recipients = await recipientsOf(store, {
      users: values.users as number[],
      roles: values.roles as number[],
      assignments: values.assignments as string[],
    });
    if (!recipients.length) throw unprocessable({ users: [notificationMessages.nobodyThere] });
    const sent = await notifier.send(recipients, {
      title: values.title as string,
      text: values.text as string,
      type: values.type as number,
      link: values.link as string | null,
    });
    reply.code(201);
    return {
      success: true,
      message: interpolate(notificationMessages.sent, { count: sent.length }),
      data: { count: sent.length, recipients },
    };
  });

  /** Laravel's broadcasting/auth: a user may listen on its own private channel only. */
  app.post('/api/broadcasting/auth', async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const missing = ['socket_id', 'channel_name'].filter(
      (name) => typeof body[name] !== 'string' || body[name] === '',
    );
    if (missing.length)
      throw unprocessable(
        Object.fromEntries(
          missing.map((name) => [name, [validationMessage('required', { attribute: name })]]),
        ),
      );
    const user = request.user!;
    if (!mayJoinChannel(user.id, body.channel_name))
      throw new HttpProblem(403, errorMessages.forbidden);
    return { auth: `${body.socket_id}:${body.channel_name}`, user_id: user.id };
  });
}
