/**
 * Every business area's screens part (resources/area.ts), one line per area. An area without
 * screens of its own has no line: its screens are all generated from its declarations.
 */
import type { ScreenArea } from './area';
import { platformScreens } from './areas/platform';
import { marketingScreens } from './areas/marketing';
import { backOfficeScreens } from './areas/backOffice';
import { opportunitiesScreens } from './areas/opportunities';

export const screenAreas: readonly ScreenArea[] = [
  platformScreens,
  marketingScreens,
  backOfficeScreens,
  opportunitiesScreens,
];
