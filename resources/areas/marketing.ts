/** Marketing and content's own screens (a widget's form with its embed code) and menu icons. */
import CampaignIcon from '@mui/icons-material/Campaign';
import WebIcon from '@mui/icons-material/Web';
import HandshakeIcon from '@mui/icons-material/Handshake';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import WidgetsIcon from '@mui/icons-material/Widgets';
import DonutLargeIcon from '@mui/icons-material/DonutLarge';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import TocIcon from '@mui/icons-material/Toc';
import TuneIcon from '@mui/icons-material/Tune';
import { lazyPart as lazy } from '../../src/lazyPart';
import { defineScreenArea } from '../area';

export const marketingScreens = defineScreenArea({
  name: 'marketing',
  overrides: {
    'admin/widget': {
      edit: lazy(() => import('../admin/widget/WidgetEdit')),
    },
  },
  icons: [
    ['admin/campaign', CampaignIcon],
    ['admin/landing', WebIcon],
    ['admin/landing-company', HandshakeIcon],
    ['admin/slider', ViewCarouselIcon],
    ['admin/news', NewspaperIcon],
    ['admin/widget', WidgetsIcon],
    ['admin/segmentation', DonutLargeIcon],
    ['admin/email_validation', MarkEmailReadIcon],
    ['admin/contact_emails', ContactMailIcon],
    ['admin/global_type', FormatListBulletedIcon],
    ['admin/global_type/value', TocIcon],
    ['admin/settings', TuneIcon],
  ],
});
