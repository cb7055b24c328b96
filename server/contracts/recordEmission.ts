/**
 * «Registrar póliza emitida» (domain/entities/contractRequestMachine.ts): the insurer's
 * subscription desk issued the policy a request was sent to it for; the subscriber types its
 * number (written by the command's input), and the request gets its date, its message and its
 * contract (issueContract.ts) while its opportunity is emitted with it, in the command's
 * transaction.
 */
import { contractRequest } from '../../domain/entities/contractRequests';
import { RECORD_EMISSION } from '../../domain/entities/contractRequestMachine';
import { emissionTexts } from '../../domain/contracts/insurerEmission';
import type { Sealer } from '../../domain/engine/sealedValues';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import type { Row, Store, WriteContext } from '../rest/store';
import { markOpportunityEmitted } from './requestMoves';
import { issueContract } from './issueContract';

export const contractRequestRecorders = (sealer: Sealer): CommandHandlers => ({
  [handlerKey(contractRequest, RECORD_EMISSION)]: async (
    tx: Store,
    request: Row,
    ctx: WriteContext,
  ): Promise<Row> => {
    await markOpportunityEmitted(tx, request.opportunity_id, ctx);
    return {
      emitted_at: new Date().toISOString(),
      insurer_message: emissionTexts.recorded(String(request.policy_number)),
      contract_id: await issueContract(tx, request, sealer, ctx.actorId),
    };
  },
});
