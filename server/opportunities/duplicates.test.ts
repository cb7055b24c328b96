/**
 * The duplicates review of opportunities (issue 13 section 2, domain/engine/duplicateReview.ts): a web
 * request that repeats an open opportunity of the same client or lead and branch arrives
 * flagged; whoever reviews duplicates sees it beside its original and merges it there or says
 * it is not one. Nobody else may, and another organization sees none of it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { opportunity } from '../../domain/entities/opportunities';
import { leadSources } from '../../domain/enums/clients';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { startTestApp, type TestApp, answer as json, describeApp } from '../test/harness';

type Row = Record<string, unknown>;
type Headers = Record<string, string>;

const status = (code: string) => optionByCode(opportunityStatus, code).id;
const source = (code: string) => optionByCode(leadSources, code).id;
const URL = '/api/v1/opportunity';
const DUPLICATE = 20;

describeApp('duplicate opportunities on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let supervisor: Headers;
  let executive: Headers;
  let executiveId: number;

  const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: Row) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  let leads = 0;
  /** A person nobody asked for before: every test starts from a clean history. */
  const freshLead = async () => {
    leads += 1;
    const created = await call('POST', '/api/v1/lead', admin, {
      first_name: 'Duplicada',
      last_name: `Prueba ${leads}`,
      phone: `+54 9 11 5${String(leads).padStart(3, '0')}-1234`,
    });
    expect(created.statusCode, created.body).toBe(201);
    return String(json(created).id);
  };
  const create = async (payload: Row) => {
    const created = await call('POST', URL, admin, {
      branch_id: 1,
      subject: 'Volkswagen Gol Trend 2019',
      requested_at: '2026-11-20T13:00:00.000Z',
      executive_id: null,
      ...payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    return json(created) as Row;
  };
  /** An open opportunity of the lead, held by the executive (of the supervisor's team). */
  const original = (leadId: string) =>
    create({ lead_id: leadId, source: source('manual'), executive_id: executiveId });
  const fromWeb = (leadId: string, extra: Row = {}) =>
    create({ lead_id: leadId, source: source('widget'), ...extra });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    supervisor = await t.login('supervisor@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    executiveId = Number(json(await call('GET', '/api/v1/user/me', executive)).data.id);
  });
  afterAll(() => t?.close());

  it('flags a web request that repeats an open one of the same lead and branch, and only that', async () => {
    const lead = await freshLead();
    const first = await original(lead);
    expect([first.substatus, first.duplicate_of]).toEqual([null, null]);
    const again = await fromWeb(lead);
    expect([again.substatus, again.duplicate_of]).toEqual([DUPLICATE, first.id]);
    // A third points at the first, never at another duplicate.
    expect((await fromWeb(lead, { subject: 'Otra vez' })).duplicate_of).toBe(first.id);
    // Not another branch, not one typed in by staff, not one an executive already holds (a
    // new opportunity of a lead that came from the web keeps the lead's origin).
    expect((await fromWeb(lead, { branch_id: 4 })).substatus).toBe(null);
    expect((await create({ lead_id: lead, source: source('manual') })).substatus).toBe(null);
    expect((await fromWeb(lead, { executive_id: executiveId })).substatus).toBe(null);
    // Not once the first is closed.
    const other = await freshLead();
    const closed = await original(other);
    await t.database.db
      .updateTable(opportunity.table)
      .set({ status: status('canceled') })
      .where('id', '=', closed.id as string)
      .execute();
    expect((await fromWeb(other)).substatus).toBe(null);
    // Nobody sets the flag by hand.
    const forged = await call('POST', URL, admin, {
      lead_id: await freshLead(),
      branch_id: 1,
      requested_at: '2026-11-20T13:00:00.000Z',
      substatus: DUPLICATE,
      duplicate_of: first.id,
    });
    expect(forged.statusCode).toBe(422);
    expect(Object.keys(json(forged).errors).sort()).toEqual(['duplicate_of', 'substatus']);
    // It waits in the duplicates list, not among the requests to take.
    const inList = async (path: string) =>
      (json(await call('GET', `${URL}/${path}?range=[0,499]`, supervisor)) as Row[]).map(
        (r) => r.id,
      );
    expect(await inList('duplicates')).toContain(again.id);
    expect(await inList('request')).not.toContain(again.id);
  });

  it('shows the original beside it and merges it there, only for who reviews duplicates', async () => {
    const lead = await freshLead();
    const first = await original(lead);
    const again = await fromWeb(lead, { notes: 'Pidió que lo llamen después de las 18' });
    const at = new Date().toISOString();
    await t.database.db
      .insertInto('quotes')
      .values({
        opportunity_id: again.id as string,
        company_id: 1,
        status: 801,
        organization_id: 1,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const path = `${URL}/${String(again.id)}`;
    // Who does not review duplicates may not, and another organization sees nothing.
    for (const headers of [executive])
      for (const [method, url] of [
        ['GET', `${path}/original`],
        ['POST', `${path}/original/merge`],
        ['POST', `${path}/not-duplicate`],
      ] as const)
        expect(
          (await call(method, url, headers, method === 'POST' ? {} : undefined)).statusCode,
        ).toBe(403);
    const outsider = await t.userWith(
      ['opportunities: executive', 'opportunities: section_duplicates'],
      [5],
    );
    expect((await call('GET', `${path}/original`, outsider)).statusCode).toBe(404);
    expect((await call('POST', `${path}/original/merge`, outsider, {})).statusCode).toBe(404);

    const shown = json(await call('GET', `${path}/original`, supervisor));
    expect(shown.original.id).toBe(first.id);
    expect(shown.summary.moved).toContainEqual({ label: 'Cotizaciones de compañías', count: 1 });
    expect(shown.summary.filled).toContain('Observaciones');
    // At the version the reviewer saw, or a 409.
    const stale = await call('POST', `${path}/original/merge`, supervisor, {
      updated_at: '2020-01-01T00:00:00.000Z',
    });
    expect(stale.statusCode).toBe(409);
    const merged = await call('POST', `${path}/original/merge`, supervisor, {
      updated_at: again.updated_at,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(json(merged).record).toMatchObject({
      id: first.id,
      notes: 'Pidió que lo llamen después de las 18',
      substatus: null,
    });
    expect((await call('GET', path, admin)).statusCode).toBe(404);
    const quotes = await t.database.db
      .selectFrom('quotes')
      .select('opportunity_id')
      .where('opportunity_id', 'in', [first.id as string, again.id as string])
      .execute();
    expect(quotes).toEqual([{ opportunity_id: first.id }]);
    // Audited on the original, with what undoing it needs.
    const filter = encodeURIComponent(JSON.stringify({ record_id: first.id }));
    const audit = await call('GET', `/api/v1/admin/audit?filter=${filter}`, admin);
    expect(audit.body).toContain('Absorbió');
    expect((await call('POST', `${path}/original/merge`, supervisor, {})).statusCode).toBe(404);
  });

  it('merges into a request nobody took yet, leaving it in the pool, and an administrator undoes it', async () => {
    const lead = await freshLead();
    const first = await fromWeb(lead);
    expect(first.substatus).toBe(null);
    const again = await fromWeb(lead, { sum_insured: 9_500_000 });
    expect(again.duplicate_of).toBe(first.id);
    const merged = await call('POST', `${URL}/${String(again.id)}/original/merge`, supervisor, {});
    expect(merged.statusCode, merged.body).toBe(200);
    expect(json(merged).record).toMatchObject({ executive_id: null, sum_insured: 9_500_000 });
    const undo = `${URL}/${String(first.id)}/merge/undo`;
    expect((await call('POST', undo, supervisor, {})).statusCode).toBe(403);
    const undone = await call('POST', undo, admin, {});
    expect(undone.statusCode, undone.body).toBe(200);
    expect(json(undone).restored).toMatchObject({
      id: again.id,
      substatus: DUPLICATE,
      duplicate_of: first.id,
    });
    expect(json(undone).record.sum_insured).toBe(null);
  });

  it('keeps the mark of a duplicate out of the forms, not the other substatuses', async () => {
    const lead = await freshLead();
    const first = await original(lead);
    const put = (record: Row, changes: Row) =>
      t.app.inject({
        method: 'PUT',
        url: `${URL}/${String(record.id)}`,
        headers: admin,
        payload: { ...record, ...changes },
      });
    const offer = await put(first, { substatus: 17 });
    expect([offer.statusCode, json(offer).substatus]).toEqual([200, 17]);
    const flagged = await put(json(offer), { substatus: DUPLICATE });
    expect([flagged.statusCode, json(flagged).errors?.substatus]).toEqual([
      422,
      ['«Lead duplicado» lo pone y lo quita la revisión de duplicados, no el formulario.'],
    ]);
    const again = await fromWeb(lead);
    expect((await put(again, { substatus: 17 })).statusCode).toBe(422);
    // An edit of the duplicate that keeps its mark passes.
    expect((await put(again, { notes: 'Llamó otra vez' })).statusCode).toBe(200);
    // Discarded, it needs no review any more.
    const discarded = await call('POST', `${URL}/${String(again.id)}/not_apply`, admin, {
      reason: 1,
    });
    expect(discarded.statusCode, discarded.body).toBe(200);
    const list = json(await call('GET', `${URL}/duplicates?range=[0,499]`, supervisor)) as Row[];
    expect(list.map((r) => r.id)).not.toContain(again.id);
  });

  it('clears the flag of one that is not a duplicate, once, audited', async () => {
    const lead = await freshLead();
    await original(lead);
    const again = await fromWeb(lead, { branch_id: 1, subject: 'Un segundo auto' });
    const path = `${URL}/${String(again.id)}/not-duplicate`;
    const cleared = await call('POST', path, supervisor, { updated_at: again.updated_at });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(json(cleared)).toMatchObject({ substatus: null, duplicate_of: null });
    const twice = await call('POST', path, supervisor, {});
    expect([twice.statusCode, json(twice).message]).toEqual([
      409,
      'Este registro ya no está marcado como duplicado: otra persona lo resolvió.',
    ]);
    const filter = encodeURIComponent(JSON.stringify({ record_id: again.id }));
    const audit = await call('GET', `/api/v1/admin/audit?filter=${filter}`, admin);
    expect(audit.body).toContain('No es duplicada');
    // Now a request like any other, in the pool to be taken.
    const pool = json(await call('GET', `${URL}/request?range=[0,499]`, supervisor)) as Row[];
    expect(pool.map((r) => r.id)).toContain(again.id);
  });
});
