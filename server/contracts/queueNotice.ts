/**
 * A request that lands in «Sin asignar» is announced to whoever may take it: the users of its
 * organization who can run «Tomar» (the same rule as the button and the route), through the
 * notifications (pushed live, kept in «Notificaciones»), after the confirmation commits.
 */
import { contractRequest } from '../../domain/entities/contractRequests';
import { transitionOf, mayRun } from '../../domain/engine/statusMachine';
import { canLogIn, user } from '../../domain/entities/auth';
import { loadSessionUser } from '../auth/users';
import type { Notifier } from '../notifications/notifier';
import { organizationsOf } from '../rest/routes';
import type { Row, Store } from '../rest/store';

export const queueNoticeTexts = {
  title: 'Nueva solicitud de póliza sin asignar',
  text: (request: Row) =>
    `${String(request.title)}, de ${String(request.holder_name ?? 'un cliente')}: está en «Sin asignar» para que la tomes.`,
} as const;

/** The users of `organizationId` who may take a request from the queue. */
export async function takersOf(store: Store, organizationId: number): Promise<number[]> {
  const take = transitionOf(contractRequest, 'take')!;
  const found: number[] = [];
  for (const row of await store.db.selectFrom(user.table).selectAll().orderBy('id').execute()) {
    if (!canLogIn(Number(row.state))) continue;
    const session = await loadSessionUser(store, row);
    if (
      organizationsOf(session).includes(organizationId) &&
      mayRun(session.access, contractRequest, take)
    )
      found.push(Number(row.id));
  }
  return found;
}

export async function announceToTakers(
  tx: Store,
  notifier: Notifier,
  request: Row,
  organizationId: number,
) {
  await notifier.send(
    await takersOf(tx, organizationId),
    {
      title: queueNoticeTexts.title,
      text: queueNoticeTexts.text(request),
      link: `/${contractRequest.name}/${String(request.id)}/show`,
    },
    tx,
  );
}
