/**
 * Opportunities and their quotes (issue 13): the opportunity with its status machine
 * (opportunityMachine.ts), the insurers' quotes, the discounts asked on them, and the quoting
 * wizard. Its server part is server/areas/opportunities.ts, its screens
 * resources/areas/opportunities.ts, its demo data fixtures/seed/areas/opportunities.ts.
 */
import { defineArea } from '../engine/area';
import { opportunity } from '../entities/opportunities';
import { quote } from '../entities/quotes';
import { discountRequest } from '../entities/discountRequests';
import { opportunityFlow } from '../flows/opportunityFlow';

export const opportunitiesArea = defineArea({
  name: 'opportunities',
  entities: [opportunity, quote, discountRequest],
  flows: [opportunityFlow],
});
