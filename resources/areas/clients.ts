/**
 * The clients' screens (issue 12), generated but for what their declarations name: their menu
 * icons.
 */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import PersonIcon from '@mui/icons-material/Person';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import LinkIcon from '@mui/icons-material/Link';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import ForumIcon from '@mui/icons-material/Forum';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import { defineScreenArea } from '../area';

export const clientsScreens = defineScreenArea({
  name: 'clients',
  icons: [
    ['economic_group', AccountTreeIcon],
    ['account', PersonIcon],
    ['contact', ContactPhoneIcon],
    ['account_contact', LinkIcon],
    ['contact_list', ForwardToInboxIcon],
    ['contact_list_member', PlaylistAddCheckIcon],
    ['interaction', ForumIcon],
    ['task', TaskAltIcon],
    ['lead', PersonSearchIcon],
    ['bindings', SupervisorAccountIcon],
    ['account_file', FolderSharedIcon],
  ],
});
