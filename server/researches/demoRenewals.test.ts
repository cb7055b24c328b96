/**
 * The demo's renewals (fixtures/demoPremiums.ts): a demo policy cost what the simulated insurers
 * priced its plan at when it began, so its renewal quotes today's prices against its own. Most
 * rise with prices, a few fall, some beyond the organization's limit: the workbench shows what
 * an Argentine broker's does, its flag and colours included.
 */
import { beforeAll, expect, it } from 'vitest';
import { argentineToday, formatMoney } from '../../domain/engine/format';
import { contract } from '../../domain/entities/contracts';
import { coveragePackageRows } from '../../fixtures/coverages';
import { AGREED_SPREAD, issuedPremium } from '../../fixtures/demoPremiums';
import { decodeRow } from '../db/codec';
import { simulatedConnectors } from '../quoting/simulatedConnector';
import { describeApp, useTestApp } from '../test/harness';
import { renewalProposal } from './renewalQuotes';
import { duePolicies } from './renewalRule';
import { renewalSettingsOf } from './settingsStore';

type Row = Record<string, unknown>;

describeApp('the demo’s renewals on %s', (dialect) => {
  const t = useTestApp(dialect, { QUOTE_LATENCY_SCALE: '0' });
  const today = argentineToday();
  const quoting = { connectorFor: simulatedConnectors({ latencyScale: 0 }), timeoutMs: 10_000 };
  let limit: number;
  /** Organization 1's policies due within its window, re-quoted as the rule would today. */
  let renewals: { policy: Row; proposal: Row }[];

  const proposalFor = (policy: Row) =>
    renewalProposal(t().database, quoting, policy, 1, today, new Date().toISOString());

  beforeAll(async () => {
    const settings = await renewalSettingsOf(t().database, 1);
    limit = settings.premiumChangeLimit;
    renewals = [];
    const due = await duePolicies(t().database, 1, settings, today);
    // Every fourth: the whole window's spread at a quarter of the asking.
    for (const id of due.filter((_, i) => i % 4 === 0)) {
      const row = await t()
        .database.db.selectFrom(contract.table)
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const policy = decodeRow(contract, row);
      renewals.push({ policy, proposal: await proposalFor(policy) });
    }
  });

  /** The demo plan a policy was sold: its insurer's of its branch with its very coverages. */
  async function planOf(policy: Row) {
    const covered = await t()
      .database.db.selectFrom('contract_coverages')
      .select('coverage_id')
      .where('contract_id', '=', String(policy.id))
      .orderBy('id')
      .execute();
    const ids = covered.map((row) => Number(row.coverage_id));
    return coveragePackageRows.find(
      (plan) =>
        plan.company_id === policy.company_id &&
        plan.branch_id === policy.branch_id &&
        JSON.stringify(plan.coverages) === JSON.stringify(ids),
    );
  }

  /** What a renewal's quote asks of the client: its birthdate, its first address's province. */
  async function clientOf(policy: Row) {
    const db = t().database.db;
    const client = await db
      .selectFrom('accounts')
      .select('birthdate')
      .where('id', '=', String(policy.account_id))
      .executeTakeFirstOrThrow();
    const address = await db
      .selectFrom('account_addresses as a')
      .leftJoin('states as s', 's.id', 'a.state_id')
      .select('s.code')
      .where('a.account_id', '=', String(policy.account_id))
      .orderBy('a.id')
      .executeTakeFirst();
    return { birthdate: client.birthdate, state_code: address?.code ?? null };
  }

  it('prices a demo policy as its insurer quotes its plan today, brought back to its start', async () => {
    // Plans still sold, for sums no insurer sends to its technical area (simulatedInsurers.ts).
    const found = [];
    for (const { policy, proposal } of renewals) {
      const plan = await planOf(policy);
      if (plan?.active && Number(policy.sum_insured) <= 60_000_000)
        found.push({ policy, proposal, plan });
      if (found.length === 10) break;
    }
    expect(found).toHaveLength(10);
    for (const { policy, proposal, plan } of found) {
      const input = {
        plan,
        sum: Number(policy.sum_insured),
        title: String(policy.title),
        client: await clientOf(policy),
        today,
        draw: 0.5,
      };
      // Today its plan costs what its insurer answers the renewal, to the cent.
      const now = issuedPremium({ ...input, issuedOn: today });
      const line = `${String(plan.name)}): ${formatMoney(now.premium)}`;
      expect(String(proposal.quotes_summary)).toContain(line);
      // It cost that at its start's prices, give or take what the client agreed then.
      const then = issuedPremium({ ...input, issuedOn: String(policy.validity_from) });
      const agreed = Number(policy.premium) / then.premium;
      expect(agreed).toBeGreaterThanOrEqual(1 - AGREED_SPREAD - 0.001);
      expect(agreed).toBeLessThanOrEqual(1 + AGREED_SPREAD + 0.001);
      expect(then.premium).toBeLessThan(now.premium);
    }
  });

  it('shows most renewals rising with prices, a few falling and some beyond the limit', () => {
    const changes = renewals
      .map(({ proposal }) => proposal.change_pct)
      .filter((change): change is number => typeof change === 'number')
      .sort((a, b) => a - b);
    expect(changes.length).toBeGreaterThan(80);
    const share = (test: (change: number) => boolean) =>
      changes.filter(test).length / changes.length;
    expect(changes[Math.floor(changes.length / 2)]).toBeGreaterThan(8);
    expect(changes[Math.floor(changes.length / 2)]).toBeLessThan(35);
    expect(share((change) => change > 0)).toBeGreaterThan(0.85);
    expect(share((change) => change > limit)).toBeGreaterThan(0.05);
    expect(share((change) => change > limit)).toBeLessThan(0.4);
    expect(changes.at(-1)).toBeLessThan(100);
    expect(renewals.some(({ proposal }) => proposal.over_limit === true)).toBe(true);
  });

  it('opened the demo’s first renewals quoted the same way', async () => {
    const seeded = await t()
      .database.db.selectFrom('contract_researches')
      .selectAll()
      .where('organization_id', '=', 1)
      .where('change_pct', 'is not', null)
      .execute();
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    const rising = seeded.filter((row) => Number(row.change_pct) > 0);
    expect(rising.length).toBeGreaterThan(seeded.length / 2);
  });
});
