/** Marketing and content's own screens: a widget's form with its embed code. */
import { lazyPart as lazy } from '../../src/lazyPart';
import { defineScreenArea } from '../area';

export const marketingScreens = defineScreenArea({
  name: 'marketing',
  overrides: {
    'admin/widget': {
      edit: lazy(() => import('../admin/widget/WidgetEdit')),
    },
  },
});
