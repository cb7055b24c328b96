/**
 * What a coverage change and a change of place do to the policy once the insurer's answer is
 * applied (issue 32 sections 1 to 3), through the API as the wizards send it: the coverage
 * change quoted with the policy's insurer rewrites the policy's coverage rows as emission builds
 * them (the new coverage with the sum and the quoted franchise, then its plan's), the change of
 * place moves the risk's province; each read "as of" the day before the endorsement as it was
 * and from its day as changed, and printed before and after by name. A coverage of another
 * branch is refused in Spanish, and nothing is asked.
 */
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday } from '../../domain/engine/format';
import { branches } from '../../domain/enums/branches';
import { modificationMotives } from '../../domain/enums/catalogues';
import { coverage, coveragePackage } from '../../domain/entities/coverages';
import { contractCoverageRow } from '../../domain/entities/contractParts';
import { contract } from '../../domain/entities/contracts';
import { contractMovement } from '../../domain/entities/contractMovements';
import { contractStatus } from '../../domain/enums/statuses';
import { movementType } from '../../domain/movements/movementKinds';
import { expectedQuotas } from '../../domain/movements/movementEffects';
import { coverageChangeMessages } from '../../domain/movements/coverageChange';
import { pricingId, proratedChange } from '../../domain/movements/movementPricing';
import { pdfText } from '../documents/pdfTestKit';
import { apiCalls, answer as json, describeApp, useTestApp } from '../test/harness';
import { answerEndorsement, flowCalls, manualTotals } from './movementTesting';

type Row = Record<string, unknown>;
type Headers = Record<string, string>;
const CAR = optionByCode(branches, 'car').id;
const MOTORCYCLE = optionByCode(branches, 'motorcycle').id;
const LOCATION = optionByCode(modificationMotives, 'location').id;
const PARTS = ['premium', 'net_premium', 'surcharges', 'taxes'] as const;
const CHOSEN = ['company_id', 'package_name', 'quote_reference', 'franchise', 'quote_token'];

