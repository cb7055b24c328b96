/**
 * Every business area's domain part (domain/engine/area.ts), one line per area, an area after
 * the areas whose entities it references. Adding an area is adding its line here. The route
 * table is assembled from this list (domain/routes.ts), which is loaded with it so that access
 * is known wherever the areas are.
 */
import type { DomainArea } from './engine/area';
import { registerAreaList } from './engine/areaList';
import { platformArea } from './areas/platform';
import { cataloguesArea } from './areas/catalogues';
import { marketingArea } from './areas/marketing';
import { backOfficeArea } from './areas/backOffice';
import { clientsArea } from './areas/clients';
import { coveragesArea } from './areas/coverages';
import { opportunitiesArea } from './areas/opportunities';
import { contractsArea } from './areas/contracts';
import { movementsArea } from './areas/movements';
import './routes';

export const areas: readonly DomainArea[] = [
  platformArea,
  cataloguesArea,
  marketingArea,
  backOfficeArea,
  clientsArea,
  coveragesArea,
  opportunitiesArea,
  contractsArea,
  movementsArea,
];

/** Every area's wizards (domain/engine/flows.ts). */
export const areaFlows = areas.flatMap((area) => area.flows ?? []);

registerAreaList(() => areas);
