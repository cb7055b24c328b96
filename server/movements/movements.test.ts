/**
 * Endorsements through the API (issue 32 section 1): a cost change asked by the news flow, sent,
 * answered and applied, its premium prorated and spread over the pending quotas to the cent; an
 * annulment for falta de pago annulling the quotas from its date; the refusals, each in Spanish
 * and changing nothing: a motive missing or of another type, a date outside the validity,
 * totals that do not add up, new quotas due after the policy ends, a second endorsement while one waits, a rehabilitation of a
 * policy in force, applying twice (409); another organization's user sees nothing (404).
 */
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { annulmentMotives, modificationMotives } from '../../domain/enums/catalogues';
import {
  contractRequestStatus,
  contractResponseStatus,
  contractStatus,
} from '../../domain/enums/statuses';
import { quotaStatuses } from '../../domain/enums/contracts';
import { movementMessages, movementType } from '../../domain/movements/movementKinds';
import { responseMessages } from '../../domain/movements/movementForms';
import { argentineToday } from '../../domain/engine/format';
import { apiCalls, answer as json, describeApp, useTestApp } from '../test/harness';
import { answerEndorsement, askEndorsement, policyInForce } from './movementTesting';

type Row = Record<string, unknown>;
type Headers = Record<string, string>;
const status = (code: string) => optionByCode(contractRequestStatus, code).id;
const toCents = (value: unknown) => Math.round(Number(value) * 100);

