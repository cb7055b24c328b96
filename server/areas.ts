/**
 * Every business area's server part (server/area.ts), one line per area. Their write hooks run
 * in this order.
 */
import type { ServerArea } from './area';
import { cataloguesServerArea } from './areas/catalogues';
import { marketingServerArea } from './areas/marketing';
import { platformServerArea } from './areas/platform';
import { backOfficeServerArea } from './areas/backOffice';
import { clientsServerArea } from './areas/clients';
import { opportunitiesServerArea } from './areas/opportunities';
import { contractsServerArea } from './areas/contracts';
import { movementsServerArea } from './areas/movements';

export const serverAreas: readonly ServerArea[] = [
  cataloguesServerArea,
  marketingServerArea,
  platformServerArea,
  backOfficeServerArea,
  clientsServerArea,
  opportunitiesServerArea,
  contractsServerArea,
  movementsServerArea,
];
