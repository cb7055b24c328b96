/**
 * Opportunities found by plate, vehicle and quote number (issue 28 item 19) on both databases:
 * the plate the wizard's vehicle step names, typed with or without spaces in any case; the
 * vehicle by its brand and model; the insurers' quote numbers once they answer. In the list's
 * search and from anywhere (Ctrl+K), only where the user may see the opportunity: not someone
 * it is hidden from, not another organization. Migration 2026_11_28_0005 gives opportunities
 * stored before their plate and numbers back.
 */
import { beforeAll, expect, it } from 'vitest';
import { opportunityStatus, quoteStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { answer as json, type TestApp, describeDialects } from '../test/harness';
import { CAR, flowKit, type Headers, type Row } from '../flows/flowTestKit';
import { up } from '../db/migrations/2026_11_28_0005_search_keys_and_places';

const PENDING = ['pending_cia', 'pending_cia_delayed'].map((c) => optionByCode(quoteStatus, c).id);
const QUOTING = optionByCode(opportunityStatus, 'quoting').id;

describeDialects('opportunities found by plate, vehicle and quote number on %s', (dialect) => {
  const kit = flowKit(dialect, { QUOTE_LATENCY_SCALE: '0' });
  const { call, ok, start, complete, guideRow } = kit;
  let t: TestApp;
  let executive: Headers;
  let client: Row;
  beforeAll(() => ({ t, executive, client } = kit.state()));

  /** A Toyota Hilux stored through the wizard with the plate typed as `domain`. */
  async function hilux(domain: string) {
    const row = await guideRow('Toyota', 'Hilux', '2.8 TDI SRV 4x4 AT', 2022);
    const vehicle = {
      brand: 'Toyota',
      model: 'Hilux',
      version: '2.8 TDI SRV 4x4 AT',
      year: 2022,
      infocar_id: row.id,
      sum_insured: row.value,
      fuel: row.fuel,
      domain,
    };
    const draft = await ok(await start(executive, { branch_id: CAR }));
    const next = await ok(await complete(executive, draft.id, 'vehicle', vehicle, draft.version));
    await ok(
      await complete(executive, draft.id, 'person', { account_id: client.id }, next.version),
    );
    return String(draft.id);
  }

  const found = async (headers: Headers, q: string) => {
    const filter = encodeURIComponent(JSON.stringify({ q }));
    const url = `/api/v1/opportunity?filter=${filter}&range=[0,99]`;
    const response = await call(headers, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return (json(response) as Row[]).map((r) => String(r.id));
  };
  const foundAnywhere = async (headers: Headers, q: string) => {
    const response = await call(headers, 'GET', `/api/v1/search?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    const groups = json(response).groups as { resource: string; records: Row[] }[];
    return groups.find((g) => g.resource === 'opportunity')?.records ?? [];
  };

  let mercosur: string;
  let old: string;

  it('keeps the plate as painted, however it was typed, and shows it', async () => {
    mercosur = await hilux('ac987zx');
    old = await hilux('xyz-987');
    const record = await ok(await call(executive, 'GET', `/api/v1/opportunity/${mercosur}`));
    expect(record).toMatchObject({
      plate: 'AC 987 ZX',
      subject: expect.stringContaining('Hilux'),
    });
    const other = await ok(await call(executive, 'GET', `/api/v1/opportunity/${old}`));
    expect(other.plate).toBe('XYZ 987');
  });

  it('finds it in the list by the plate with or without spaces, any case, and by the vehicle', async () => {
    for (const q of ['AC 987 ZX', 'ac987zx', 'AC987ZX', 'ac 987zx', 'AC-987-ZX'])
      expect(await found(executive, q), q).toEqual([mercosur]);
    for (const q of ['XYZ 987', 'xyz987']) expect(await found(executive, q), q).toEqual([old]);
    for (const q of ['Toyota Hilux', 'hilux'])
      expect(await found(executive, q), q).toEqual(expect.arrayContaining([mercosur, old]));
    // Not a near plate: one letter off finds nothing.
    expect(await found(executive, 'AC 987 ZY')).toEqual([]);
  });

  it('finds it from anywhere, naming the plate', async () => {
    const records = await foundAnywhere(executive, 'ac987zx');
    expect(records.map((r) => String(r.id))).toEqual([mercosur]);
    expect(records[0].detail).toContain('AC 987 ZX');
  });

  it('finds it by an insurer’s quote number once the insurers answer', async () => {
    const asked = await call(executive, 'POST', `/api/v1/opportunity/${mercosur}/quote`, {});
    expect(asked.statusCode, asked.body).toBeLessThan(300);
    let numbers: string[] = [];
    for (let i = 0; i < 200 && !numbers.length; i++) {
      const quotes = (await ok(
        await call(executive, 'GET', `/api/v1/opportunity/${mercosur}/quotes`),
      )) as Row[];
      const record = await ok(await call(executive, 'GET', `/api/v1/opportunity/${mercosur}`));
      const settled =
        record.status !== QUOTING && !quotes.some((q) => PENDING.includes(Number(q.status)));
      if (settled) numbers = quotes.map((q) => q.external_id).filter(Boolean) as string[];
      else await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(numbers.length).toBeGreaterThan(0);
    const record = await ok(await call(executive, 'GET', `/api/v1/opportunity/${mercosur}`));
    for (const number of numbers) expect(record.quote_numbers).toContain(number);
    expect(await found(executive, numbers[0])).toEqual([mercosur]);
    expect(await found(executive, numbers[0].toLowerCase())).toEqual([mercosur]);
    const anywhere = await foundAnywhere(executive, numbers[0]);
    expect(anywhere.map((r) => String(r.id))).toEqual([mercosur]);
    // Named by the number that matched, not by all its quotes' numbers.
    expect(anywhere[0].detail).toBe(`AC 987 ZX · ${numbers[0]}`);
    // The quotes' own list (the section's, an administrator's) finds the quote by its number,
    // beside its opportunity's others (a quote is also found by its opportunity's search).
    const quotes = await call(
      kit.state().admin,
      'GET',
      `/api/v1/opportunity/quotes?filter=${encodeURIComponent(JSON.stringify({ q: numbers[0] }))}`,
    );
    expect(quotes.statusCode, quotes.body).toBe(200);
    const listed = json(quotes) as Row[];
    expect(listed.map((q) => q.external_id)).toContain(numbers[0]);
    expect(new Set(listed.map((q) => q.opportunity_id))).toEqual(new Set([mercosur]));
    const own = await t.database.db
      .selectFrom('quotes')
      .select('search_text')
      .where('external_id', '=', numbers[0])
      .executeTakeFirstOrThrow();
    expect(own.search_text).toContain(numbers[0].toLowerCase());
  });

  it('finds nothing for whom the opportunity is hidden, nor for another organization', async () => {
    const colleague = await t.userWith(['opportunities: executive'], [1]);
    const outsider = await t.userWith(['opportunities: full_access'], [5]);
    for (const headers of [colleague, outsider]) {
      expect(await found(headers, 'AC 987 ZX')).toEqual([]);
      expect(await found(headers, 'ac987zx')).toEqual([]);
      expect(await foundAnywhere(headers, 'ac987zx')).toEqual([]);
    }
  });

  it('refuses a plate or quote numbers sent by a request: the product sets them', async () => {
    const record = await ok(await call(executive, 'GET', `/api/v1/opportunity/${old}`));
    const response = await call(executive, 'PUT', `/api/v1/opportunity/${old}`, {
      ...record,
      plate: 'AA 000 AA',
      quote_numbers: 'COT-1',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors).sort()).toEqual(['plate', 'quote_numbers']);
  });

  it('gives opportunities stored before the migration their plate and numbers back', async () => {
    const db = t.database.db;
    const before = await db
      .selectFrom('opportunities')
      .select(['id', 'plate', 'quote_numbers', 'search_text'])
      .where('id', 'in', [mercosur, old])
      .orderBy('id')
      .execute();
    await db
      .updateTable('opportunities')
      .set({ plate: null, quote_numbers: null, search_text: '' })
      .execute();
    await up(db, dialect);
    await up(db, dialect); // safe to run twice
    const after = await db
      .selectFrom('opportunities')
      .select(['id', 'plate', 'quote_numbers', 'search_text'])
      .where('id', 'in', [mercosur, old])
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);
    expect(await found(executive, 'ac987zx')).toEqual([mercosur]);
    // Demo opportunities with quotes get their numbers back as well.
    const numbered = await db
      .selectFrom('opportunities')
      .select('id')
      .where('quote_numbers', 'is not', null)
      .execute();
    expect(numbered.length).toBeGreaterThan(2);
  });
});
