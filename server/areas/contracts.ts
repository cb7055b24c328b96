/**
 * The contracts' server part: what the opportunity's «Confirmar para emisión» does besides
 * moving it (server/contracts/openContractRequest.ts), and the check of whom a request is
 * reassigned to (server/contracts/reassignRequest.ts); taking one is the engine's.
 */
import { defineServerArea } from '../area';
import { contractRequestOpeners } from '../contracts/openContractRequest';
import { contractRequestReassigners } from '../contracts/reassignRequest';

export const contractsServerArea = defineServerArea({
  name: 'contracts',
  register: (_app, { notifier }) => ({
    ...contractRequestOpeners(notifier),
    ...contractRequestReassigners,
  }),
});
