/**
 * The life of a policy (issue 32): its endorsements, asked of the insurer through the news
 * flow and applied with its answer through the contract response flow. Its server part is
 * server/areas/movements.ts, its screens resources/areas/movements.ts.
 */
import { defineArea } from '../engine/area';
import { either, of, rule } from '../engine/routeRules';
import { contractMovement } from '../entities/contractMovements';
import { newsFlow, responseFlow } from '../movements/movementFlows';

// Spec 6 names no permission of its own: endorsements are asked and answered by the contract
// requests' labors (an executive asks for their client, a subscriber records the answer).
const requestLabors = either(...of('contract_requests', 'full_access', 'subscriber', 'executive'));

export const movementsArea = defineArea({
  name: 'movements',
  entities: [contractMovement],
  flows: [newsFlow, responseFlow],
  routes: [rule('movements', [requestLabors]), rule('contract_movement', [requestLabors])],
  // `movements/{contract}/contract_request|contract_response/…`: its two wizards.
  pages: ['movements'],
});
