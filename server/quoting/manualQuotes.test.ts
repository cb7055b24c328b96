/**
 * Quotes typed by hand (issue 28 item 23) through the API: an executive loads an insurer's quote
 * with its PDF on an opportunity, which becomes quoted; the quote shows in the comparison marked
 * as such, is chosen like any other and takes no discount; a branch no insurer has plans for
 * takes the plan's name in words. Bad input: each field's refusal in Spanish. Who: another
 * organization's user gets 404, someone who may not quote 403; the PDF is read by who sees
 * the opportunity.
 */
import { beforeAll, expect, it } from 'vitest';
import { branches } from '../../domain/enums/branches';
import { opportunityStatus, quoteStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { manualQuoteMessages, quoteSourceId } from '../../domain/quoting/manualQuote';
import { discountMessages } from '../../domain/entities/discountRequests';
import { argentineToday } from '../../domain/engine/format';
import { bannerPng, simplePdf } from '../../fixtures/files';
import { multipart } from '../imports/testing';
import { answer as json, type TestApp, describeDialects } from '../test/harness';
import { CAR, flowKit, HOME, type Headers, type Row } from '../flows/flowTestKit';

const opportunityIs = (code: string) => optionByCode(opportunityStatus, code).id;
const QUOTED = optionByCode(quoteStatus, 'quoted').id;
const BOAT = optionByCode(branches, 'boat').id;

/** A day `days` after today in Argentina (negative: before). */
const dayFrom = (days: number) => {
  const [y, m, d] = argentineToday().split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

interface Insurer {
  id: number;
  name: string;
  plans: { id: number; name: string }[];
}

describeDialects('manual quotes on %s', (dialect) => {
  const kit = flowKit(dialect, { QUOTE_LATENCY_SCALE: '0' });
  const { call, ok, start, complete, corolla } = kit;
  let t: TestApp;
  let executive: Headers;
  let client: Row;
  beforeAll(() => ({ t, executive, client } = kit.state()));

  let plates = 0;
  async function carOpportunity() {
    const draft = await ok(await start(executive, { branch_id: CAR }));
    plates += 1;
    const vehicle = await corolla(2023, { domain: `AM ${String(200 + plates)} QM` });
    const next = await ok(await complete(executive, draft.id, 'vehicle', vehicle, draft.version));
    await ok(
      await complete(executive, draft.id, 'person', { account_id: client.id }, next.version),
    );
    return String(draft.id);
  }

  async function boatOpportunity() {
    const draft = await ok(await start(executive, { branch_id: BOAT }));
    const next = await ok(
      await complete(executive, draft.id, 'person', { account_id: client.id }, draft.version),
    );
    const boat = { description: 'Velero Plenamar 26, amarra en San Isidro', sum_insured: 30e6 };
    await ok(await complete(executive, draft.id, 'object', boat, next.version));
    return String(draft.id);
  }

  const upload = (headers: Headers, content: Buffer, name = 'cotizacion.pdf') => {
    const body = multipart(
      { entity: 'opportunity/quotes', field: 'document_id' },
      { name, content, type: 'application/pdf' },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media/upload',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const pdf = async (headers = executive) =>
    Number((await ok(await upload(headers, simplePdf('Cotizacion 4471')))).id);
  const insurers = async (headers: Headers, id: string) =>
    (await ok(
      await call(headers, 'GET', `/api/v1/opportunity/${id}/quotes/insurers`),
    )) as Insurer[];
  const load = (headers: Headers, id: string, body: Row) =>
    call(headers, 'POST', `/api/v1/opportunity/${id}/manual_quote`, body);
  const quotesOf = async (id: string) =>
    (await ok(await call(executive, 'GET', `/api/v1/opportunity/${id}/quotes`))) as Row[];

  it('stores the quote with its PDF, leaves the opportunity quoted, shows it and lets it be chosen', async () => {
    const id = await carOpportunity();
    const withPlans = (await insurers(executive, id)).find((i) => i.plans.length > 0)!;
    const document = await pdf();
    const validTo = dayFrom(20);
    const loaded = await ok(
      await load(executive, id, {
        company_id: withPlans.id,
        coverage_package_id: withPlans.plans[0].id,
        premium: '150000,50',
        net_premium: 120000,
        quota_quantity: 3,
        valid_to: validTo,
        external_id: 'COT-MAN-1',
        franchise: 400000,
        document_id: document,
      }),
    );
    expect(loaded.status).toBe(opportunityIs('quoted'));
    expect(loaded.expires_at).toBe(validTo);

    const [view] = await quotesOf(id);
    expect(view).toMatchObject({
      company_id: withPlans.id,
      company_name: withPlans.name,
      package_name: withPlans.plans[0].name,
      status: QUOTED,
      source: quoteSourceId('manual'),
      premium: 150000.5,
      net_premium: 120000,
      quota_quantity: 3,
      quota_amount: 50000.16,
      valid_to: validTo,
      external_id: 'COT-MAN-1',
      franchise: 400000,
      document_id: document,
      chosen: false,
    });

    // One audit row for the quote, one for the opportunity's move.
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select(['resource', 'record_id', 'changes'])
      .where((eb) =>
        eb.or([
          eb.and([
            eb('resource', '=', 'opportunity/quotes'),
            eb('record_id', '=', String(view.id)),
          ]),
          eb('record_id', '=', id),
        ]),
      )
      .execute();
    expect(audits.some((a) => a.resource === 'opportunity/quotes')).toBe(true);
    expect(audits.some((a) => String(a.changes).includes('Cargar cotización manual'))).toBe(true);

    // Whoever sees the opportunity reads the PDF; another organization does not.
    const content = await call(executive, 'GET', `/api/v1/admin/media/${document}/content`);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const external = await t.userWith(['opportunities: full_access'], [5]);
    expect(
      (await call(external, 'GET', `/api/v1/admin/media/${document}/content`)).statusCode,
    ).toBe(404);

    // A manual quote takes no discount: its price is the insurer's PDF's.
    const discount = await call(
      executive,
      'POST',
      `/api/v1/opportunity/quotes/${view.id}/discount`,
      {
        percent: 5,
        reason: 'Cliente de muchos años',
      },
    );
    expect(discount.statusCode).toBe(422);
    expect(json(discount).errors.percent).toEqual([discountMessages.manual]);

    const accepted = await ok(
      await call(executive, 'POST', `/api/v1/opportunity/${id}/accept`, { quote_id: view.id }),
    );
    expect(accepted.status).toBe(opportunityIs('accepted'));
    expect((await quotesOf(id))[0].chosen).toBe(true);
    // Accepted: nothing more to load.
    const late = await load(executive, id, {
      company_id: withPlans.id,
      coverage_package_id: withPlans.plans[0].id,
      premium: 1000,
      valid_to: validTo,
      document_id: await pdf(),
    });
    expect(late.statusCode).toBe(422);
    expect(json(late).errors.status[0]).toMatch(/No se puede «Cargar cotización manual»/);
  });

  it('joins the latest request of the insurers, and names the plan in words where none is loaded', async () => {
    const id = await carOpportunity();
    await ok(await call(executive, 'POST', `/api/v1/opportunity/${id}/quote`, {}));
    await expect
      .poll(async () =>
        Number((await ok(await call(executive, 'GET', `/api/v1/opportunity/${id}`))).status),
      )
      .toBe(opportunityIs('quoted'));
    const asked = await quotesOf(id);
    const withPlans = (await insurers(executive, id)).find((i) => i.plans.length > 0)!;
    await ok(
      await load(executive, id, {
        company_id: withPlans.id,
        coverage_package_id: withPlans.plans[0].id,
        premium: 1,
        valid_to: dayFrom(0),
        document_id: await pdf(),
      }),
    );
    const after = await quotesOf(id);
    const manual = after.find((q) => q.source === quoteSourceId('manual'))!;
    expect(manual.requested_at).toBe(asked[0].requested_at);
    // The cheapest of the request now: the opportunity expires with it.
    const record = await ok(await call(executive, 'GET', `/api/v1/opportunity/${id}`));
    expect(record.expires_at).toBe(dayFrom(0));

    // No insurer sells boats: "Cotizar" says to load it by hand, and it can be.
    const boat = await boatOpportunity();
    const refused = await call(executive, 'POST', `/api/v1/opportunity/${boat}/quote`, {});
    expect(json(refused).errors.branch_id[0]).toMatch(/cargala a mano/);
    const options = await insurers(executive, boat);
    expect(options.length).toBeGreaterThan(3);
    expect(options.every((i) => i.plans.length === 0)).toBe(true);
    const named = await load(executive, boat, {
      company_id: options[0].id,
      premium: 85000,
      valid_to: dayFrom(10),
      document_id: await pdf(),
    });
    expect(named.statusCode).toBe(422);
    expect(json(named).errors.plan_name).toEqual([manualQuoteMessages.planName]);
    await ok(
      await load(executive, boat, {
        company_id: options[0].id,
        plan_name: 'Embarcaciones Plus',
        premium: 85000,
        valid_to: dayFrom(10),
        document_id: await pdf(),
      }),
    );
    const [boatQuote] = await quotesOf(boat);
    expect(boatQuote).toMatchObject({ package_name: 'Embarcaciones Plus', quota_quantity: 1 });
  });

  it('refuses each bad input with its own Spanish message', async () => {
    const id = await carOpportunity();
    const all = await insurers(executive, id);
    const [one, other] = all.filter((i) => i.plans.length > 0);
    const document = await pdf();
    const good = {
      company_id: one.id,
      coverage_package_id: one.plans[0].id,
      premium: 100000,
      net_premium: 80000,
      valid_to: dayFrom(5),
      document_id: document,
    };
    const homePlans = (await t.database.db
      .selectFrom('coverage_packages')
      .select('id')
      .where('company_id', '=', one.id)
      .where('branch_id', '=', HOME)
      .execute()) as { id: number }[];
    const cases: [Row, string, string | RegExp][] = [
      [{ company_id: null }, 'company_id', manualQuoteMessages.company],
      [{ company_id: 999999 }, 'company_id', manualQuoteMessages.inactiveCompany],
      [{ premium: 0 }, 'premium', manualQuoteMessages.premiumPositive],
      [{ premium: null }, 'premium', manualQuoteMessages.premium],
      [{ net_premium: 100000.01 }, 'net_premium', manualQuoteMessages.netAbovePremium],
      [{ valid_to: dayFrom(-1) }, 'valid_to', manualQuoteMessages.validPast],
      [{ valid_to: null }, 'valid_to', manualQuoteMessages.validTo],
      [{ document_id: null }, 'document_id', /Adjuntá el PDF/],
      [{ document_id: 999999 }, 'document_id', /PDF de la compañía/],
      [{ coverage_package_id: other.plans[0].id }, 'coverage_package_id', /no es de/],
      [{ coverage_package_id: null }, 'coverage_package_id', /Elegí uno de los planes/],
      ...(homePlans.length
        ? [[{ coverage_package_id: homePlans[0].id }, 'coverage_package_id', /no es de/] as const]
        : []),
      [{ quota_quantity: 13 }, 'quota_quantity', /Cuotas/],
    ] as [Row, string, string | RegExp][];
    for (const [change, field, message] of cases) {
      const refused = await load(executive, id, { ...good, ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(422);
      const said = json(refused).errors[field]?.[0];
      if (typeof message === 'string') expect(said, field).toBe(message);
      else expect(said, field).toMatch(message);
    }
    // Not a PDF: the upload for the quote's field refuses it.
    const png = await upload(executive, bannerPng(40, 20, [10, 20, 30], [200, 100, 50]), 'x.png');
    expect(png.statusCode).toBe(422);
    expect(json(png).errors.file[0]).toMatch(/Documento PDF/);
    // Nothing was stored, and the opportunity did not move.
    expect(await quotesOf(id)).toEqual([]);
    const record = await ok(await call(executive, 'GET', `/api/v1/opportunity/${id}`));
    expect(record.status).toBe(opportunityIs('active'));
  });

  it('is for who may quote the opportunity, in its organization', async () => {
    const id = await carOpportunity();
    const [one] = (await insurers(executive, id)).filter((i) => i.plans.length > 0);
    const body = {
      company_id: one.id,
      coverage_package_id: one.plans[0].id,
      premium: 100000,
      valid_to: dayFrom(5),
      document_id: await pdf(),
    };
    const external = await t.userWith(['opportunities: full_access'], [5]);
    expect((await load(external, id, body)).statusCode).toBe(404);
    expect(
      (await call(external, 'GET', `/api/v1/opportunity/${id}/quotes/insurers`)).statusCode,
    ).toBe(404);
    // Another organization's PDF is not this one's to attach.
    const theirs = await pdf(external);
    const foreign = await load(executive, id, { ...body, document_id: theirs });
    expect(foreign.statusCode).toBe(422);
    expect(json(foreign).errors.document_id[0]).toMatch(/PDF de la compañía/);

    const reader = await t.userWith(['accounts: view']);
    expect((await load(reader, id, body)).statusCode).toBe(403);
    expect((await upload(reader, simplePdf('x'))).statusCode).toBe(403);
    expect(
      (await call(reader, 'GET', `/api/v1/opportunity/${id}/quotes/insurers`)).statusCode,
    ).toBe(403);
    expect(await quotesOf(id)).toEqual([]);
  });
});
