import { describe, expect, it } from 'vitest';
import { optionByCode } from '../engine/defineEnum';
import { cents } from '../engine/money';
import { paymentTypes } from '../enums/catalogues';
import { contractFromRequest, paymentDetail, policyPeriodMonths } from './contractFromRequest';

const pay = (code: string) => optionByCode(paymentTypes, code).id;

const request = {
  id: 'r-1',
  title: 'Toyota Corolla 2.0 XEI AF 512 KD',
  account_id: 'a-1',
  holder_name: 'Giménez, Mariana',
  holder_document: '27-28765432-6',
  branch_id: 1,
  company_id: 2,
  policy_number: '002-01-0012345',
  premium: 104267.95,
  net_premium: 84224.51,
  quota_quantity: 6,
  sum_insured: 25_000_000,
  validity_from: '2027-01-31',
};

describe('the policy an issued request becomes', () => {
  it('runs the branch’s period from the request’s start, its quotas adding up to the premium', () => {
    const issued = contractFromRequest({
      request,
      steps: null,
      coverageIds: [11, 12],
      franchise: 500_000,
      today: '2027-01-20',
      internalNumber: '0000042',
    });
    expect(policyPeriodMonths(1)).toBe(6);
    expect(issued.contract).toMatchObject({
      number: '002-01-0012345',
      internal_number: '0000042',
      validity_from: '2027-01-31',
      validity_to: '2027-07-31',
      issue_date: '2027-01-20',
      net_premium: 84224.51,
      taxes: 20043.44,
      surcharges: 0,
      premium: 104267.95,
      payment_detail: null,
    });
    const due = issued.quotas.map((q) => q.due_date);
    expect(due).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
      '2027-06-30',
    ]);
    const sum = issued.quotas.reduce((total, q) => total + cents(Number(q.amount)), 0);
    expect(sum).toBe(cents(104267.95));
    expect(issued.coverages).toEqual([
      { coverage_id: 11, sum_insured: 25_000_000, franchise: 500_000 },
      { coverage_id: 12, sum_insured: null, franchise: null },
    ]);
  });

  it('starts on the issue day without a start of its own; its totals add up even to a premio under the prima', () => {
    const issued = contractFromRequest({
      request: {
        ...request,
        validity_from: null,
        premium: 1000,
        net_premium: 1200,
        quota_quantity: 1,
      },
      steps: { person: { people: [{ role: 1, full_name: 'X', document: '20123456786' }] } },
      coverageIds: [],
      franchise: null,
      today: '2027-03-10',
      internalNumber: '0000001',
    });
    expect(issued.contract).toMatchObject({
      validity_from: '2027-03-10',
      net_premium: 1000,
      taxes: 0,
      premium: 1000,
    });
    expect(issued.quotas).toEqual([{ number: 1, due_date: '2027-03-10', amount: 1000 }]);
    expect(issued.people).toEqual([
      { role: 1, full_name: 'X', document: '20123456786', birthdate: null },
    ]);
  });

  it('names the card or account that pays by its last four digits only', () => {
    expect(paymentDetail({ payment_type: pay('credit_card'), card_number: '•••• 4905' })).toBe(
      '•••• 4905',
    );
    expect(paymentDetail({ payment_type: pay('cbu'), cbu: '2850590940090418135201' })).toBe(
      'CBU •••• 5201',
    );
    // A card never masked (a damaged value) is not shown at all.
    expect(
      paymentDetail({ payment_type: pay('credit_card'), card_number: '4507990000004905' }),
    ).toBeNull();
    expect(paymentDetail({ payment_type: pay('pago_facil') })).toBeNull();
    expect(paymentDetail(undefined)).toBeNull();
  });
});
