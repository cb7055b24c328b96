/**
 * The endorsement e-mailed to the client once applied («Aplicar respuesta» with «Enviarle el
 * endoso al cliente por correo»): the printed endorsement (movementDocument.ts) through the
 * outbox, after the policy's change commits (the outbox writes in its own transaction).
 */
import type { Mailer } from '../mail/mailer';
import type { Row, Store, WriteContext } from '../rest/store';

export async function mailToClient(
  _store: Store,
  _mailer: Mailer,
  _tx: Store,
  _ctx: WriteContext,
  _movement: Row,
  _policy: Row,
  wanted: boolean,
): Promise<void> {
  if (!wanted) return;
  // Written with the endorsement's document (issue 32 section 2).
}
