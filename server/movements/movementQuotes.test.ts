/**
 * The opportunity news flow through the API (issue 32 section 1): a sum insured change quoted
 * by the policy's insurer through its connector, its new premium and prorated difference taken
 * from the sealed quote, its quotas, then stored and sent, the insurer's answer proposing those
 * quotas. The refusals, each a 422 in Spanish that changes nothing: a motive of another type, a
 * change that needs no quote, totals that do not add up, a quote tampered with or made for other
 * data, a difference that is not the prorated one, an insurer whose service is down (retry or
 * type the totals by hand), an annulled policy; and a user of another organization, who cannot
 * reach the policy or the draft (404).
 */
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday } from '../../domain/engine/format';
import { annulmentMotives, modificationMotives } from '../../domain/enums/catalogues';
import { contractRequestStatus, contractStatus } from '../../domain/enums/statuses';
import { contract } from '../../domain/entities/contracts';
import { contractMovement } from '../../domain/entities/contractMovements';
import { movementMessages, movementType } from '../../domain/movements/movementKinds';
import { pricingId, pricingMessages, proratedChange } from '../../domain/movements/movementPricing';
import { quoteFormMessages } from '../../domain/movements/quoteForm';
import { apiCalls, answer as json, describeApp, useTestApp } from '../test/harness';
import { flowCalls, manualTotals, policyInForce } from './movementTesting';

type Row = Record<string, unknown>;
type Headers = Record<string, string>;
/** Mapfre's quoting service is down for this suite. */
const DOWN = 5;
/** Sancor prices a car by its sum (Rivadavia's responsabilidad civil, by its floor). */
const SANCOR = 3;
const SA = optionByCode(modificationMotives, 'sa').id;

