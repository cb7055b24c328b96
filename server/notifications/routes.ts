/**
 * Notification endpoints beyond the generic read-only list (which shows each user only their
 * own): mark one or all as read, an administrator's send to users, roles or assignments, and
 * the broadcasting authorisation of spec section 7.
 */
import type { FastifyInstance } from 'fastify';
import { notification, notificationDraft } from '../../domain/entities/notification';
import { notificationMessages, validateDraft } from '../../domain/entities/notification';
import { errorMessages, interpolate, validationMessage } from '../../domain/engine/messages';
import { mayJoinChannel } from '../../domain/realtime';
import { canAccess } from '../../domain/routes';
import { hasErrors, type FieldErrors } from '../../domain/engine/validate';
import { decodeRow, encodeValues } from '../db/codec';
import { HttpProblem, refuseErrors, unprocessable } from '../http/problems';
import { checkReferences } from '../rest/integrity';
import type { Store } from '../rest/repository';
import { requireBody, requireId, viewerOf, writerOf } from '../rest/routes';
import { auditWrite } from '../rest/auditTrail';
import { recipientsOf, type Notifier } from './notifier';
import {
  broadcastingRoute,
  readAllRoute,
  readOneRoute,
  sendRoute,
} from '../contract/systemSchemas';
import { entityAnswers, handlerAnswers, refuseInvalid } from '../contract/validationProblems';

const readChange = { read: { from: false, to: true } };

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

/** What broadcasting/auth needs: both as non-empty texts. */
function missingChannelFields(body: Record<string, unknown>): FieldErrors {
  const missing = ['socket_id', 'channel_name'].filter(
    (name) => typeof body[name] !== 'string' || body[name] === '',
  );
  return Object.fromEntries(
    missing.map((name) => [name, [validationMessage('required', { attribute: name })]]),
  );
}

const channelAnswers = handlerAnswers(missingChannelFields);

export function registerNotificationRoutes(app: FastifyInstance, store: Store, notifier: Notifier) {
  const base = `/api/v1/${notification.name}`;

  const checked = { attachValidation: true };
  app.put<{ Params: { id: string } }>(
    `${base}/:id/read`,
    { schema: readOneRoute, ...checked },
    async (request) => {
      const user = request.user!;
      refuseInvalid(request);
      const id = requireId(notification, request.params.id);
      const marked = await markRead(store, user.id).where('id', '=', id).executeTakeFirst();
      if (Number(marked.numUpdatedRows))
        await auditWrite(store, writerOf(user), notification, id, 'update', readChange);
      const row = await store.db
        .selectFrom(notification.table)
        .selectAll()
        .where('id', '=', id)
        .where('recipient', '=', user.id)
        .executeTakeFirst();
      if (!row) throw new HttpProblem(404, errorMessages.notFound);
      return decodeRow(notification, row);
    },
  );

  app.post(`${base}/read-all`, { schema: readAllRoute }, async (request) => {
    const user = request.user!;
    const result = await markRead(store, user.id).executeTakeFirst();
    const count = Number(result.numUpdatedRows);
    // One row for the batch, named by its recipient (record `user-{id}`), with how many.
    if (count)
      await auditWrite(store, writerOf(user), notification, `user-${user.id}`, 'update', {
        ...readChange,
        count,
      });
    return {
      success: true,
      message: notificationMessages.allRead,
      data: { count: Number(result.numUpdatedRows) },
    };
  });

  const draftAnswers = entityAnswers(notificationDraft, 'create');
  const send = { schema: sendRoute(), ...checked };
  app.post(`/api/v1/${notificationDraft.name}`, send, async (request, reply) => {
    const sender = request.user!;
    if (!canAccess(sender.access, notificationDraft.name, 'create'))
      throw new HttpProblem(403, errorMessages.forbidden);
    refuseInvalid(request, draftAnswers);
    const viewer = viewerOf(sender);
    const { values, errors } = validateDraft(requireBody(request.body));
    // Users, roles and cargos of other organizations are answered as missing.
    if (!hasErrors(errors))
      Object.assign(errors, await checkReferences(store, notificationDraft, values, viewer));
    refuseErrors(errors);
    const recipients = await recipientsOf(
      store,
      {
        users: values.users as number[],
        roles: values.roles as number[],
        assignments: values.assignments as string[],
      },
      viewer,
    );
    if (!recipients.length) throw unprocessable({ users: [notificationMessages.nobodyThere] });
    const sent = await notifier.send(recipients, {
      title: values.title as string,
      text: values.text as string,
      type: values.type as number,
      link: values.link as string | null,
    });
    // The draft as sent and who received it (all of them people the sender manages).
    await auditWrite(store, writerOf(sender), notificationDraft, String(sent[0].id), 'create', {
      ...values,
      recipients,
    });
    reply.code(201);
    return {
      success: true,
      message: interpolate(notificationMessages.sent, { count: sent.length }),
      data: { count: sent.length, recipients },
    };
  });

  /** Laravel's broadcasting/auth: a user may listen on its own private channel only. */
  const broadcasting = { schema: broadcastingRoute, ...checked };
  app.post('/api/broadcasting/auth', broadcasting, async (request) => {
    refuseInvalid(request, channelAnswers);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const missing = missingChannelFields(body);
    refuseErrors(missing);
    const user = request.user!;
    if (!mayJoinChannel(user.id, body.channel_name))
      throw new HttpProblem(403, errorMessages.forbidden);
    return { auth: `${body.socket_id}:${body.channel_name}`, user_id: user.id };
  });
}
