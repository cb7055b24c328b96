/**
 * The endorsements' server part: the news flow (newsFlowServer.ts, the opportunity news flow's
 * path included, quoted through `movements/{contract}/quote`: movementQuotes.ts) and the
 * contract response flow (responseFlowServer.ts) on the same movement, and its commands (movementCommands.ts):
 * sent to the insurer, applied to the policy with the insurer's answer, or refused; the
 * insurer's annulment notice recorded on the policy as one already answered
 * (insurerAnnulment.ts); and its
 * printed endorsement, `contract_movement/{contract}/{movement}/pdf` (movementDocumentRoutes.ts).
 * The insurers' news files are an import type (server/insurerNews/, its writer registered with
 * the imports' sheet writers); a row kept for review is applied here by «Asignar póliza y
 * aplicar» (newsCommands.ts).
 */
import { defineServerArea } from '../area';
import { newsFlowServer } from '../movements/newsFlowServer';
import { responseFlowServer } from '../movements/responseFlowServer';
import { movementCommands } from '../movements/movementCommands';
import { insurerAnnulments } from '../movements/insurerAnnulment';
import { registerMovementDocumentRoutes } from '../movements/movementDocumentRoutes';
import { newsCommands } from '../insurerNews/newsCommands';
import { registerMovementQuotes } from '../movements/movementQuotes';
import { policyQuoting } from '../quoting/policyQuotes';

export const movementsServerArea = defineServerArea({
  name: 'movements',
  flowServers: [newsFlowServer, responseFlowServer],
  register: (app, { store, notifier, mailer, hooks, config, sealer }) => {
    registerMovementDocumentRoutes(app, store);
    registerMovementQuotes(app, store, { quoting: policyQuoting(config), sealer });
    return {
      ...movementCommands(store, notifier, mailer),
      // The policy's «Registrar anulación de la compañía»: an endorsement applied at once.
      ...insurerAnnulments({ store, notifier, mailer }),
      ...newsCommands(store, { notifier, mailer, hooks }),
    };
  },
});