describeApp('The opportunity news flow on %s', (dialect) => {
  const t = useTestApp(dialect, { QUOTE_LATENCY_SCALE: '0', QUOTE_INSURERS_DOWN: String(DOWN) });
  const { call, send, refused } = apiCalls(t);
  const flow = flowCalls(t);
  let subscriber: Headers;

  beforeAll(async () => {
    subscriber = await t().login('suscriptor@demo.test');
  });

  /**
   * A car policy in force with pending quotas: of that insurer, of the one that is down, or of
   * another (not Sancor's either: each test keeps to policies of its own).
   */
  async function carPolicy(down: boolean | number, skip = 0): Promise<Row> {
    const fits = (company: number) =>
      typeof down === 'number'
        ? company === down
        : (company === DOWN) === down && company !== SANCOR;
    for (let i = 0; ; i++) {
      const row = await policyInForce(t, i);
      if (Number(row.branch_id) === 1 && fits(Number(row.company_id)) && !skip--)
        return json(await call(subscriber, 'GET', `contract/${String(row.id)}`)) as Row;
    }
  }

  /**
   * A change asked up to its totals step (a sum insured 50 % higher, unless told otherwise):
   * the draft, as the API answers it.
   */
  async function askedUpToTotals(
    policy: Row,
    data: Row = { new_sum_insured: Number(policy.sum_insured) * 1.5 },
    type: Row = { movement_type: movementType('modifications'), modification_motive: SA },
  ) {
    const motive = { contract_id: policy.id, ...type, effective_date: argentineToday() };
    let draft = await flow(subscriber, 'POST', 'movement', {
      branch_id: Number(policy.branch_id),
      step: 'motive',
      values: motive,
    });
    for (const [step, values] of [
      ['motive', motive],
      ['data', { ...data, description: 'Pedido del cliente' }],
    ] as const)
      draft = await flow(subscriber, 'POST', `movement/${draft.id}/steps/${step}`, {
        values,
        version: draft.version,
        base: draft.base,
      });
    expect(draft.step).toBe('totals');
    return draft;
  }

  const quote = (headers: Headers, policy: Row, movement: string, insurers = 'own') =>
    call(headers, 'POST', `movements/${String(policy.id)}/quote`, { movement, insurers });
  const step = (draft: Row & { id: string }, name: string, values: Row) =>
    call(subscriber, 'POST', `flows/movement/${draft.id}/steps/${name}`, {
      values,
      version: draft.version,
      base: draft.base,
    });
  const movementsOf = async (policy: Row) =>
    t()
      .database.db.selectFrom(contractMovement.table)
      .select('id')
      .where('contract_id', '=', String(policy.id))
      .execute();

  it('quotes a sum insured change with the policy’s insurer, then asks it with its quotas', async () => {
    const policy = await carPolicy(SANCOR);
    const draft = await askedUpToTotals(policy);
    const answered = await quote(subscriber, policy, draft.id);
    expect(answered.statusCode, answered.body).toBe(200);
    const body = json(answered) as Row & { quotes: Row[] };
    const own = body.quotes[0];
    expect(own).toMatchObject({ own: true, outcome: 'quoted', company_id: policy.company_id });
    // A larger sum costs more: the policy's premium plus what the insurer's price rose; the
    // difference is the new premium's, prorated to the term left.
    expect(Number(own.premium)).toBeGreaterThan(Number(policy.premium));
    expect(Number(own.premium_change)).toBeGreaterThan(0);
    const parts = ['premium', 'net_premium', 'surcharges', 'taxes'] as const;
    const after = Object.fromEntries(parts.map((name) => [name, Number(own[name])]));
    expect(own.premium_change).toBe(
      proratedChange(policy, after as never, argentineToday()).premium_change,
    );
    const chosen = {
      pricing: pricingId('insurer'),
      ...Object.fromEntries(
        [
          ...parts,
          'company_id',
          'package_name',
          'quote_reference',
          'franchise',
          'quote_token',
          'premium_change',
        ].map((name) => [name, own[name]]),
      ),
    };

    // Tampered with: a premium the insurer did not give (its parts still adding up).
    const forged = await step(draft, 'totals', {
      ...chosen,
      premium: Number(own.premium) - 1000,
      net_premium: Number(own.net_premium) - 1000,
    });
    expect(forged.statusCode).toBe(422);
    expect(json(forged).errors).toMatchObject({ pricing: [pricingMessages.quoteStale] });
    // A difference that is not the prorated one.
    const wrong = await step(draft, 'totals', {
      ...chosen,
      premium_change: Number(own.premium_change) + 1,
    });
    expect(json(wrong).errors).toMatchObject({
      premium_change: [expect.stringMatching(/prorrateado/)],
    });
    // Totals that do not add up.
    const unbalanced = await step(draft, 'totals', { ...chosen, taxes: Number(own.taxes) + 1 });
    expect(json(unbalanced).errors).toMatchObject({
      premium: [expect.stringContaining(quoteFormMessages.totalsDontAdd.split(' (')[0])],
    });

    const totals = await send(subscriber, 'POST', `flows/movement/${draft.id}/steps/totals`, {
      values: chosen,
      version: draft.version,
      base: draft.base,
    });
    expect(totals.step).toBe('quotas');
    const due = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const stored = await send(subscriber, 'POST', `flows/movement/${draft.id}/steps/quotas`, {
      values: { quota_quantity: 2, first_due_date: due },
      version: totals.version,
      base: totals.base,
    });
    expect(stored).toMatchObject({ action: 'edit', step: 'detail' });
    const movement = json(await call(subscriber, 'GET', `contract_movement/${draft.id}`));
    expect(movement).toMatchObject({
      status: optionByCode(contractRequestStatus, 'pending').id,
      premium_change: own.premium_change,
      numeration: 1,
    });
    // A quoted request without its quote step could not be sent; this one is.
    const sent = await send(subscriber, 'POST', `contract_movement/${draft.id}/send`, {
      updated_at: movement.updated_at,
    });
    expect(sent.status).toBe(optionByCode(contractRequestStatus, 'pending_cia').id);
    // The insurer's answer proposes the quoted difference and the request's quotas.
    const response = await flow(subscriber, 'GET', `contract_response/${draft.id}`);
    expect(response.values.quotas).toEqual({ quota_quantity: 2, first_due_date: due });
    expect(response.values.totals.premium_change).toBe(own.premium_change);
  });

  it('quotes a coverage change at the new coverage’s level, with every insurer on request', async () => {
    const policy = await carPolicy(false, 1);
    // Terceros completos (C): most insurers sell a plan of that level.
    const draft = await askedUpToTotals(
      policy,
      { new_coverage_id: 5 },
      { movement_type: movementType('coverage_change') },
    );
    const all = json(await quote(subscriber, policy, draft.id, 'all')) as Row & { quotes: Row[] };
    // The policy's own first, the others after, each priced or with its insurer's reason.
    expect(all.quotes[0]).toMatchObject({ own: true, outcome: 'quoted' });
    expect(new Set(all.quotes.map((q) => q.company_id)).size).toBeGreaterThan(3);
    const down = all.quotes.find((q) => q.company_id === DOWN);
    expect(down).toMatchObject({ outcome: 'failed', message: expect.stringContaining('503') });
  });

  it('says why the insurer could not quote, and goes on with the totals typed by hand', async () => {
    const policy = await carPolicy(true);
    const draft = await askedUpToTotals(policy);
    const failed = await quote(subscriber, policy, draft.id);
    expect(failed.statusCode).toBe(422);
    const reason = (json(failed).errors as Record<string, string[]>).pricing[0];
    expect(reason).toMatch(/no pudo cotizar el cambio: .*503/);
    expect(reason).toContain(pricingMessages.wayForward);
    // «Siguiente» without a quote: the same way forward, nothing stored.
    const missing = await refused(subscriber, 'POST', `flows/movement/${draft.id}/steps/totals`, {
      values: { ...manualTotals(policy, argentineToday()), pricing: pricingId('insurer') },
      version: draft.version,
      base: draft.base,
    });
    expect(missing.pricing).toEqual([pricingMessages.quoteMissing]);
    expect(await movementsOf(policy)).toHaveLength(0);
    const byHand = await send(subscriber, 'POST', `flows/movement/${draft.id}/steps/totals`, {
      values: manualTotals(policy, argentineToday()),
      version: draft.version,
      base: draft.base,
    });
    expect(byHand.step).toBe('quotas');
  });

  it('refuses a change that needs no quote, a motive of another type and an annulled policy', async () => {
    const policy = await carPolicy(false, 2);
    const start = await flow(subscriber, 'POST', 'movement', {
      branch_id: 1,
      step: 'motive',
      values: {},
    });
    const motive = {
      contract_id: policy.id,
      movement_type: movementType('coverage_change'),
      effective_date: argentineToday(),
    };
    const otherType = await refused(subscriber, 'POST', `flows/movement/${start.id}/steps/motive`, {
      values: { ...motive, annulment_motive: optionByCode(annulmentMotives, 'venta').id },
      version: start.version,
      base: start.base,
    });
    expect(otherType.annulment_motive).toEqual([movementMessages.motiveNotForType]);
    // Its motive told, its data not yet: nothing to quote.
    const told = await send(subscriber, 'POST', `flows/movement/${start.id}/steps/motive`, {
      values: motive,
      version: start.version,
      base: start.base,
    });
    expect(told.step).toBe('data');
    const early = await quote(subscriber, policy, start.id);
    expect(json(early).errors).toEqual({ step: [pricingMessages.stepsFirst] });
    // The new coverage must be of the policy's branch.
    const foreign = await t()
      .database.db.selectFrom('coverages')
      .select('id')
      .where('branch_id', '!=', Number(policy.branch_id))
      .executeTakeFirstOrThrow();
    const otherBranch = await refused(subscriber, 'POST', `flows/movement/${start.id}/steps/data`, {
      values: { new_coverage_id: foreign.id, description: 'Otra cobertura' },
      version: told.version,
      base: told.base,
    });
    expect(otherBranch.new_coverage_id).toEqual([pricingMessages.coverageOfBranch]);

    const cost = await askedUpToTotals(policy);
    const costMotive = { ...motive, movement_type: movementType('cost_change') };
    const moved = await send(subscriber, 'POST', `flows/movement/${cost.id}/steps/motive`, {
      values: costMotive,
      version: cost.version,
      base: cost.base,
    });
    const notQuoted = await quote(subscriber, policy, cost.id);
    expect(json(notQuoted).errors).toEqual({ movement_type: [pricingMessages.notRequoted] });
    // Back on the quoted path; then the policy is annulled before it is quoted.
    const back = await send(subscriber, 'POST', `flows/movement/${cost.id}/steps/motive`, {
      values: {
        ...costMotive,
        movement_type: movementType('modifications'),
        modification_motive: SA,
      },
      version: moved.version,
      base: moved.base,
    });
    expect(back.step).toBe('data');
    await t()
      .database.db.updateTable(contract.table)
      .set({ status: optionByCode(contractStatus, 'anulled').id })
      .where('id', '=', String(policy.id))
      .execute();
    const annulled = await quote(subscriber, policy, cost.id);
    expect(annulled.statusCode).toBe(422);
    expect(json(annulled).errors).toMatchObject({ movement_type: [movementMessages.ended] });
    expect(await movementsOf(policy)).toHaveLength(0);
  });

  it('shows nothing to a user of another organization', async () => {
    const policy = await carPolicy(false, 3);
    const draft = await askedUpToTotals(policy);
    const stranger = await t().userWith(
      ['contract_requests: full_access', 'contracts: full_access'],
      [2],
    );
    expect((await quote(stranger, policy, draft.id)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `flows/movement/${draft.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `contract/${String(policy.id)}`)).statusCode).toBe(404);
    // Whoever may not ask endorsements hears 403 before anything is read.
    const reader = await t().userWith(['contracts: view']);
    expect((await quote(reader, policy, draft.id)).statusCode).toBe(403);
    // A body not of this route: 422 by field, in Spanish; a malformed policy id, 404.
    const bad = await quote(subscriber, policy, 'borrador', 'algunas');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors as Row).sort()).toEqual(['insurers', 'movement']);
    expect(
      (await call(subscriber, 'POST', 'movements/x/quote', { movement: draft.id })).statusCode,
    ).toBe(404);
  });
});