describeApp('Endorsements on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { call, send, refused } = apiCalls(t);
  let subscriber: Headers;

  beforeAll(async () => {
    subscriber = await t().login('suscriptor@demo.test');
  });

  const readPolicy = async (row: Row) =>
    json(await call(subscriber, 'GET', `contract/${String(row.id)}`)) as Row;
  const quotasOf = async (policyId: unknown) =>
    json(
      await call(
        subscriber,
        'GET',
        `contract/quota?filter=${encodeURIComponent(JSON.stringify({ contract_id: policyId }))}&range=[0,199]`,
      ),
    ) as unknown as Row[];
  const pendingSum = (quotas: Row[]) =>
    quotas
      .filter((q) => Number(q.status) === optionByCode(quotaStatuses, 'pending').id)
      .reduce((sum, q) => sum + toCents(q.amount), 0);

  it('applies a cost change: prorated, spread over the pending quotas, to the cent', async () => {
    const policy = await readPolicy(await policyInForce(t));
    const before = await quotasOf(policy.id);
    const expected = Number(policy.premium) * 1.1;
    const id = await askEndorsement(t, subscriber, policy, 'cost_change', {
      totals: { expected_premium: Number(expected.toFixed(2)) },
    });
    const asked = json(await call(subscriber, 'GET', `contract_movement/${id}`));
    expect(asked.status).toBe(status('pending'));
    expect(asked.numeration).toBe(1);
    expect(Number(asked.premium_change)).toBeGreaterThan(0);
    expect(Number(asked.premium_change)).toBeLessThanOrEqual(
      expected - Number(policy.premium) + 0.01,
    );

    await send(subscriber, 'POST', `contract_movement/${id}/send`, {
      updated_at: asked.updated_at,
    });
    const draft = await answerEndorsement(t, subscriber, id, {
      net_premium: 1000,
      surcharges: 100.5,
      taxes: 210.25,
      premium_change: 1310.75,
    });
    expect(draft.values.totals.premium_change).toBe(1310.75);
    const sent = json(await call(subscriber, 'GET', `contract_movement/${id}`));
    const applied = await send(subscriber, 'POST', `contract_movement/${id}/apply`, {
      updated_at: sent.updated_at,
      notify_client: false,
    });
    expect(applied.status).toBe(status('emitted'));
    expect(applied.response_status).toBe(optionByCode(contractResponseStatus, 'processed').id);

    const after = json(await call(subscriber, 'GET', `contract/${String(policy.id)}`));
    expect(toCents(after.premium)).toBe(toCents(policy.premium) + 131075);
    expect(after.status).toBe(optionByCode(contractStatus, 'emitted_with_adjustment').id);
    expect(pendingSum(await quotasOf(policy.id))).toBe(pendingSum(before) + 131075);
    // Its new version, from the endorsement's date; the day before, the policy as it was.
    const today = argentineToday();
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    const asOf = async (date: string) =>
      json(
        await call(subscriber, 'GET', `contract/${String(policy.id)}/as_of?date=${date}`),
      ) as Row & { record: Row };
    const now = await asOf(today);
    expect(now).toMatchObject({ cause: 'Endoso 1: Cambio de costo', movement_id: id });
    expect(toCents(now.record.premium)).toBe(toCents(policy.premium) + 131075);
    if (String(policy.validity_from) <= yesterday)
      expect(toCents((await asOf(yesterday)).record.premium)).toBe(toCents(policy.premium));

    // Applied once: a second answer is a 409, and nothing moves.
    const again = await call(subscriber, 'POST', `contract_movement/${id}/apply`, {
      updated_at: applied.updated_at,
      notify_client: false,
    });
    expect(again.statusCode).toBe(409);
  });

  it('annuls for falta de pago: the quotas from its date annulled, the paid ones kept', async () => {
    const policy = await readPolicy(await policyInForce(t, 1));
    const motive = optionByCode(annulmentMotives, 'falta_de_pago').id;
    const id = await askEndorsement(t, subscriber, policy, 'annulment', {
      motive: { annulment_motive: motive },
    });
    const asked = json(await call(subscriber, 'GET', `contract_movement/${id}`));
    await send(subscriber, 'POST', `contract_movement/${id}/send`, {
      updated_at: asked.updated_at,
    });
    await answerEndorsement(t, subscriber, id, {
      net_premium: -100,
      surcharges: 0,
      taxes: -21,
      premium_change: -121,
    });
    const sent = json(await call(subscriber, 'GET', `contract_movement/${id}`));
    await send(subscriber, 'POST', `contract_movement/${id}/apply`, {
      updated_at: sent.updated_at,
      notify_client: false,
    });
    const after = json(await call(subscriber, 'GET', `contract/${String(policy.id)}`));
    expect(after.status).toBe(optionByCode(contractStatus, 'anulled').id);
    expect(after.annul_reason).toBe(motive);
    const today = argentineToday();
    for (const quota of await quotasOf(policy.id))
      if (String(quota.due_date) >= today)
        expect(quota.status).not.toBe(optionByCode(quotaStatuses, 'pending').id);
  });

  it('refuses what does not fit, in Spanish, changing nothing', async () => {
    const policy = await readPolicy(await policyInForce(t, 2));
    const draft = json(
      await call(subscriber, 'POST', 'flows/movement', {
        branch_id: Number(policy.branch_id),
        step: 'motive',
        values: { contract_id: policy.id },
      }),
    );
    const step = (values: Row) =>
      refused(subscriber, 'POST', `flows/movement/${String(draft.id)}/steps/motive`, {
        values: { contract_id: policy.id, effective_date: argentineToday(), ...values },
        version: draft.version,
        base: draft.base,
      });
    expect((await step({ movement_type: movementType('annulment') })).annulment_motive).toEqual([
      movementMessages.motiveRequired,
    ]);
    const wrong = await step({
      movement_type: movementType('annulment'),
      annulment_motive: optionByCode(annulmentMotives, 'venta').id,
      modification_motive: optionByCode(modificationMotives, 'sa').id,
    });
    expect(wrong.modification_motive).toEqual([movementMessages.motiveNotForType]);
    const late = await step({
      movement_type: movementType('cost_change'),
      effective_date: '2099-01-01',
    });
    expect(late.effective_date?.[0]).toMatch(/dentro de la vigencia/);
    const rehab = await step({ movement_type: movementType('rehabilitation') });
    expect(rehab.movement_type).toEqual([movementMessages.inForceOnly]);

    // One waiting at a time: a second request on the same policy is refused at its motive.
    const first = await askEndorsement(t, subscriber, policy, 'coverage_change');
    expect(first).toBeTruthy();
    const second = await step({ movement_type: movementType('cost_change') });
    expect(second.movement_type).toEqual([movementMessages.openMovement]);

    // The insurer's totals must add up.
    const asked = json(await call(subscriber, 'GET', `contract_movement/${first}`));
    await send(subscriber, 'POST', `contract_movement/${first}/send`, {
      updated_at: asked.updated_at,
    });
    const response = json(await call(subscriber, 'GET', `flows/contract_response/${first}`));
    const errors = await refused(
      subscriber,
      'POST',
      `flows/contract_response/${first}/steps/general`,
      {
        values: { endorsement_number: '', issue_date: argentineToday() },
        version: response.version,
        base: response.base,
      },
    );
    expect(errors.endorsement_number).toBeTruthy();
    const general = await send(
      subscriber,
      'POST',
      `flows/contract_response/${first}/steps/general`,
      {
        values: { endorsement_number: 'E-9', issue_date: argentineToday() },
        version: response.version,
        base: response.base,
      },
    );
    const totals = await refused(
      subscriber,
      'POST',
      `flows/contract_response/${first}/steps/totals`,
      {
        values: { net_premium: 100, surcharges: 10, taxes: 21, premium_change: 130 },
        version: general.version,
        base: general.base,
      },
    );
    expect(totals.premium_change?.[0]).toBe(
      responseMessages.totalsDontAdd.replace(':sum', '131,00'),
    );
    // New quotas none of which falls due after the policy ends.
    const added = await send(subscriber, 'POST', `flows/contract_response/${first}/steps/totals`, {
      values: { net_premium: 100, surcharges: 10, taxes: 21, premium_change: 131 },
      version: general.version,
      base: general.base,
    });
    const afterEnd = await refused(
      subscriber,
      'POST',
      `flows/contract_response/${first}/steps/quotas`,
      {
        values: { quota_quantity: 3, first_due_date: policy.validity_to },
        version: added.version,
        base: added.base,
      },
    );
    expect(afterEnd.first_due_date?.[0]).toMatch(/después del fin de la vigencia/);
    // Applying before the answer is recorded is refused.
    const unanswered = await call(subscriber, 'POST', `contract_movement/${first}/apply`, {
      updated_at: asked.updated_at,
      notify_client: false,
    });
    expect(unanswered.statusCode).toBeGreaterThanOrEqual(409);

    // Withdrawn, it awaits no answer, and the policy takes another request.
    const sent = json(await call(subscriber, 'GET', `contract_movement/${first}`));
    await send(subscriber, 'POST', `contract_movement/${first}/withdraw`, {
      updated_at: sent.updated_at,
    });
    const withdrawn = json(await call(subscriber, 'GET', `contract_movement/${first}`));
    expect(withdrawn.status).toBe(status('rejected'));
    expect(withdrawn.response_status).toBeNull();
    expect(await askEndorsement(t, subscriber, policy, 'cost_change')).toBeTruthy();
  });

  it('shows nothing to another organization', async () => {
    const policy = await readPolicy(await policyInForce(t, 3));
    const id = await askEndorsement(t, subscriber, policy, 'modifications', {
      motive: { modification_motive: optionByCode(modificationMotives, 'miscellaneous').id },
    });
    const stranger = await t().userWith(
      ['contract_requests: full_access', 'contracts: full_access'],
      [2],
    );
    expect((await call(stranger, 'GET', `contract_movement/${id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `flows/movement/${id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `flows/contract_response/${id}`)).statusCode).toBe(404);
    const start = await call(stranger, 'POST', 'flows/movement', {
      branch_id: Number(policy.branch_id),
      step: 'motive',
      values: {
        contract_id: policy.id,
        movement_type: movementType('cost_change'),
        effective_date: argentineToday(),
      },
    });
    // Their own draft may start; its motive never names a policy out of their sight.
    const draft = json(start);
    const step = await call(stranger, 'POST', `flows/movement/${String(draft.id)}/steps/motive`, {
      values: draft.values.motive,
      version: draft.version,
      base: draft.base,
    });
    expect(step.statusCode).toBe(422);
    expect(Object.keys(json(step).errors as Row)).toContain('contract_id');
  });
});
