import { describe, expect, it } from 'vitest';
import { optionByCode } from '../engine/defineEnum';
import { validateRecord } from '../engine/validate';
import { contractPersonTypes, itemTypes } from '../enums/catalogues';
import { contractFromSheet, documentDigits } from './contractFromSheet';
import { contractSheet, contractSheetMessages } from './contractSheet';

const client = {
  id: 'a-1',
  display_name: 'Giménez, Mariana',
  cuit: '27-28765432-6',
  document_number: '28765432',
  executive_id: 7,
};
const values = {
  number: '002-01-0012345',
  branch_id: 1,
  validity_from: '2026-01-31',
  validity_to: '2027-01-31',
  premium: 1000,
  quota_quantity: 3,
  plate: 'AF 512 KD',
};
const role = (code: string) => optionByCode(contractPersonTypes, code).id;

describe('the policy an imported row becomes', () => {
  it('holds the client as policyholder and assured, its plate as the item, quotas to the cent', () => {
    const issued = contractFromSheet({
      values,
      client,
      companyId: 2,
      internalNumber: '0000042',
      today: '2026-06-01',
    });
    expect(issued.ended).toBe(false);
    expect(issued.contract).toMatchObject({
      validity_to: '2027-01-31',
      issue_date: '2026-01-31',
      net_premium: 1000,
      taxes: 0,
      holder_document: '27-28765432-6',
      executive_id: 7,
    });
    expect(issued.people.map((p) => p.role)).toEqual([role('policyholder'), role('assured')]);
    expect(issued.items).toEqual([
      expect.objectContaining({
        item_type: optionByCode(itemTypes, 'vehicle').id,
        identifier: 'AF 512 KD',
        description: 'Vehículo patente AF 512 KD',
      }),
    ]);
    expect(issued.quotas.map((q) => [q.due_date, q.amount])).toEqual([
      ['2026-01-31', 333.33],
      ['2026-02-28', 333.33],
      ['2026-03-31', 333.34],
    ]);
    const ended = contractFromSheet({
      values,
      client,
      companyId: 2,
      internalNumber: '1',
      today: '2027-02-01',
    });
    expect(ended.ended).toBe(true);
  });

  it('reads a CUIT or DNI with dashes and dots, and refuses a validity or prima out of order', () => {
    expect(documentDigits('20-12.345.678-9')).toBe('20123456789');
    expect(documentDigits('12.345.678')).toBe('12345678');
    expect(documentDigits('123')).toBeNull();
    const { errors } = validateRecord(
      contractSheet,
      {
        ...values,
        company: 'Allianz',
        client: '28765432',
        validity_to: '2025-01-01',
        net_premium: 1200,
      },
      'create',
    );
    expect(errors).toEqual({
      validity_to: [contractSheetMessages.validityOrder],
      net_premium: [contractSheetMessages.netAbovePremium],
    });
  });
});
