/**
 * Search from anywhere (GET /api/v1/search): what the user's own lists would show, grouped by
 * kind, a CUIT with or without dashes and names without accents; nothing of a kind the user may
 * not list nor of another organization; a query too short, too long or with a stray key is a
 * Spanish 422.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GLOBAL_SEARCH, globalSearchMessages } from '../../domain/engine/globalSearch';
import { startTestApp, type TestApp, describeDialects } from '../test/harness';

type Headers = Record<string, string>;
interface Group {
  resource: string;
  label: string;
  total: number;
  records: { id: number | string; label: string; detail: string }[];
}

describeDialects('global search on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  const search = async (headers: Headers, query: string) => {
    const response = await t.app.inject({ url: `/api/v1/search?${query}`, headers });
    const body = response.json() as { groups?: Group[]; errors?: Record<string, string[]> };
    return { status: response.statusCode, groups: body.groups ?? [], errors: body.errors };
  };
  const kinds = (groups: Group[]) => groups.map((g) => g.resource);

  it('finds an insurer and a producer by CUIT without dashes, named as their lists name them', async () => {
    const { status, groups } = await search(admin, 'q=30500045864');
    expect(status).toBe(200);
    expect(groups).toEqual([
      {
        resource: 'admin/company',
        label: 'Compañías',
        total: 1,
        records: [
          expect.objectContaining({
            label: 'Sancor Seguros',
            detail: 'Sancor Cooperativa de Seguros Limitada · 30-50004586-4',
          }),
        ],
      },
    ]);
    const producer = await search(admin, `q=${encodeURIComponent('20-24567891-7')}`);
    expect(kinds(producer.groups)).toEqual(['admin/producer']);
    expect(producer.groups[0].records[0].label).toBe('Martín Gómez');
  });

  it('ignores accents and case, and gives a few per kind with the total', async () => {
    const { groups } = await search(admin, 'q=MARTIN%20gomez');
    expect(groups.find((g) => g.resource === 'admin/producer')?.records[0].label).toBe(
      'Martín Gómez',
    );
    const many = await search(admin, 'q=seguros');
    for (const group of many.groups) {
      expect(group.records.length).toBe(Math.min(group.total, GLOBAL_SEARCH.perKind));
    }
    expect(many.groups.some((g) => g.total > GLOBAL_SEARCH.perKind)).toBe(true);
  });

  it('shows only kinds the user may list, and only their organizations’ records', async () => {
    // Operator: no insurers, producers, organizations nor users among its sections.
    const operator = await t.login('operador@demo.test');
    expect((await search(operator, 'q=seguros')).groups).toEqual([]);
    // An administrator of organization 5 finds its own producers, not those of organization 1.
    const other = await t.userWith(['administrator'], [5]);
    expect(kinds((await search(other, 'q=Benitez')).groups)).toContain('admin/producer');
    const gomez = await search(other, 'q=Martin%20Gomez');
    expect(kinds(gomez.groups)).not.toContain('admin/producer');
  });

  it('finds a client and a lead by a phone written another way, a DNI and a company type without dots', async () => {
    const post = async (url: string, payload: Record<string, unknown>) => {
      const response = await t.app.inject({ method: 'POST', url, headers: admin, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as Record<string, unknown>;
    };
    const client = await post('/api/v1/account', {
      person_type: 14,
      business_name: 'Transportes del Litoral S.R.L.',
      phone: '(0351) 15 498-7654',
    });
    await post('/api/v1/lead', {
      first_name: 'Rita',
      last_name: 'Litoral',
      phone: '+54 9 351 498-7654',
    });
    const byPhone = await search(admin, `q=${encodeURIComponent('0351 15 498 7654')}`);
    expect(kinds(byPhone.groups)).toEqual(expect.arrayContaining(['account', 'lead']));
    const international = await search(admin, `q=${encodeURIComponent('+5493514987654')}`);
    expect(international.groups.find((g) => g.resource === 'account')?.records).toContainEqual(
      expect.objectContaining({ id: client.id }),
    );
    const srl = await search(admin, `q=${encodeURIComponent('transportes del litoral srl')}`);
    expect(srl.groups.find((g) => g.resource === 'account')?.records).toContainEqual(
      expect.objectContaining({ label: 'Transportes del Litoral S.R.L.' }),
    );
    // A demo person by their DNI.
    const people = await t.app.inject({ url: '/api/v1/account?range=[0,99]', headers: admin });
    const person = (people.json() as Record<string, unknown>[]).find((a) => a.document_number);
    const dni = await search(admin, `q=${String(person!.document_number)}`);
    expect(dni.groups.find((g) => g.resource === 'account')?.records).toContainEqual(
      expect.objectContaining({ id: person!.id }),
    );
  });

  it('finds a person by their full name in either order, accents and case aside, in Ctrl+K and the lists', async () => {
    const people = await t.app.inject({ url: '/api/v1/account?range=[0,199]', headers: admin });
    const person = (people.json() as Record<string, unknown>[]).find(
      (a) => a.first_name && a.last_name && !String(a.first_name).includes(' '),
    )!;
    const [first, last] = [String(person.first_name), String(person.last_name)];
    const plain = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');
    const list = async (resource: string, q: string) => {
      const filter = encodeURIComponent(JSON.stringify({ q }));
      const response = await t.app.inject({
        url: `/api/v1/${resource}?filter=${filter}&range=[0,499]`,
        headers: admin,
      });
      return (response.json() as Record<string, unknown>[]).map((r) => r.id);
    };
    for (const q of [
      `${first} ${last}`,
      `${plain(last).toUpperCase()} ${first}`,
      `${last}, ${first}`,
    ]) {
      const found = await search(admin, `q=${encodeURIComponent(q)}`);
      expect(found.groups.find((g) => g.resource === 'account')?.records, q).toContainEqual(
        expect.objectContaining({ id: person.id }),
      );
      expect(await list('account', q), q).toContain(person.id);
    }
    // Every word must match: another word finds nobody.
    expect(await list('account', `${first} Zzyzx`)).toEqual([]);
    // A reference's words too: an opportunity by its client's full name.
    const opportunities = await t.app.inject({
      url: '/api/v1/opportunity?range=[0,499]',
      headers: admin,
    });
    const cited = (opportunities.json() as Record<string, unknown>[]).find((o) => o.account_id);
    if (cited) {
      const account = await t.app.inject({
        url: `/api/v1/account/${String(cited.account_id)}`,
        headers: admin,
      });
      const { first_name, last_name, business_name } = account.json() as Record<string, string>;
      const name = first_name ? `${first_name} ${last_name}` : business_name;
      expect(await list('opportunity', name)).toContain(cited.id);
    }
  });

  it('refuses a short, long or odd query in Spanish, and a request without a session', async () => {
    expect(await search(admin, 'q=%20a%20')).toMatchObject({
      status: 422,
      errors: { q: [globalSearchMessages.short] },
    });
    expect(await search(admin, `q=${'x'.repeat(GLOBAL_SEARCH.maxLength + 1)}`)).toMatchObject({
      status: 422,
      errors: { q: [globalSearchMessages.long] },
    });
    expect(await search(admin, 'q=ab%00cd')).toMatchObject({
      status: 422,
      errors: { q: [globalSearchMessages.characters] },
    });
    expect(await search(admin, 'q=sancor&limit=50')).toMatchObject({ status: 422 });
    expect(await search(admin, '')).toMatchObject({ status: 422 });
    expect((await t.app.inject({ url: '/api/v1/search?q=sancor' })).statusCode).toBe(401);
  });
});
