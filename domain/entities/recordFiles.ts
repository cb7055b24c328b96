/**
 * The files kept with clients, opportunities and policies (domain/engine/attachments.ts): a client's DNI
 * and papers, an opportunity's vehicle photos and the insurer's letters. Each is its area's.
 */
import { attachmentsOf } from '../engine/attachments';
import { account } from './clients';
import { opportunity } from './opportunities';
import { contract } from './contracts';

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

export const contractFile = attachmentsOf(contract, {
  name: 'contract/file',
  table: 'contract_files',
  label: { one: 'Archivo de póliza', many: 'Archivos de pólizas' },
  field: 'contract_id',
});
