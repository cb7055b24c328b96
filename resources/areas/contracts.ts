/**
 * The contracts' screens: for now every view of the contract requests is generated (the list,
 * the subscribers' «Sin asignar» and «Mis solicitudes», the record page with its commands);
 * this part brings their menu icons.
 */
import AssignmentIcon from '@mui/icons-material/Assignment';
import AllInboxIcon from '@mui/icons-material/AllInbox';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import { contractRequest } from '../../domain/entities/contractRequests';
import { defineScreenArea } from '../area';

export const contractsScreens = defineScreenArea({
  name: 'contracts',
  icons: [
    [contractRequest.name, AssignmentIcon],
    [`${contractRequest.name}/unassigned`, AllInboxIcon],
    [`${contractRequest.name}/mine`, AssignmentTurnedInIcon],
  ],
});
