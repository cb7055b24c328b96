/** The catalogues' server part: the insurers' rules on write and the card number check. */
import { defineServerArea } from '../area';
import { catalogueHooks } from '../general/catalogueHooks';
import { registerBincodeValidateRoute } from '../general/bincode';

export const cataloguesServerArea = defineServerArea({
  name: 'catalogues',
  hooks: () => catalogueHooks,
  register: (app, { store }) => registerBincodeValidateRoute(app, store),
});
