/**
 * The contracts' server part, what the engine's commands cannot say alone: «Confirmar para
 * emisión» opens the request (server/contracts/openContractRequest.ts), «Reasignar» checks whom
 * it goes to (reassignRequest.ts), «Anular solicitud» cancels its opportunity
 * (withdrawRequest.ts); «Tomar» is the engine's. The emission wizard's server part is
 * emissionFlowServer.ts; «Emitir» checks what it sends (emitRequest.ts) and the insurer's
 * answers move the request on (emissionRunner.ts).
 */
import { defineServerArea } from '../area';
import { contractRequestOpeners } from '../contracts/openContractRequest';
import { contractRequestReassigners } from '../contracts/reassignRequest';
import { contractRequestWithdrawals } from '../contracts/withdrawRequest';
import { emissionFlowServer } from '../contracts/emissionFlowServer';
import { contractRequestEmitters } from '../contracts/emitRequest';
import { emissionRunner, simulatedEmissions } from '../contracts/emissionRunner';

export const contractsServerArea = defineServerArea({
  name: 'contracts',
  flowServers: [emissionFlowServer],
  register: (app, { store, notifier, sealer, config }) => ({
    ...contractRequestOpeners(notifier),
    ...contractRequestEmitters(
      sealer,
      emissionRunner(
        store,
        simulatedEmissions({
          latencyScale: config.quoteLatencyScale ?? 1,
          down: config.quoteInsurersDown,
        }),
        notifier,
        app.log,
      ),
    ),
    ...contractRequestReassigners,
    ...contractRequestWithdrawals,
  }),
});
