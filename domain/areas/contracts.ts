/**
 * Contract requests and contracts (issue 31): an accepted quote becomes a request that
 * the subscribers take from their queue and issue. Its server part is server/areas/contracts.ts,
 * its screens resources/areas/contracts.ts, its demo data fixtures/seed/areas/contracts.ts.
 */
import { defineArea } from '../engine/area';
import { verb } from '../engine/permissionWords';
import { action, either, of, rule } from '../engine/routeRules';
import { SUBSCRIBER, SUBSCRIBER_SUPERVISOR } from '../labors';
import { contractRequest } from '../entities/contractRequests';
import { contract } from '../entities/contracts';
import {
  contractCoverageRow,
  contractItemRow,
  contractPersonRow,
  contractQuota,
} from '../entities/contractParts';
import { contractFile } from '../entities/recordFiles';
import { emissionFlow } from '../contracts/emissionFlow';

const anyLabor = either(
  ...of('contract_requests', 'full_access', 'subscriber', 'executive', 'subscriber_supervisor'),
);
const subscribers = [either('contract_requests: full_access', SUBSCRIBER_SUPERVISOR, SUBSCRIBER)];

export const contractsArea = defineArea({
  name: 'contracts',
  entities: [
    contractRequest,
    contract,
    contractPersonRow,
    contractItemRow,
    contractCoverageRow,
    contractQuota,
    contractFile,
  ],
  flows: [emissionFlow],
  routes: [
    // Spec 6: contract_requests subscriber or executive. Creating one is the executive's
    // «Confirmar para emisión» on their accepted opportunity (its `requires`).
    rule('contract_request', [anyLabor], {
      actions: {
        create: [either('contract_requests: full_access', 'contract_requests: executive')],
      },
      children: [rule('unassigned', subscribers), rule('mine', subscribers)],
    }),
    // Spec 6: contracts list for the list, contracts view for a policy's page and its tabs
    // (`contract/quota`, `contract/file`… read as `contract/{uuid}`).
    rule('contract', [], {
      children: [
        rule('', action('contracts', 'list')),
        rule('{uuid}', action('contracts', 'view')),
      ],
    }),
  ],
  labors: [SUBSCRIBER_SUPERVISOR],
  permissionNames: {
    actions: {
      subscriber_supervisor: verb(
        'Como supervisor de suscriptores',
        () => 'Ver todas las solicitudes de póliza y reasignarlas a otro suscriptor.',
      ),
    },
  },
});
