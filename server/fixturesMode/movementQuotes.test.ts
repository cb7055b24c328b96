/**
 * The opportunity news flow in fixtures mode, with no fixtures code of its own: the news flow's
 * wizard takes the quoted path from its declaration (domain/movements/movementFlows.ts), the
 * insurers' quote is a canned answer for the demo policy 003-01-1231530, and any other policy's
 * quote answers the server's 422 with its way forward (the totals typed by hand).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { modificationMotives } from '../../domain/enums/catalogues';
import { movementType } from '../../domain/movements/movementKinds';
import { pricingId, pricingMessages } from '../../domain/movements/movementPricing';
import { fixturesData, startFixturesServer } from './fixturesServer';

type Row = Record<string, unknown>;
const DEMO = '00000000-0000-4000-8000-000000000bf2';

let server: Awaited<ReturnType<typeof startFixturesServer>>;
beforeAll(async () => {
  server = await startFixturesServer();
});
afterAll(() => server.close());

/** A sum insured change of `policy` asked up to its totals step by the demo subscriber. */
async function upToTotals(policy: Row) {
  const user = await server.as('suscriptor@demo.test');
  const motive = {
    contract_id: policy.id,
    movement_type: movementType('modifications'),
    modification_motive: optionByCode(modificationMotives, 'sa').id,
    effective_date: '2026-01-05',
  };
  let draft = (
    await user.call('flows/movement', {
      method: 'POST',
      body: { branch_id: policy.branch_id, step: 'motive', values: motive },
    })
  ).json;
  for (const [step, values] of [
    ['motive', motive],
    ['data', { new_sum_insured: 45_000_000, description: 'Más suma' }],
  ] as const) {
    const moved = await user.call(`flows/movement/${String(draft.id)}/steps/${step}`, {
      method: 'POST',
      body: { values, version: draft.version, base: draft.base },
    });
    expect(moved.status, JSON.stringify(moved.json)).toBe(200);
    draft = moved.json;
  }
  expect(draft.step).toBe('totals');
  return { user, draft };
}

it('quotes the demo policy from its canned answer and stores the request as the server does', async () => {
  const policy = fixturesData().contracts.find((c) => c.id === DEMO)!;
  const { user, draft } = await upToTotals(policy);
  const quoted = await user.call(`movements/${DEMO}/quote`, {
    method: 'POST',
    body: { movement: draft.id, insurers: 'own' },
  });
  expect(quoted.status).toBe(200);
  const own = (quoted.json.quotes as Row[])[0];
  expect(own).toMatchObject({ own: true, outcome: 'quoted', company_name: 'Sancor Seguros' });
  const fields = ['company_id', 'package_name', 'quote_reference', 'quote_token', 'premium'];
  const chosen = {
    pricing: pricingId('insurer'),
    ...Object.fromEntries(
      [...fields, 'net_premium', 'surcharges', 'taxes', 'premium_change'].map((n) => [n, own[n]]),
    ),
  };
  let next = await user.call(`flows/movement/${String(draft.id)}/steps/totals`, {
    method: 'POST',
    body: { values: chosen, version: draft.version, base: draft.base },
  });
  expect(next.json.step).toBe('quotas');
  next = await user.call(`flows/movement/${String(draft.id)}/steps/quotas`, {
    method: 'POST',
    body: {
      values: { quota_quantity: 1, first_due_date: '2026-02-05' },
      version: next.json.version,
      base: next.json.base,
    },
  });
  expect(next.json).toMatchObject({ action: 'edit', step: 'detail' });
  const movement = await user.call(`contract_movement/${String(draft.id)}`);
  expect(movement.json).toMatchObject({ contract_id: DEMO, premium_change: own.premium_change });
});

it('answers any other policy’s quote with the way forward: the totals typed by hand', async () => {
  const other = fixturesData().contracts.find(
    (c) => c.id !== DEMO && c.status === 252 && c.branch_id === 1,
  )!;
  const { user, draft } = await upToTotals(other);
  const refused = await user.call(`movements/${String(other.id)}/quote`, {
    method: 'POST',
    body: { movement: draft.id },
  });
  expect(refused.status).toBe(422);
  expect(String((refused.json.errors as Row).pricing)).toContain(pricingMessages.wayForward);
});
