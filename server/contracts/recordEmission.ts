/**
 * «Registrar póliza emitida» (domain/entities/contractRequestMachine.ts): the insurer's
 * subscription desk issued the policy a request was sent to it for; the subscriber types its
 * number (written by the command's input), and the request gets its date and message while its
 * opportunity is emitted with it, in the command's transaction.
 */
import { contractRequest } from '../../domain/entities/contractRequests';
import { RECORD_EMISSION } from '../../domain/entities/contractRequestMachine';
import { emissionTexts } from '../../domain/contracts/insurerEmission';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import type { Row, Store, WriteContext } from '../rest/store';
import { markOpportunityEmitted } from './requestMoves';

async function recordEmission(tx: Store, request: Row, ctx: WriteContext): Promise<Row> {
  await markOpportunityEmitted(tx, String(request.opportunity_id), ctx);
  return {
    emitted_at: new Date().toISOString(),
    insurer_message: emissionTexts.recorded(String(request.policy_number)),
  };
}

export const contractRequestRecorders: CommandHandlers = {
  [handlerKey(contractRequest, RECORD_EMISSION)]: recordEmission,
};
