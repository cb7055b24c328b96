/** Clients (issue 12): groups, accounts, contacts, their interactions and tasks, leads, lists. */
import { defineArea } from '../engine/area';
import { menuGroups } from '../menuGroups';
import { ADMINISTRATOR } from '../engine/access';
import { action, either, of, rule } from '../engine/routeRules';
import { account, accountContact, contact, economicGroup } from '../entities/clients';
import { interaction, task } from '../entities/clientActivity';
import { accountFile } from '../entities/recordFiles';
import { lead } from '../entities/leads';
import { binding } from '../entities/bindings';
import { contactList, contactListMember } from '../entities/contactLists';

export const clientsArea = defineArea({
  name: 'clients',
  entities: [
    economicGroup,
    account,
    contact,
    accountContact,
    interaction,
    task,
    lead,
    binding,
    contactList,
    contactListMember,
    accountFile,
  ],
  routes: [
    // Who views accounts works them; removing one needs the full access. Putting a client on a
    // contact list (contact_list_member) or recording their unsubscription is working the client.
    ...[
      'economic_group',
      'account',
      'contact',
      'account_contact',
      'interaction',
      'task',
      'contact_list_member',
    ].map((path) =>
      rule(path, [either('accounts: full_access', 'accounts: view')], {
        actions: { delete: [either('accounts: full_access')] },
      }),
    ),
    // A client's files: whoever works the client adds them and removes a wrong one.
    rule('account_file', [either('accounts: full_access', 'accounts: view')]),
    // Who works clients sees the contact lists; the lists themselves (what the brokerage sends,
    // and by which channel) are set up by the full access.
    rule('contact_list', [either('accounts: full_access', 'accounts: view')], {
      actions: {
        create: [either('accounts: full_access')],
        edit: [either('accounts: full_access')],
        delete: [either('accounts: full_access')],
      },
    }),
    rule('bindings', [ADMINISTRATOR]),
    rule(
      'lead',
      [either(...of('leads', 'full_access', 'create', 'edit', 'delete', 'executive', 'view'))],
      {
        actions: {
          create: action('leads', 'create', 'leads: executive'),
          // Whoever loads a lead corrects what they typed (the operator has no other way back).
          edit: action('leads', 'edit', 'leads: executive', 'leads: create'),
          delete: action('leads', 'delete'),
        },
      },
    ),
  ],
  permissionNames: {
    areas: {
      // The clients' area reads as its menu does (one name: "Clientes › Ver").
      accounts: menuGroups.clients,
      leads: 'Leads',
    },
  },
});
