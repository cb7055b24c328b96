/** The coverage catalogues' screens (issue 13), all generated: their menu icons. */
import ShieldIcon from '@mui/icons-material/Shield';
import PolicyIcon from '@mui/icons-material/Policy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import { defineScreenArea } from '../area';

export const coveragesScreens = defineScreenArea({
  name: 'coverages',
  icons: [
    ['coverage', ShieldIcon],
    ['coverage_old', PolicyIcon],
    ['coverage_old/without-identifier', LinkOffIcon],
    ['coverage_package', Inventory2Icon],
  ],
});
