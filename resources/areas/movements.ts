/**
 * The endorsements' screens: the movements' list and page are generated (with their commands
 * and the link to their wizard); this part brings the two wizards on the spec's `movements/…`
 * routes, «Pedir endoso» on a policy's page and the menu icons. The insurers' news are
 * generated too: their files (spec 2.3 `import_news`, a named list of the imports with
 * «Importar archivo»), their rows and the rows to review, with «Asignar póliza y aplicar».
 */
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import InboxIcon from '@mui/icons-material/Inbox';
import FeedIcon from '@mui/icons-material/Feed';
import RuleFolderIcon from '@mui/icons-material/RuleFolder';
import { contract } from '../../domain/entities/contracts';
import { contractMovement } from '../../domain/entities/contractMovements';
import { insurerNews } from '../../domain/entities/insurerNews';
import { defineScreenArea } from '../area';
import { lazyPart as lazy } from '../../src/lazyPart';

const NewsWizard = lazy(() => import('../movements/NewsWizard'));
const ResponseWizard = lazy(() => import('../movements/ResponseWizard'));
const MovementDocument = lazy(() => import('../movements/MovementDocumentButton'), {
  fallback: null,
});
const RequestEndorsement = lazy(() => import('../movements/RequestEndorsementButton'), {
  fallback: null,
});

export const movementsScreens = defineScreenArea({
  name: 'movements',
  pages: [
    {
      path: 'movements/:contract/contract_request/*',
      route: 'movements',
      action: 'list',
      view: NewsWizard,
    },
    {
      path: 'movements/:contract/contract_response/*',
      route: 'movements',
      action: 'list',
      view: ResponseWizard,
    },
  ],
  recordButtons: { [contract.name]: RequestEndorsement, [contractMovement.name]: MovementDocument },
  icons: [
    [contractMovement.name, SwapHorizIcon],
    ['import_news', InboxIcon],
    [insurerNews.name, FeedIcon],
    [`${insurerNews.name}/review`, RuleFolderIcon],
  ],
});
