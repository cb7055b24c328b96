/**
 * The contracts' screens: the contract requests' and the policies' views are generated (the
 * lists, the subscribers' «Sin asignar» and «Mis solicitudes», the record pages with their
 * commands and tabs); this part brings the emission wizard, the policy's «Totales» and its
 * documents' buttons, the inspection and ART letter steps (resources/contracts/) and the menu
 * icons.
 */
import AssignmentIcon from '@mui/icons-material/Assignment';
import AllInboxIcon from '@mui/icons-material/AllInbox';
import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import FolderCopyIcon from '@mui/icons-material/FolderCopy';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import CreditCardOffIcon from '@mui/icons-material/CreditCardOff';
import { contractRejectedPayment } from '../../domain/entities/contractRejectedPayments';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import { inspection } from '../../domain/entities/inspections';
import { noObjectionLetter } from '../../domain/entities/noObjectionLetters';
import { contractRequest } from '../../domain/entities/contractRequests';
import { contract, TOTALS_PANEL } from '../../domain/entities/contracts';
import { contractFile } from '../../domain/entities/recordFiles';
import { contractResearch } from '../../domain/entities/contractResearches';
import { reinvoicingSettings, renewalSettings } from '../../domain/entities/researchSettings';
import { defineScreenArea } from '../area';
import { lazyPart as lazy } from '../../src/lazyPart';

const EmissionWizard = lazy(() => import('../contracts/EmissionWizard'));
const ContractTotals = lazy(() => import('../contracts/ContractTotals'));
// In the page's toolbar: nothing in its place while its code arrives.
const ContractDocuments = lazy(() => import('../contracts/ContractDocuments'), { fallback: null });

export const contractsScreens = defineScreenArea({
  name: 'contracts',
  // `/contract_request/emission/{id}/{step?}`: the emission wizard (spec 2.3).
  extraRoutes: {
    [contractRequest.name]: [
      { path: 'emission/*', route: contractRequest.name, action: 'edit', view: EmissionWizard },
    ],
  },
  panels: { [TOTALS_PANEL]: { component: ContractTotals } },
  recordButtons: { [contract.name]: ContractDocuments },
  icons: [
    [contract.name, VerifiedUserIcon],
    [contractFile.name, FolderCopyIcon],
    [contractRequest.name, AssignmentIcon],
    [`${contractRequest.name}/unassigned`, AllInboxIcon],
    [`${contractRequest.name}/mine`, AssignmentTurnedInIcon],
    [inspection.name, PhotoCameraIcon],
    [`${inspection.name}/to_review`, FactCheckIcon],
    [noObjectionLetter.name, HistoryEduIcon],
    [contractRejectedPayment.name, CreditCardOffIcon],
    // Researches (issue 32): the section, spec 2.3's three lists by their routes, the settings.
    [contractResearch.name, ManageSearchIcon],
    ['contract_research_renewal', AutorenewIcon],
    ['contract_research_reinvoicing', PriceChangeIcon],
    ['contract_research_art_increase', TrendingUpIcon],
    [renewalSettings.name, SettingsSuggestIcon],
    [reinvoicingSettings.name, EditCalendarIcon],
  ],
});
