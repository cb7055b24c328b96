/**
 * Issue 28 item 23: the proposal PDF, read back as its reader's viewer shows it. It is signed by
 * the opportunity's organization (name, SSN registration, CUIT, logo), names the vehicle as the
 * wizard left it (plate, model, use by its Spanish label), the client's address only for whoever
 * may open the client, and says how many priced quotes it leaves out and which insurers did not
 * quote, with their answer. A logo that cannot be drawn is left out, never a 500.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { opportunity } from '../../domain/entities/opportunities';
import { quote } from '../../domain/entities/quotes';
import { branches } from '../../domain/enums/branches';
import { opportunityStatus, quoteStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { vehicleUses } from '../../domain/enums/risks';
import { formatMoney } from '../../domain/engine/format';
import { decodeRow } from '../db/codec';
import { pdfObjects, pdfText } from '../documents/pdfTestKit';
import { writeFlowRecord } from '../flows/draftStore';
import { startTestApp, type TestApp, describeApp } from '../test/harness';
import { PROPOSAL_ALTERNATIVES } from './proposalQuotes';

type Row = Record<string, unknown>;

const QUOTED = optionByCode(quoteStatus, 'quoted').id;
const CAR = optionByCode(branches, 'car').id;
const DECLINED = 'La compañía no cotiza vehículos con ese uso en la provincia.';

/** The document's text with its lines joined: a sentence may wrap anywhere. */
const textOf = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');
const images = (pdf: Buffer) =>
  [...pdfObjects(pdf).values()].filter((o) => /\/Subtype \/Image/.test(o.dict)).length;

