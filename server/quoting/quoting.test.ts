/**
 * Quoting with several insurers through the API (issue 13 section 4) on both databases: "Cotizar"
 * stores a pending quote per plan of the branch and answers at once; the simulated insurers
 * answer afterwards with the deterministic tariff (Sancor's service is down here: 805, logged,
 * retried); the opportunity becomes quoted; choosing a quote accepts it; a home is priced by
 * its own rates. Bad input: no insurer
 * for the branch, a quote that is not the opportunity's or not priced, a generic write; and
 * who sees what, a user of another organization included.
 */
import { beforeAll, expect, it } from 'vitest';
import { branches } from '../../domain/enums/branches';
import { opportunityStatus, quoteStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { answer as json, type TestApp, describeDialects } from '../test/harness';
import { CAR, flowKit, HOME, type Headers, type Row } from '../flows/flowTestKit';

const opportunityIs = (code: string) => optionByCode(opportunityStatus, code).id;
const quoteIs = (code: string) => optionByCode(quoteStatus, code).id;
const SANCOR = 3;
const BOAT = optionByCode(branches, 'boat').id;
const PENDING = [quoteIs('pending_cia'), quoteIs('pending_cia_delayed')];

describeDialects('quoting on %s', (dialect) => {
  const kit = flowKit(dialect, { QUOTE_LATENCY_SCALE: '0', QUOTE_INSURERS_DOWN: String(SANCOR) });
  const { call, ok, start, complete, corolla, home } = kit;
  let t: TestApp;
  let executive: Headers;
  let client: Row;
  beforeAll(() => ({ t, executive, client } = kit.state()));

  let plates = 0;
  /** A car opportunity stored through the wizard, ready to quote (a plate of its own). */
  async function carOpportunity() {
    const draft = await ok(await start(executive, { branch_id: CAR }));
    plates += 1;
    const domain = `AC ${String(100 + plates)} QT`;
    const vehicle = await corolla(2024, { domain });
    const next = await ok(await complete(executive, draft.id, 'vehicle', vehicle, draft.version));
    await ok(
      await complete(executive, draft.id, 'person', { account_id: client.id }, next.version),
    );
    return String(draft.id);
  }

  const quotesOf = async (headers: Headers, id: string) =>
    (await ok(await call(headers, 'GET', `/api/v1/opportunity/${id}/quotes`))) as Row[];

  /**
   * The quotes once every insurer answered and the opportunity followed: it settles a moment
   * after the last answer is stored (server/quoting/settle.ts).
   */
  async function answered(id: string) {
    for (let i = 0; i < 200; i++) {
      const quotes = await quotesOf(executive, id);
      const opportunity = await ok(await call(executive, 'GET', `/api/v1/opportunity/${id}`));
      const settled = opportunity.status !== opportunityIs('quoting');
      if (settled && !quotes.some((q) => PENDING.includes(Number(q.status)))) return quotes;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('The insurers never answered');
  }

  it('asks every insurer of the branch, stores their answers and marks the opportunity quoted', async () => {
    const id = await carOpportunity();
    const asked = await ok(await call(executive, 'POST', `/api/v1/opportunity/${id}/quote`, {}));
    expect(asked.status).toBe(opportunityIs('quoting'));

    const quotes = await answered(id);
    const plans = await t.database.db
      .selectFrom('coverage_packages')
      .select('id')
      .where('branch_id', '=', CAR)
      .where('active', '=', dialect === 'postgres' ? (true as never) : (1 as never))
      .execute();
    expect(quotes.map((q) => q.coverage_package_id).sort()).toEqual(plans.map((p) => p.id).sort());
    for (const q of quotes) {
      expect(q.company_name).toEqual(expect.any(String));
      expect((q.coverages as Row[]).length).toBeGreaterThan(0);
    }
    const priced = quotes.filter((q) => q.status === quoteIs('quoted'));
    expect(priced.length).toBeGreaterThan(5);
    for (const q of priced) {
      // Taxes on top of the net premium; six instalments that cover it.
      expect(Number(q.premium)).toBeGreaterThan(Number(q.net_premium));
      expect(q.quota_quantity).toBe(6);
      expect(Number(q.quota_amount) * 6).toBeLessThanOrEqual(Number(q.premium));
      expect(Number(q.premium) - Number(q.quota_amount) * 6).toBeLessThan(0.06);
      expect(q.valid_to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(q.external_id).toMatch(/^COT-/);
    }
    // Sancor is down: not quoted, with the reason, and the call logged in its service.
    const sancor = quotes.filter((q) => q.company_id === SANCOR);
    expect(sancor.length).toBeGreaterThan(0);
    for (const q of sancor) {
      expect(q.status).toBe(quoteIs('not_quoted'));
      expect(q.message).toMatch(/no está disponible/);
    }
    // Each call is logged after its answer is stored: the last log may come a moment later.
    const failedCalls = async () =>
      (
        await t.database.db
          .selectFrom('service_info_details')
          .select('id')
          .where('service_id', '=', 1)
          .where('result', '=', 2)
          .execute()
      ).length;
    await expect.poll(failedCalls).toBeGreaterThanOrEqual(sancor.length);

    const record = await ok(await call(executive, 'GET', `/api/v1/opportunity/${id}`));
    expect(record.status).toBe(opportunityIs('quoted'));

    // The same request again prices each plan the same (a deterministic tariff).
    await ok(await call(executive, 'POST', `/api/v1/opportunity/${id}/requote`, {}));
    const again = await answered(id);
    const newest = String(again[0].requested_at);
    const requoted = again.filter(
      (a) => a.requested_at === newest && a.status === quoteIs('quoted'),
    );
    // Every plan priced the first time is priced again (an empty list would check nothing).
    expect(requoted).toHaveLength(priced.length);
    for (const q of requoted)
      expect(q.premium).toBe(
        priced.find((p) => p.coverage_package_id === q.coverage_package_id)!.premium,
      );

    // A failed quote is asked again, and fails again while the service is down.
    const retried = await ok(
      await call(executive, 'POST', `/api/v1/opportunity/quotes/${sancor[0].id}/retry`),
    );
    expect(retried.status).toBe(quoteIs('pending_cia'));
    const afterRetry = await answered(id);
    expect(afterRetry.find((q) => q.id === sancor[0].id)!.status).toBe(quoteIs('not_quoted'));
    const priced2 = await call(
      executive,
      'POST',
      `/api/v1/opportunity/quotes/${priced[0].id}/retry`,
    );
    expect(priced2.statusCode).toBe(422);
  });

  it('accepts the quote chosen, and only a priced quote of the opportunity', async () => {
    const id = await carOpportunity();
    // No priced quote yet: nothing to propose.
    const early = await call(executive, 'GET', `/api/v1/opportunity/${id}/proposal`);
    expect(early.statusCode).toBe(422);
    expect(json(early).message).toMatch(/Todavía no hay cotizaciones/);
    await ok(await call(executive, 'POST', `/api/v1/opportunity/${id}/quote`, {}));
    const quotes = await answered(id);
    const other = await carOpportunity();
    await ok(await call(executive, 'POST', `/api/v1/opportunity/${other}/quote`, {}));
    const foreign = (await answered(other)).find((q) => q.status === quoteIs('quoted'))!;
    const failed = quotes.find((q) => q.status === quoteIs('not_quoted'))!;
    const accept = (body: Row) => call(executive, 'POST', `/api/v1/opportunity/${id}/accept`, body);

    const missing = await accept({});
    expect(missing.statusCode).toBe(422);
    expect(json(missing).errors.quote_id[0]).toMatch(/Cotización elegida/);
    for (const wrong of [foreign.id, failed.id, 999999]) {
      const refused = await accept({ quote_id: wrong });
      expect(refused.statusCode, String(wrong)).toBe(422);
      expect(json(refused).errors.quote_id[0]).toMatch(/Elegí una cotización/);
    }
    expect((await accept({ quote_id: 'x' })).statusCode).toBe(422);

    const best = quotes
      .filter((q) => q.status === quoteIs('quoted'))
      .sort((a, b) => Number(a.premium) - Number(b.premium))[0];
    const accepted = await ok(await accept({ quote_id: best.id }));
    expect(accepted.status).toBe(opportunityIs('accepted'));
    const after = await quotesOf(executive, id);
    expect(after.filter((q) => q.chosen === true).map((q) => q.id)).toEqual([best.id]);

    // The client's proposal: a PDF named after the opportunity.
    const proposal = await call(executive, 'GET', `/api/v1/opportunity/${id}/proposal`);
    expect(proposal.statusCode).toBe(200);
    expect(proposal.headers['content-type']).toBe('application/pdf');
    expect(String(proposal.headers['content-disposition'])).toMatch(
      /^attachment; filename\*=UTF-8''Propuesta/,
    );
    expect(proposal.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(proposal.rawPayload.length).toBeGreaterThan(2000);
  });

  it('prices a home by its own rates, a year in twelve instalments on building and contents', async () => {
    const draft = await ok(await start(executive, { branch_id: HOME }));
    const next = await ok(
      await complete(executive, draft.id, 'person', { account_id: client.id }, draft.version),
    );
    const object = home({ building_sum: 40_000_000, contents_sum: 8_000_000 });
    await ok(await complete(executive, draft.id, 'object', object, next.version));
    await ok(await call(executive, 'POST', `/api/v1/opportunity/${draft.id}/quote`, {}));
    const quotes = await answered(String(draft.id));
    const priced = quotes.filter((q) => q.status === quoteIs('quoted'));
    expect(priced.length).toBeGreaterThan(3);
    for (const q of priced) {
      expect(Number(q.sum_insured)).toBe(48_000_000);
      expect(q.quota_quantity).toBe(12);
      expect(Number(q.premium) - Number(q.quota_amount) * 12).toBeLessThan(0.12);
      expect(q.franchise).toBeNull();
      expect((q.coverages as Row[]).length).toBeGreaterThan(0);
      for (const c of q.coverages as Row[]) expect(['INC', 'CF', 'HI']).toContain(c.code);
    }
    // A year of a home costs a small share of its value, taxes included (0,1 % to 1 %).
    for (const q of priced) {
      expect(Number(q.premium)).toBeGreaterThan(48_000);
      expect(Number(q.premium)).toBeLessThan(480_000);
    }

    // The same home with theft, glass, liability and electronics told: the plans that include
    // them cost more, a fire-only plan the same; the sum assured stays building and contents.
    const covered = await ok(await start(executive, { branch_id: HOME }));
    const person = await ok(
      await complete(executive, covered.id, 'person', { account_id: client.id }, covered.version),
    );
    const covers = { theft_sum: 4e6, glass_sum: 5e5, liability_sum: 2e7, electronics_sum: 3e6 };
    await ok(
      await complete(executive, covered.id, 'object', { ...object, ...covers }, person.version),
    );
    await ok(await call(executive, 'POST', `/api/v1/opportunity/${covered.id}/quote`, {}));
    const plain = new Map(priced.map((q) => [q.coverage_package_id, Number(q.premium)]));
    const richer = (await answered(String(covered.id))).filter(
      (q) => q.status === quoteIs('quoted') && plain.has(q.coverage_package_id),
    );
    expect(richer.length).toBeGreaterThan(3);
    for (const q of richer) {
      const codes = (q.coverages as Row[]).map((c) => c.code);
      const before = plain.get(q.coverage_package_id)!;
      if (codes.every((code) => code === 'INC')) expect(Number(q.premium)).toBe(before);
      else expect(Number(q.premium)).toBeGreaterThan(before);
      expect(Number(q.sum_insured)).toBe(48_000_000);
    }
  });

  it('refuses a branch no insurer sells, generic writes, and shows quotes only to who may see them', async () => {
    const draft = await ok(await start(executive, { branch_id: BOAT }));
    const next = await ok(
      await complete(executive, draft.id, 'person', { account_id: client.id }, draft.version),
    );
    const boat = { description: 'Velero Plenamar 26, amarra en San Isidro', sum_insured: 30e6 };
    await ok(await complete(executive, draft.id, 'object', boat, next.version));
    const refused = await call(executive, 'POST', `/api/v1/opportunity/${draft.id}/quote`, {});
    expect(refused.statusCode).toBe(422);
    expect(json(refused).errors.branch_id[0]).toMatch(/Ninguna compañía/);
    const still = await ok(await call(executive, 'GET', `/api/v1/opportunity/${draft.id}`));
    expect(still.status).toBe(opportunityIs('active'));
    expect(await quotesOf(executive, String(draft.id))).toEqual([]);

    const id = await carOpportunity();
    await ok(await call(executive, 'POST', `/api/v1/opportunity/${id}/quote`, {}));
    const [one] = await answered(id);
    // Quotes are written by the quoting service only.
    const admin = kit.state().admin;
    expect((await call(admin, 'POST', '/api/v1/opportunity/quotes', { ...one })).statusCode).toBe(
      405,
    );
    expect(
      (await call(admin, 'PUT', `/api/v1/opportunity/quotes/${one.id}`, { premium: 1 })).statusCode,
    ).toBe(405);
    // The list of every quote needs its permission: the supervisor's, not the executive's.
    expect((await call(executive, 'GET', '/api/v1/opportunity/quotes')).statusCode).toBe(403);
    const supervisor = kit.state().supervisor;
    const listed = json(
      await call(
        supervisor,
        'GET',
        `/api/v1/opportunity/quotes?filter=${encodeURIComponent(JSON.stringify({ opportunity_id: id }))}`,
      ),
    );
    expect(listed.length).toBeGreaterThan(0);
    // Another organization sees neither the opportunity's quotes nor the list's rows.
    const external = await t.userWith(['opportunities: full_access'], [5]);
    expect((await call(external, 'GET', `/api/v1/opportunity/${id}/quotes`)).statusCode).toBe(404);
    const theirs = json(
      await call(external, 'GET', '/api/v1/opportunity/quotes?range=[0,999]'),
    ) as Row[];
    const ownOrganization = await t.database.db
      .selectFrom('quotes')
      .select('id')
      .where('organization_id', '=', 5)
      .execute();
    expect(theirs.map((q) => q.id).sort()).toEqual(ownOrganization.map((q) => q.id).sort());
    expect(theirs.some((q) => q.opportunity_id === id)).toBe(false);
    expect(
      (await call(external, 'POST', `/api/v1/opportunity/quotes/${one.id}/retry`)).statusCode,
    ).toBe(404);
    const nobody = await t.login('sin-permisos@demo.test');
    expect((await call(nobody, 'GET', `/api/v1/opportunity/${id}/quotes`)).statusCode).toBe(403);
  });
});
