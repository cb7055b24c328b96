/** The new quotas an insurer's answer may bill (domain/movements/movementQuotas.ts). */
import { describe, expect, it } from 'vitest';
import { quotaMessages, quotaProblems } from './movementQuotas';

const policy = { validity_from: '2026-03-01', validity_to: '2027-03-01' };

describe('the new quotas of an endorsement', () => {
  it('bills a charge in quotas falling due within the validity', () => {
    expect(
      quotaProblems(
        policy,
        { premium_change: 12_600 },
        { quota_quantity: 3, first_due_date: '2026-12-10' },
      ),
    ).toEqual({});
    // None asked: the premium goes onto the pending quotas, whatever it is.
    expect(quotaProblems(policy, { premium_change: -500 }, { quota_quantity: 0 })).toEqual({});
  });

  it('refuses quotas for a refund or for nothing', () => {
    for (const premium_change of [-500, 0])
      expect(
        quotaProblems(
          policy,
          { premium_change },
          { quota_quantity: 2, first_due_date: '2026-12-10' },
        ),
      ).toEqual({ quota_quantity: quotaMessages.nothingToCharge });
  });

  it('refuses more quotas than cents to share', () => {
    const problems = quotaProblems(
      policy,
      { premium_change: 0.05 },
      { quota_quantity: 6, first_due_date: '2026-12-10' },
    );
    expect(problems.quota_quantity).toMatch(/no alcanza para 6 cuotas/);
    expect(problems.quota_quantity).toContain('0,05');
  });

  it('refuses a last quota due after the policy ends, naming both days', () => {
    const problems = quotaProblems(
      policy,
      { premium_change: 12_600 },
      { quota_quantity: 4, first_due_date: '2026-12-10' },
    );
    expect(problems).toEqual({
      first_due_date:
        'Con 4 cuotas la última vencería el 10/03/2027, después del fin de la vigencia (01/03/2027).',
    });
  });
});
