/**
 * The life of a policy (issue 32): its endorsements, asked of the insurer through the news
 * flow and applied with its answer through the contract response flow, and the insurers' files
 * of changes (spec 2.3 `import_news`) that answer them or report rejected payments, row by row.
 * Its server part is server/areas/movements.ts, its screens resources/areas/movements.ts.
 */
import { defineArea } from '../engine/area';
import { either, of, rule } from '../engine/routeRules';
import { contractMovement } from '../entities/contractMovements';
import { insurerNews } from '../entities/insurerNews';
import { insurerNewsImport } from '../insurerNews/newsImport';
import { newsFlow, responseFlow } from '../movements/movementFlows';

// Spec 6: import_news needs admin section_import_news (or the admin's full access); the same
// permission imports the insurers' files, and only those (domain/importAccess.ts).
const newsSection = insurerNewsImport.section!;

// Spec 6 names no permission of its own: endorsements are asked and answered by the contract
// requests' labors (an executive asks for their client, a subscriber records the answer).
const requestLabors = either(...of('contract_requests', 'full_access', 'subscriber', 'executive'));

export const movementsArea = defineArea({
  name: 'movements',
  entities: [contractMovement, insurerNews],
  flows: [newsFlow, responseFlow],
  routes: [
    rule('movements', [requestLabors]),
    rule('contract_movement', [requestLabors]),
    // The section's imports (a named list of admin/import, its own rule rather than the
    // imports list's), its rows and their review below it.
    rule(newsSection.route, [either('admin: full_access', newsSection.permission)]),
  ],
  // `movements/{contract}/contract_request|contract_response/…`: its two wizards.
  pages: ['movements'],
});
