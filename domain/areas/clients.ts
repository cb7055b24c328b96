/** Clients (issue 12): groups, accounts, contacts, their interactions and tasks, leads, lists. */
import { defineArea } from '../engine/area';
import { account, accountContact, contact, economicGroup } from '../entities/clients';
import { interaction, task } from '../entities/clientActivity';
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
  ],
});
