/**
 * «Reasignar» (domain/entities/contractRequestMachine.ts): the request passes to another
 * subscriber, who must be able to log in, belong to the request's organization and work as a
 * subscriber; otherwise it would sit with someone who can never open it.
 */
import { contractRequest } from '../../domain/entities/contractRequests';
import {
  contractRequestMessages,
  REASSIGN_REQUEST,
  worksAsSubscriber,
} from '../../domain/entities/contractRequestMachine';
import { organizationsOf } from '../rest/routes';
import { currentSession } from '../auth/users';
import { unprocessable } from '../http/problems';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import type { Row, Store, WriteContext } from '../rest/store';
import { deleteRecordDrafts } from '../flows/draftStore';
import { emissionFlow } from '../../domain/contracts/emissionFlow';

async function reassignRequest(tx: Store, record: Row, ctx: WriteContext, input: Row) {
  const holder = await currentSession(tx, Number(input.subscriber_id));
  const member = holder && organizationsOf(holder).includes(Number(ctx.organizationId));
  if (!holder || !member || !worksAsSubscriber(holder.access))
    throw unprocessable({ subscriber_id: [contractRequestMessages.notSubscriber] });
  // The previous subscriber's draft of its emission, which they may no longer open, goes.
  await deleteRecordDrafts(tx, emissionFlow.name, String(record.id));
  return {};
}

export const contractRequestReassigners: CommandHandlers = {
  [handlerKey(contractRequest, REASSIGN_REQUEST)]: reassignRequest,
};
