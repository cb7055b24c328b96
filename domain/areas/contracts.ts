/**
 * Contract requests and contracts (issue 31): an accepted quote becomes a request that
 * the subscribers take from their queue and issue. Its server part is server/areas/contracts.ts,
 * its screens resources/areas/contracts.ts, its demo data fixtures/seed/areas/contracts.ts.
 */
import { defineArea } from '../engine/area';
import { verb } from '../engine/permissionWords';
import { action, either, of, rule } from '../engine/routeRules';
import { OPERATOR, SUBSCRIBER, SUBSCRIBER_SUPERVISOR } from '../labors';
import { contractRequest } from '../entities/contractRequests';
import { contract } from '../entities/contracts';
import {
  contractCoverageRow,
  contractItemRow,
  contractPersonRow,
  contractQuota,
} from '../entities/contractParts';
import { contractFile } from '../entities/recordFiles';
import { inspection, inspectionPhoto } from '../entities/inspections';
import { noObjectionLetter } from '../entities/noObjectionLetters';
import { emissionFlow } from '../contracts/emissionFlow';
import { contractRejectedPayment } from '../entities/contractRejectedPayments';
import { contractResearch } from '../entities/contractResearches';
import { reinvoicingSettings, renewalSettings } from '../entities/researchSettings';
import { researchRoutes } from '../researches/researchRoutes';
import { renewalRule } from '../researches/renewalRule';

const anyLabor = either(
  ...of('contract_requests', 'full_access', 'subscriber', 'executive', 'subscriber_supervisor'),
  OPERATOR,
);
const subscribers = [either('contract_requests: full_access', SUBSCRIBER_SUPERVISOR, SUBSCRIBER)];
const reviewers = [either('contract_requests: full_access', OPERATOR)];

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
    inspection,
    inspectionPhoto,
    noObjectionLetter,
    contractRejectedPayment,
    // Researches (issue 32 section 4): renewals, re-invoicings, ART increases, their settings.
    contractResearch,
    renewalSettings,
    reinvoicingSettings,
  ],
  flows: [emissionFlow],
  scheduledRules: [renewalRule],
  routes: [
    // Spec 6: contract_requests subscriber or executive; operations reads them (ours). Creating
    // one is the executive's «Confirmar para emisión» on their accepted opportunity.
    rule('contract_request', [anyLabor], {
      actions: {
        create: [either('contract_requests: full_access', 'contract_requests: executive')],
      },
      children: [rule('unassigned', subscribers), rule('mine', subscribers)],
    }),
    // Ours (spec 6 names none): the requests' labors see their requests' inspections and
    // letters, operations sees and reviews them all («Inspecciones para revisar»).
    rule('inspection', [anyLabor], { children: [rule('to_review', reviewers)] }),
    rule('no_objection_letter', [anyLabor]),
    // Spec 6: contracts list for the list, contracts view for a policy's page and its tabs
    // (`contract/quota`, `contract/file`… read as `contract/{uuid}`).
    rule('contract', [], {
      children: [
        rule('', action('contracts', 'list')),
        rule('{uuid}', action('contracts', 'view')),
      ],
    }),
    // Spec 6: the collections desk's rejected payments, on the policy's tab too.
    rule('contract_rejected_payment', [either('contract_rejected_payments: full_access')]),
    ...researchRoutes,
  ],
  labors: [SUBSCRIBER_SUPERVISOR, OPERATOR],
  permissionNames: {
    actions: {
      subscriber_supervisor: verb(
        'Como supervisor de suscriptores',
        () => 'Ver todas las solicitudes de póliza y reasignarlas a otro suscriptor.',
      ),
      operator: verb(
        'Como operaciones',
        () =>
          'Revisar las inspecciones y las cartas de no objeción de ART, y aprobarlas o rechazarlas.',
      ),
    },
  },
});
