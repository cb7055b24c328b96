/**
 * The contracts' server part, what the engine's commands cannot say alone: «Confirmar para
 * emisión» opens the request (server/contracts/openContractRequest.ts), «Reasignar» checks whom
 * it goes to (reassignRequest.ts), «Anular solicitud» cancels its opportunity
 * (withdrawRequest.ts); «Tomar» is the engine's. The emission wizard's server part is
 * emissionFlowServer.ts.
 */
import { defineServerArea } from '../area';
import { contractRequestOpeners } from '../contracts/openContractRequest';
import { contractRequestReassigners } from '../contracts/reassignRequest';
import { contractRequestWithdrawals } from '../contracts/withdrawRequest';
import { emissionFlowServer } from '../contracts/emissionFlowServer';

export const contractsServerArea = defineServerArea({
  name: 'contracts',
  flowServers: [emissionFlowServer],
  register: (_app, { notifier }) => ({
    ...contractRequestOpeners(notifier),
    ...contractRequestReassigners,
    ...contractRequestWithdrawals,
  }),
});
