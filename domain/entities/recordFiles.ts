/**
 * The files kept with clients and opportunities (domain/engine/attachments.ts): a client's DNI
 * and papers, an opportunity's vehicle photos and the insurer's letters. Each is its area's.
 */
import { attachmentsOf } from '../engine/attachments';
import { account } from './clients';
import { opportunity } from './opportunities';

export const accountFile = attachmentsOf(account, {
  name: 'account_file',
  table: 'account_files',
  label: { one: 'Archivo de cliente', many: 'Archivos de clientes' },
  field: 'account_id',
});

export const opportunityFile = attachmentsOf(opportunity, {
  name: 'opportunity_file',
  table: 'opportunity_files',
  label: { one: 'Archivo de oportunidad', many: 'Archivos de oportunidades' },
  field: 'opportunity_id',
});
