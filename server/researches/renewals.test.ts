/**
 * Renewals (issue 32 section 4): the scheduled rule opens a renewal for each policy in force due
 * within the organization's window, of its branches and insurers, once; re-quotes it through the
 * simulated insurers and flags a rise beyond the limit. By hand: a policy not due is a 422, a
 * second renewal a 409. Researches are their organization's (404 elsewhere) and their section's
 * (403 without it).
 */
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { addDays } from '../../domain/quoting/quoteRequest';
import { argentineToday } from '../../domain/engine/format';
import { errorMessages } from '../../domain/engine/messages';
import { contractResearchStatus, contractStatus } from '../../domain/enums/statuses';
import { researchKind } from '../../domain/entities/contractResearches';
import { renewalRule } from '../../domain/researches/renewalRule';
import { answer as json, apiCalls, describeDialects, useTestApp } from '../test/harness';
import { renewalRuleHandlers } from './renewalRule';
import { renewalQuoting } from './renewalQuotes';
import { researchHookMessages } from './researchHooks';

type Row = Record<string, unknown>;
const researchIs = (code: string) => optionByCode(contractResearchStatus, code).id;
const RENEWAL = researchKind('renewal');

describeDialects('renewals on %s', (dialect) => {
  const t = useTestApp(dialect, { QUOTE_LATENCY_SCALE: '0' });
  const { call, send } = apiCalls(t);
  const today = argentineToday();
  let admin: Record<string, string>;
  let settingsId: number;
  /** The soonest-due policy in force without a research, and one of its kind due later. */
  let soon: Row;
  let later: Row;

  const runRule = async () => {
    const run = Object.values(renewalRuleHandlers(renewalQuoting(t().config)))[0];
    return run({ store: t().database, userId: null, at: new Date() });
  };
  const researchesOf = (contractId: unknown) =>
    t()
      .database.db.selectFrom('contract_researches')
      .selectAll()
      .where('contract_id', '=', String(contractId))
      .execute();
  /** Only the policies of `soon`'s branch and insurer, due within `days`. */
  const narrow = async (days: number) => {
    const current = json(
      await call(admin, 'GET', `contract_research_renewal/settings/${settingsId}`),
    );
    await send(admin, 'PUT', `contract_research_renewal/settings/${settingsId}`, {
      ...current,
      days_before: days,
      branches: [soon.branch_id],
      companies: [soon.company_id],
    });
  };

  beforeAll(async () => {
    admin = await t().login('admin@demo.test');
    const db = t().database.db;
    settingsId = Number(
      (
        await db
          .selectFrom('renewal_settings')
          .select('id')
          .where('organization_id', '=', 1)
          .executeTakeFirstOrThrow()
      ).id,
    );
    const policies = await db
      .selectFrom('contracts as c')
      .selectAll('c')
      .where('c.organization_id', '=', 1)
      .where('c.status', '=', optionByCode(contractStatus, 'validity').id)
      .where('c.validity_to', '>=', addDays(today, 2))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('contract_researches as r')
              .select('r.id')
              .whereRef('r.contract_id', '=', 'c.id'),
          ),
        ),
      )
      .orderBy('c.validity_to')
      .execute();
    soon = policies[0];
    later = policies.find(
      (p) =>
        p.branch_id === soon.branch_id &&
        p.company_id === soon.company_id &&
        String(p.validity_to) > addDays(String(soon.validity_to), 1),
    )!;
    expect(later).toBeDefined();
  });

  it('shows as a scheduled job in Spanish', async () => {
    const rows = json(await call(admin, 'GET', 'admin/cron?range=[0,99]')) as Row[];
    expect(rows.find((row) => row.name === renewalRule.name)).toMatchObject({
      label: 'Abrir y cotizar las renovaciones de las pólizas por vencer',
      schedule_text: 'Todos los días a las 06:30',
    });
  });

  it('opens the renewals due within the window, quotes them, and never twice', async () => {
    const days = Math.round(
      (Date.parse(String(soon.validity_to)) - Date.parse(today)) / 86_400_000,
    );
    await narrow(days);
    const first = await runRule();
    expect(first.created).toBeGreaterThanOrEqual(1);
    const [opened] = await researchesOf(soon.id);
    expect(opened).toMatchObject({ kind: RENEWAL, status: researchIs('quoted') });
    expect(String(opened.due_date).slice(0, 10)).toBe(String(soon.validity_to).slice(0, 10));
    const read = json(await call(admin, 'GET', `contract_research/${String(opened.id)}`));
    expect(read.current_premium).toBe(Number(soon.premium) / 100);
    expect(read.proposed_premium).toBeGreaterThan(0);
    expect(read.quotes_summary).toMatch(/\$ /);
    // Outside the window: not opened.
    expect(await researchesOf(later.id)).toHaveLength(0);
    const again = await runRule();
    expect(again.created).toBe(0);
    expect(await researchesOf(soon.id)).toHaveLength(1);
  });

  it('flags a rise beyond the organization’s limit', async () => {
    // The policy of `later` cost a tenth of what the insurers ask today.
    await t()
      .database.db.updateTable('contracts')
      .set({ premium: Math.round(Number(later.premium) / 10) })
      .where('id', '=', String(later.id))
      .execute();
    const days = Math.round(
      (Date.parse(String(later.validity_to)) - Date.parse(today)) / 86_400_000,
    );
    await narrow(days);
    await runRule();
    const [flagged] = await researchesOf(later.id);
    const read = json(await call(admin, 'GET', `contract_research/${String(flagged.id)}`));
    expect(read.change_pct).toBeGreaterThan(25);
    expect(read.over_limit).toBe(true);
  });

  it('refuses by hand a policy not due (422) and a second renewal (409)', async () => {
    await narrow(60);
    // A policy due after the window, whose renewal opens some days from now.
    const outside = (await t()
      .database.db.selectFrom('contracts')
      .selectAll()
      .where('organization_id', '=', 1)
      .where('status', '=', optionByCode(contractStatus, 'validity').id)
      .where('validity_to', '>', addDays(today, 61))
      .executeTakeFirstOrThrow()) as Row;
    const notDue = await call(admin, 'POST', 'contract_research', {
      contract_id: outside.id,
      kind: RENEWAL,
    });
    expect(notDue.statusCode, notDue.body).toBe(422);
    expect(json(notDue).errors.contract_id[0]).toMatch(
      /su renovación se abre en los \d+ días previos/,
    );
    const twice = await call(admin, 'POST', 'contract_research', {
      contract_id: soon.id,
      kind: RENEWAL,
    });
    expect(twice.statusCode).toBe(409);
    expect(json(twice).message).toBe(researchHookMessages.alreadyOpen);
  });

  it('keeps researches inside their organization and section', async () => {
    const [research] = await researchesOf(soon.id);
    const path = `contract_research/${String(research.id)}`;
    const elsewhere = await t().userWith(['contract_researches: full_access'], [2]);
    expect((await call(elsewhere, 'GET', path)).statusCode).toBe(404);
    expect(
      (await call(elsewhere, 'POST', `${path}/offer`, { updated_at: research.updated_at }))
        .statusCode,
    ).toBe(404);
    const outsider = await t().userWith(['contracts: list', 'contracts: view'], [1]);
    expect((await call(outsider, 'GET', 'contract_research/renewal')).statusCode).toBe(403);
    expect((await call(outsider, 'GET', path)).statusCode).toBe(403);
    const reader = await t().userWith(['contract_researches: view'], [1]);
    expect((await call(reader, 'GET', 'contract_research/renewal')).statusCode).toBe(200);
    const offer = await call(reader, 'POST', `${path}/offer`, { updated_at: research.updated_at });
    expect(offer.statusCode).toBe(403);
  });

  it('keeps one settings record per organization, for whoever may configure them', async () => {
    const second = await call(admin, 'POST', 'contract_research_renewal/settings', {
      days_before: 30,
      premium_change_limit: 10,
    });
    expect(second.statusCode).toBe(409);
    expect(json(second).message).toMatch(/ya tiene su configuración de renovaciones/);
    const worker = await t().userWith(['contract_researches: renewal'], [1]);
    const path = `contract_research_renewal/settings/${settingsId}`;
    expect((await call(worker, 'GET', path)).statusCode).toBe(403);
    const configurer = await t().userWith(
      [
        'contract_researches: renewal',
        'contract_researches: set_configuration_to_automatic_renewal',
      ],
      [1],
    );
    expect((await call(configurer, 'GET', path)).statusCode).toBe(200);
  });

  it('refuses to delete the organization’s one settings record (405), which stays', async () => {
    const path = `contract_research_renewal/settings/${settingsId}`;
    const refused = await call(admin, 'DELETE', path);
    expect(refused.statusCode).toBe(405);
    expect(json(refused).message).toBe(errorMessages.singletonDelete);
    expect((await call(admin, 'GET', path)).statusCode).toBe(200);
    // A missing record is still a 404, not the singleton's refusal.
    expect(
      (await call(admin, 'DELETE', 'contract_research_renewal/settings/999999')).statusCode,
    ).toBe(404);
  });
});