describeApp('the proposal document, on %s', (dialect) => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  let car: { id: string; account: string };
  let brokerage: Row;
  let address: { street: string; locality: string; province: string };
  let declinedCompany: string;

  const proposal = async (who: string, id = car.id) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/opportunity/${id}/proposal`,
      headers: headers[who],
    });
    return { status: response.statusCode, pdf: response.rawPayload, body: response.body };
  };
  const opensClient = async (who: string, account: unknown) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/account/${String(account)}`,
        headers: headers[who],
      })
    ).statusCode === 200;
  const latestQuotes = async () => {
    const rows = await t.database.db
      .selectFrom(`${quote.table} as q`)
      .innerJoin('companies as c', 'c.id', 'q.company_id')
      .selectAll('q')
      .select('c.name as company')
      .where('q.opportunity_id', '=', car.id)
      .execute();
    // As the API reads them: money in pesos, dates as text.
    const quotes = rows.map((r): Row => ({ ...decodeRow(quote, r), company: r.company }));
    const latest = quotes.reduce(
      (max, r) => (String(r.requested_at) > max ? String(r.requested_at) : max),
      '',
    );
    return quotes.filter((r) => String(r.requested_at) === latest);
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    headers.operator = await t.login('operador@demo.test');
    headers.admin = await t.login('admin@demo.test');
    // A quoted car of a client the operator may not open, with more priced quotes than shown.
    const candidates = await t.database.db
      .selectFrom(`${opportunity.table} as o`)
      .select(['o.id', 'o.account_id'])
      .where('o.status', '=', optionByCode(opportunityStatus, 'quoted').id)
      .where('o.branch_id', '=', CAR)
      .where('o.organization_id', '=', 1)
      .where('o.account_id', 'is not', null)
      .orderBy('o.id')
      .execute();
    for (const row of candidates) {
      car = { id: String(row.id), account: String(row.account_id) };
      const priced = (await latestQuotes()).filter((q) => Number(q.status) === QUOTED);
      if (
        priced.length > PROPOSAL_ALTERNATIVES + 2 &&
        !(await opensClient('operator', row.account_id))
      )
        break;
    }
    brokerage = await t.database.db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    const vehicle = {
      brand: 'Volkswagen',
      model: 'Amarok',
      version: '2.0 TDI Highline 4x4',
      year: 2022,
      domain: 'AF 512 KD',
      use: optionByCode(vehicleUses, 'commercial').id,
      zero_km: false,
    };
    await writeFlowRecord(t.database, {
      flow: 'opportunity',
      recordId: car.id,
      organizationId: 1,
      branchId: CAR,
      values: { vehicle, person: { account_id: car.account } },
      lookupKey: null,
    });
    // One insurer that did not price the risk, with its answer.
    const [first] = (await latestQuotes())
      .filter((q) => Number(q.status) === QUOTED && !q.chosen)
      .sort((a, b) => Number(a.premium) - Number(b.premium));
    declinedCompany = String(first.company);
    await t.database.db
      .updateTable(quote.table)
      .set({
        status: optionByCode(quoteStatus, 'has_not_cost').id,
        premium: null,
        message: DECLINED,
      })
      .where('id', '=', first.id as number)
      .execute();
    // The client's first address, as the proposal names it.
    const place = await t.database.db
      .selectFrom('account_addresses as a')
      .innerJoin('localities as l', 'l.id', 'a.locality_id')
      .innerJoin('states as s', 's.id', 'l.state_id')
      .select(['a.street', 'a.street_number', 'l.name as locality', 's.name as province'])
      .where('a.account_id', '=', car.account)
      .orderBy('a.id')
      .executeTakeFirst();
    address = {
      street: `${String(place?.street)} ${String(place?.street_number ?? '')}`.trim(),
      locality: String(place?.locality),
      province: String(place?.province),
    };
  }, 60_000);
  afterAll(() => t?.close());

  it('is signed by the organization, with its logo, SSN registration and CUIT', async () => {
    const { status, pdf } = await proposal('admin');
    expect(status).toBe(200);
    const text = textOf(pdf);
    expect(text).toContain(String(brokerage.name));
    expect(text).not.toContain('Broker propio');
    expect(text).toContain(`Matrícula SSN N° ${String(brokerage.ssn_registration)}`);
    expect(text).toContain(`CUIT ${String(brokerage.cuit)}`);
    expect(text).toContain(String(brokerage.address));
    expect(images(pdf)).toBe(1);
  });

  it('names the vehicle by its plate, model and use label', async () => {
    const text = textOf((await proposal('admin')).pdf);
    expect(text).toContain('Dominio: AF 512 KD');
    expect(text).toContain('Volkswagen Amarok 2.0 TDI Highline 4x4 2022');
    expect(text).toContain('Uso: Comercial');
  });

  it('names the plate an opportunity loaded without the wizard keeps', async () => {
    const other = await t.database.db
      .selectFrom(opportunity.table)
      .select('id')
      .where('branch_id', '=', CAR)
      .where('status', '=', optionByCode(opportunityStatus, 'quoted').id)
      .where('organization_id', '=', 1)
      .where('id', '<>', car.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable(opportunity.table)
      .set({ plate: 'AD 123 ZZ' })
      .where('id', '=', other.id)
      .execute();
    const made = await proposal('admin', String(other.id));
    expect(made.status, made.body).toBe(200);
    expect(textOf(made.pdf)).toContain('Dominio: AD 123 ZZ');
  });

  it("gives the client's address to whoever opens the client, and to nobody else", async () => {
    expect(await opensClient('operator', car.account), 'a client hidden from the operator').toBe(
      false,
    );
    expect(address.street, 'the client has an address').not.toBe('undefined');
    const forAdmin = textOf((await proposal('admin')).pdf);
    expect(forAdmin).toContain(`Domicilio: ${address.street}`);
    expect(forAdmin).toContain(`${address.locality}, ${address.province}`);
    const forOperator = await proposal('operator');
    expect(forOperator.status).toBe(200);
    const text = textOf(forOperator.pdf);
    expect(text).not.toContain('Domicilio:');
    expect(text).not.toContain(address.street);
    // The vehicle is the opportunity's, which the operator sees.
    expect(text).toContain('Dominio: AF 512 KD');
  });

  it('says how many priced quotes it leaves out, lists them and the insurers that declined', async () => {
    const quotes = await latestQuotes();
    const priced = quotes
      .filter((q) => Number(q.status) === QUOTED)
      .sort((a, b) => Number(a.premium) - Number(b.premium));
    expect(priced.length).toBeGreaterThan(PROPOSAL_ALTERNATIVES + 1);
    const chosen = priced.some((q) => q.chosen);
    const text = textOf((await proposal('admin')).pdf);
    const shown = `las ${PROPOSAL_ALTERNATIVES} alternativas de menor premio de las ${priced.length} cotizadas.`;
    expect(text).toContain(`Se incluyen ${chosen ? 'la cotización elegida y ' : ''}${shown}`);
    expect(text).toContain('Otras cotizaciones recibidas');
    const dearest = priced.at(-1)!;
    expect(text).toContain(String(dearest.company));
    expect(text).toContain(formatMoney(Number(dearest.premium)));
    expect(text).toContain('Compañías que no cotizaron');
    expect(text).toContain(declinedCompany);
    expect(text).toContain(DECLINED);
  });

  it('tells where a home is', async () => {
    const home = await t.database.db
      .selectFrom(`${quote.table} as q`)
      .innerJoin(`${opportunity.table} as o`, 'o.id', 'q.opportunity_id')
      .select('o.id')
      .where('o.branch_id', '=', optionByCode(branches, 'home').id)
      .where('o.organization_id', '=', 1)
      .where('q.status', '=', QUOTED)
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    const place = await t.database.db
      .selectFrom('localities as l')
      .innerJoin('states as s', 's.id', 'l.state_id')
      .select(['l.id', 'l.state_id', 'l.name', 's.name as province'])
      .orderBy('l.id')
      .executeTakeFirstOrThrow();
    const object = {
      dwelling: 1,
      street: 'Güemes',
      street_number: '4321',
      detail: 'piso 2',
      state_id: place.state_id,
      locality_id: place.id,
    };
    await writeFlowRecord(t.database, {
      flow: 'opportunity',
      recordId: String(home.id),
      organizationId: 1,
      branchId: optionByCode(branches, 'home').id,
      values: { object },
      lookupKey: null,
    });
    const { status, pdf } = await proposal('admin', String(home.id));
    expect(status).toBe(200);
    expect(textOf(pdf)).toContain(
      `Ubicación del riesgo: Güemes 4321, piso 2, ${String(place.name)}, ${String(place.province)}`,
    );
    expect(textOf(pdf)).not.toContain('Dominio:');
  });

  it('leaves out a logo it cannot draw, and still makes the document', async () => {
    const png = await t.database.db
      .selectFrom('media_contents')
      .select('content')
      .where('media_id', '=', Number(brokerage.logo))
      .executeTakeFirstOrThrow();
    // A PNG cut short: its signature passes the type check, pdfkit cannot read it.
    const bytes = Buffer.from(png.content as Uint8Array);
    await t.database.db
      .updateTable('media_contents')
      .set({ content: bytes.subarray(0, 40) })
      .where('media_id', '=', Number(brokerage.logo))
      .execute();
    const broken = await proposal('admin');
    expect(broken.status, broken.body).toBe(200);
    expect(images(broken.pdf)).toBe(0);
    expect(textOf(broken.pdf)).toContain(String(brokerage.name));
    // A logo that is no PNG or JPEG (the demo PDF, media 5) is not drawn either.
    await t.database.db.updateTable('organizations').set({ logo: 5 }).where('id', '=', 1).execute();
    const pdfLogo = await proposal('admin');
    expect(pdfLogo.status).toBe(200);
    expect(images(pdfLogo.pdf)).toBe(0);
  });
});
