/**
 * The endorsements' screens: the movements' list and page are generated (with their commands
 * and the link to their wizard); this part brings the two wizards on the spec's `movements/…`
 * routes, «Pedir endoso» on a policy's page and the menu icon.
 */
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { contract } from '../../domain/entities/contracts';
import { contractMovement } from '../../domain/entities/contractMovements';
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
  icons: [[contractMovement.name, SwapHorizIcon]],
});
