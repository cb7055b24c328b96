/** The clients' server part (server/clients/): bindings kept on write, a lead's conversion. */
import { defineServerArea } from '../area';
import { bindingHooks } from '../clients/bindingHooks';
import { leadCommandHandlers } from '../clients/leadConversion';

export const clientsServerArea = defineServerArea({
  name: 'clients',
  hooks: () => bindingHooks,
  register: () => leadCommandHandlers,
});
