/**
 * The opportunities' screens (resources/opportunity/): the list and the new opportunity by
 * branch, the quoting wizard (one route per branch, `/opportunity/car/{uuid}/new/vehicle`), the
 * quotes' and the discount's panels, and the menu's icons.
 */
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import DifferenceIcon from '@mui/icons-material/Difference';
import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import DiscountIcon from '@mui/icons-material/Discount';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { opportunity } from '../../domain/entities/opportunities';
import { QUOTES_PANEL } from '../../domain/entities/quotes';
import { DISCOUNT_SUMMARY_PANEL } from '../../domain/entities/discountRequests';
import { branchSlugs } from '../../domain/flows/opportunityFlow';
import { lazyPart as lazy } from '../../src/lazyPart';
import { defineScreenArea } from '../area';

const OpportunityWizard = lazy(() => import('../opportunity/OpportunityWizard'));

export const opportunitiesScreens = defineScreenArea({
  name: 'opportunities',
  overrides: {
    // A new opportunity starts by choosing its branch, then that branch's wizard.
    [opportunity.name]: {
      create: lazy(() => import('../opportunity/NewOpportunity')),
      list: lazy(() => import('../opportunity/OpportunityList')),
    },
  },
  extraRoutes: {
    [opportunity.name]: branchSlugs().map((slug) => ({
      path: `${slug}/*`,
      route: opportunity.name,
      action: 'edit' as const,
      view: OpportunityWizard,
    })),
  },
  panels: {
    [QUOTES_PANEL]: { component: lazy(() => import('../opportunity/QuotesPanel')) },
    [DISCOUNT_SUMMARY_PANEL]: {
      component: lazy(() => import('../opportunity/DiscountContextPanel')),
    },
  },
  icons: [
    [opportunity.name, RequestQuoteIcon],
    ['opportunity/request', MoveToInboxIcon],
    ['opportunity/duplicates', DifferenceIcon],
    ['opportunity/quotes', PriceCheckIcon],
    ['opportunity/discounts', DiscountIcon],
    ['opportunity_file', AttachFileIcon],
  ],
});
