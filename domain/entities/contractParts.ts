/**
 * What a contract is made of, each a tab of its page (spec 2.3) and a table of its own, written
 * with the contract (server/contracts/issueContract.ts): its people in their roles («Personas»,
 * the `contacts` tab), its insured items, its coverages and its quotas. Each is its contract's,
 * and so its client's: scoped through the contract, one hop further (recordScope.ts).
 */
import { defineEntity, type Entity } from '../engine/entity';
import type { EntityConfig } from '../engine/entityConfig';
import { optionByCode } from '../engine/defineEnum';
import { date, enumeration, integer, money, reference, type Field } from '../engine/fields';
import { contractItemFields, contractPersonFields } from '../contracts/emissionForms';
import { quotaStatuses } from '../enums/contracts';

const AMOUNT = { min: 0, max: 1e13 } as const;

/** The reference to the contract that makes a part one of its tabs. */
const ofContract = (tab: string, label: string) =>
  reference({
    label: 'Póliza',
    target: 'contract',
    required: true,
    filter: true,
    detailTab: { tab, label },
  });

/**
 * A part: the product writes it with its contract, nobody edits it apart from it, and it is
 * read on the policy's page (no section of its own in the menu).
 */
function contractPart<F extends Record<string, Field>>(
  config: Omit<EntityConfig<F>, 'scope' | 'readOnly' | 'assignedTo'>,
): Entity {
  const through = 'contract_id' as Extract<keyof F, string>;
  return defineEntity({
    ...config,
    scope: 'organization',
    readOnly: true,
    inMenu: false,
    assignedTo: { through },
  });
}

export const contractPersonRow = contractPart({
  name: 'contract/person',
  table: 'contract_people',
  label: { one: 'Persona de la póliza', many: 'Personas de la póliza' },
  fields: {
    contract_id: ofContract('contacts', 'Personas'),
    ...contractPersonFields,
  },
  list: ['role', 'full_name', 'document', 'birthdate'],
  search: ['full_name', 'document'],
  sort: { field: 'id', order: 'ASC' },
  recordLabel: 'full_name',
});

export const contractItemRow = contractPart({
  name: 'contract/item',
  table: 'contract_items',
  label: { one: 'Bien asegurado', many: 'Bienes asegurados' },
  fields: {
    contract_id: ofContract('items', 'Bienes asegurados'),
    ...contractItemFields,
  },
  list: ['item_type', 'description', 'identifier', 'sum_insured'],
  search: ['description', 'identifier'],
  sort: { field: 'id', order: 'ASC' },
  recordLabel: 'description',
});

export const contractCoverageRow = contractPart({
  name: 'contract/coverage',
  table: 'contract_coverages',
  label: { one: 'Cobertura de la póliza', many: 'Coberturas de la póliza' },
  fields: {
    contract_id: ofContract('coverages', 'Coberturas'),
    coverage_id: reference({ label: 'Cobertura', target: 'coverage', required: true }),
    sum_insured: money({ label: 'Suma asegurada', ...AMOUNT }),
    franchise: money({ label: 'Franquicia', ...AMOUNT }),
  },
  list: ['coverage_id', 'sum_insured', 'franchise'],
  sort: { field: 'id', order: 'ASC' },
  recordLabel: 'coverage_id',
});

export const contractQuota = contractPart({
  name: 'contract/quota',
  table: 'contract_quotas',
  label: { one: 'Cuota', many: 'Cuotas' },
  fields: {
    contract_id: ofContract('quotas', 'Cuotas'),
    number: integer({ label: 'Cuota', required: true, min: 1, max: 120 }),
    due_date: date({ label: 'Vencimiento', required: true, filter: true }),
    amount: money({ label: 'Importe', required: true, ...AMOUNT }),
    status: enumeration({
      label: 'Estado',
      enumeration: quotaStatuses,
      required: true,
      default: optionByCode(quotaStatuses, 'pending').id,
      filter: true,
    }),
  },
  list: ['number', 'due_date', 'amount', 'status'],
  sort: { field: 'number', order: 'ASC' },
  recordLabel: 'number',
  recordQualifier: 'contract_id',
  overdue: { field: 'due_date', pending: (v) => Number(v.status) === 1 },
});
