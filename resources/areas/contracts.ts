/**
 * The contracts' screens: the contract requests' views are generated (the list, the
 * subscribers' «Sin asignar» and «Mis solicitudes», the record page with its commands); this
 * part brings the emission wizard (resources/contracts/) and the menu icons.
 */
import AssignmentIcon from '@mui/icons-material/Assignment';
import AllInboxIcon from '@mui/icons-material/AllInbox';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import { contractRequest } from '../../domain/entities/contractRequests';
import { defineScreenArea } from '../area';
import { lazyPart as lazy } from '../../src/lazyPart';

const EmissionWizard = lazy(() => import('../contracts/EmissionWizard'));

export const contractsScreens = defineScreenArea({
  name: 'contracts',
  // `/contract_request/emission/{id}/{step?}`: the emission wizard (spec 2.3).
  extraRoutes: {
    [contractRequest.name]: [
      { path: 'emission/*', route: contractRequest.name, action: 'edit', view: EmissionWizard },
    ],
  },
  icons: [
    [contractRequest.name, AssignmentIcon],
    [`${contractRequest.name}/unassigned`, AllInboxIcon],
    [`${contractRequest.name}/mine`, AssignmentTurnedInIcon],
  ],
});