const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describeApp('Coverage changes and changes of place on %s', (dialect) => {
  const t = useTestApp(dialect, { QUOTE_LATENCY_SCALE: '0' });
  const { call, send } = apiCalls(t);
  const flow = flowCalls(t);
  let subscriber: Headers;
  const today = argentineToday();
  // Effective tomorrow: today reads the policy as it was, tomorrow as changed.
  const tomorrow = dayAfter(today);

  beforeAll(async () => {
    subscriber = await t().login('suscriptor@demo.test');
  });

  const ourCoverage = async (branch: number, code: string) => {
    const row = await t()
      .database.db.selectFrom(coverage.table)
      .select(['id', 'name'])
      .where('branch_id', '=', branch)
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), name: `${code} ${String(row.name)}` };
  };
  /**
   * The `skip`-th car policy in force past tomorrow, not holding `coverageId`, whose insurer
   * sells a plan with it (each test keeps to policies of its own).
   */
  async function carPolicy(coverageId: number, skip = 0): Promise<Row> {
    const db = t().database.db;
    const row = await db
      .selectFrom(`${contract.table} as c`)
      .select('c.id')
      .where('c.status', '=', optionByCode(contractStatus, 'validity').id)
      .where('c.branch_id', '=', CAR)
      .where('c.validity_from', '<=', today)
      .where('c.validity_to', '>', tomorrow)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom(`${coveragePackage.table} as p`)
            .innerJoin('coverage_packages_coverages as pc', 'pc.owner_id', 'p.id')
            .select('p.id')
            .whereRef('p.company_id', '=', 'c.company_id')
            .where('p.branch_id', '=', CAR)
            .where('pc.target_id', '=', coverageId),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom(`${contractCoverageRow.table} as cc`)
              .select('cc.id')
              .whereRef('cc.contract_id', '=', 'c.id')
              .where('cc.coverage_id', '=', coverageId),
          ),
        ),
      )
      .orderBy('c.id')
      .offset(skip)
      .limit(1)
      .executeTakeFirstOrThrow();
    return json(await call(subscriber, 'GET', `contract/${String(row.id)}`)) as Row;
  }
  const coveragesOf = async (policy: Row) =>
    (
      json(
        await call(
          subscriber,
          'GET',
          `contract/coverage?filter=${encodeURIComponent(JSON.stringify({ contract_id: policy.id }))}&range=[0,49]`,
        ),
      ) as unknown as Row[]
    ).map((row) => ({
      coverage_id: Number(row.coverage_id),
      sum_insured: row.sum_insured,
      franchise: row.franchise,
    }));
  const asOf = async (policy: Row, date: string) =>
    json(
      await call(subscriber, 'GET', `contract/${String(policy.id)}/as_of?date=${date}`),
    ) as Row & {
      record: Row;
      parts: Record<string, Row[]>;
    };
  const idsOf = (rows: readonly Row[]) => rows.map((row) => Number(row.coverage_id)).sort();

  /** A request's motive and data stored, up to its totals step. */
  async function asked(policy: Row, motive: Row, data: Row) {
    const values = { contract_id: policy.id, effective_date: tomorrow, ...motive };
    let draft = await flow(subscriber, 'POST', 'movement', {
      branch_id: CAR,
      step: 'motive',
      values,
    });
    for (const [step, stepValues] of [
      ['motive', values],
      ['data', { ...data, description: 'Pedido del cliente' }],
    ] as const)
      draft = await flow(subscriber, 'POST', `movement/${draft.id}/steps/${step}`, {
        values: stepValues,
        version: draft.version,
        base: draft.base,
      });
    return draft;
  }

  /** Totals and quotas sent, the request sent, answered with that difference and applied. */
  async function applied(policy: Row, draft: Row & { id: string }, totals: Row) {
    const stored = await flow(subscriber, 'POST', `movement/${draft.id}/steps/totals`, {
      values: totals,
      version: draft.version,
      base: draft.base,
    });
    await flow(subscriber, 'POST', `movement/${draft.id}/steps/quotas`, {
      values: expectedQuotas(Number(totals.premium_change)),
      version: stored.version,
      base: stored.base,
    });
    const movement = json(await call(subscriber, 'GET', `contract_movement/${draft.id}`));
    await send(subscriber, 'POST', `contract_movement/${draft.id}/send`, {
      updated_at: movement.updated_at,
    });
    const parts = proratedChange(policy, totals as never, tomorrow);
    await answerEndorsement(t, subscriber, draft.id, parts);
    const sent = json(await call(subscriber, 'GET', `contract_movement/${draft.id}`));
    await send(subscriber, 'POST', `contract_movement/${draft.id}/apply`, {
      updated_at: sent.updated_at,
      notify_client: false,
    });
    const pdf = await call(
      subscriber,
      'GET',
      `contract_movement/${String(policy.id)}/${draft.id}/pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    return pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
  }

  it('a coverage change rewrites the coverage rows as emission does, kept as of each day', async () => {
    const allRisk = await ourCoverage(CAR, 'D');
    const policy = await carPolicy(allRisk.id);
    const before = await coveragesOf(policy);
    expect(before.map((row) => row.coverage_id)).not.toContain(allRisk.id);
    const draft = await asked(
      policy,
      { movement_type: movementType('coverage_change') },
      { new_coverage_id: allRisk.id },
    );
    const quoted = json(
      await call(subscriber, 'POST', `movements/${String(policy.id)}/quote`, {
        movement: draft.id,
      }),
    ) as Row & { quotes: Row[] };
    const own = quoted.quotes[0];
    // Todo riesgo carries a franchise: the insurer's, sealed with its price.
    expect(own).toMatchObject({ own: true, outcome: 'quoted', franchise: expect.any(Number) });
    const chosen = Object.fromEntries(
      [...PARTS, ...CHOSEN, 'premium_change'].map((name) => [name, own[name] ?? null]),
    );
    const printed = await applied(policy, draft, { pricing: pricingId('insurer'), ...chosen });

    // The plan quoted, as its insurer sells it: the new coverage first, then the plan's.
    const plan = await t()
      .database.db.selectFrom(`${coveragePackage.table} as p`)
      .innerJoin('coverage_packages_coverages as pc', 'pc.owner_id', 'p.id')
      .select('pc.target_id')
      .where('p.company_id', '=', Number(policy.company_id))
      .where('p.branch_id', '=', CAR)
      .where('p.name', '=', String(own.package_name))
      .execute();
    const planIds = plan.map((row) => Number(row.target_id));
    expect(planIds.length).toBeGreaterThan(0);
    const after = await coveragesOf(policy);
    expect(after).toContainEqual({
      coverage_id: allRisk.id,
      sum_insured: policy.sum_insured,
      franchise: own.franchise ?? null,
    });
    expect(new Set(after.map((row) => row.coverage_id))).toEqual(new Set([allRisk.id, ...planIds]));
    expect(after).toHaveLength(new Set([allRisk.id, ...planIds]).size);

    // «Ver póliza al…»: the day before, the coverages it had; from its day, the new ones.
    const was = await asOf(policy, today);
    expect(idsOf(was.parts[contractCoverageRow.name])).toEqual(idsOf(before));
    const is = await asOf(policy, tomorrow);
    expect(is.cause).toBe('Endoso 1: Cambio de cobertura');
    expect(idsOf(is.parts[contractCoverageRow.name])).toEqual(idsOf(after));
    // The endorsement prints the coverages before and after, by name.
    expect(printed).toContain('Coberturas de la póliza');
    expect(printed).toContain(allRisk.name);
  });

  it('refuses a coverage of another branch, in Spanish, and asks nothing', async () => {
    const allRisk = await ourCoverage(CAR, 'D');
    const policy = await carPolicy(allRisk.id, 1);
    const moto = await ourCoverage(MOTORCYCLE, 'C');
    const motive = {
      contract_id: policy.id,
      movement_type: movementType('coverage_change'),
      effective_date: tomorrow,
    };
    const draft = await flow(subscriber, 'POST', 'movement', {
      branch_id: CAR,
      step: 'motive',
      values: motive,
    });
    const stepped = await flow(subscriber, 'POST', `movement/${draft.id}/steps/motive`, {
      values: motive,
      version: draft.version,
      base: draft.base,
    });
    const refused = await call(subscriber, 'POST', `flows/movement/${draft.id}/steps/data`, {
      values: { new_coverage_id: moto.id, description: 'Pedido del cliente' },
      version: stepped.version,
      base: stepped.base,
    });
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors).toMatchObject({
      new_coverage_id: [coverageChangeMessages.coverageOfBranch],
    });
    const stored = await t()
      .database.db.selectFrom(contractMovement.table)
      .select('id')
      .where('contract_id', '=', String(policy.id))
      .execute();
    expect(stored).toEqual([]);
  });

  it('a change of place moves the risk to the new province, kept as of each day', async () => {
    const allRisk = await ourCoverage(CAR, 'D');
    const policy = await carPolicy(allRisk.id, 2);
    const states = await t()
      .database.db.selectFrom('states')
      .select(['id', 'name'])
      .orderBy('id')
      .execute();
    const was = states.find((s) => Number(s.id) === Number(policy.risk_state_id));
    expect(was, 'the policy holds the province it was priced in').toBeDefined();
    const moved = states.find((s) => Number(s.id) !== Number(policy.risk_state_id))!;
    const draft = await asked(
      policy,
      { movement_type: movementType('modifications'), modification_motive: LOCATION },
      { new_state_id: Number(moved.id) },
    );
    const printed = await applied(policy, draft, manualTotals(policy, tomorrow));

    const now = json(await call(subscriber, 'GET', `contract/${String(policy.id)}`));
    expect(Number(now.risk_state_id)).toBe(Number(moved.id));
    expect(Number((await asOf(policy, today)).record.risk_state_id)).toBe(Number(was!.id));
    expect(Number((await asOf(policy, tomorrow)).record.risk_state_id)).toBe(Number(moved.id));
    // Before and after by name, on the printed endorsement.
    expect(printed).toContain('Provincia del riesgo');
    expect(printed).toContain(String(was!.name));
    expect(printed).toContain(String(moved.name));
  });
});
