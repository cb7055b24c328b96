/**
 * Every business area's screens part (resources/area.ts), one line per area, in the order of
 * domain/areas.ts; an area whose screens are all generated still brings its menu icons.
 */
import type { ScreenArea } from './area';
import { platformScreens } from './areas/platform';
import { cataloguesScreens } from './areas/catalogues';
import { marketingScreens } from './areas/marketing';
import { backOfficeScreens } from './areas/backOffice';
import { clientsScreens } from './areas/clients';
import { coveragesScreens } from './areas/coverages';
import { opportunitiesScreens } from './areas/opportunities';
import { contractsScreens } from './areas/contracts';
import { movementsScreens } from './areas/movements';

export const screenAreas: readonly ScreenArea[] = [
  platformScreens,
  cataloguesScreens,
  marketingScreens,
  backOfficeScreens,
  clientsScreens,
  coveragesScreens,
  opportunitiesScreens,
  contractsScreens,
  movementsScreens,
];
