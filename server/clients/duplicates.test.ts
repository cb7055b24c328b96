/**
 * "This client already exists" (GET /api/v1/duplicates/{entity}, domain/engine/duplicates.ts): a CUIT
 * with or without dashes, an e-mail in another case, a phone in another format all find the
 * client holding them; the record being edited is left out, only when the user opens it;
 * another executive's client is announced without id or name; nothing of another organization;
 * bad keys are a Spanish 422.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { json, startTestApp, type TestApp, describeDialects } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

describeDialects('duplicate clients on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let executive: Headers;
  let mine: Row;
  let theirs: Row;

  const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
  const lookup = (params: Record<string, string>, headers: Headers = admin) =>
    get(`/api/v1/duplicates/account?${new URLSearchParams(params)}`, headers);
  const firstOf = async (executiveId: number) => {
    const filter = encodeURIComponent(JSON.stringify({ executive_id: executiveId }));
    return (await get(`/api/v1/account?filter=${filter}&range=[0,0]`, admin)).json()[0] as Row;
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    const supervisor = await t.login('supervisor@demo.test');
    const idOf = async (h: Headers) => (json(await get('/api/v1/user/me', h)).data as Row).id;
    mine = await firstOf(Number(await idOf(executive)));
    theirs = await firstOf(Number(await idOf(supervisor)));
  });
  afterAll(() => t?.close());

  it('finds a client by its CUIT with or without dashes, named and linked', async () => {
    const expected = [{ field: 'cuit', id: mine.id, label: mine.display_name }];
    expect((await lookup({ cuit: String(mine.cuit) })).json()).toEqual(expected);
    expect((await lookup({ cuit: String(mine.cuit).replace(/-/g, '') })).json()).toEqual(expected);
  });

  it('finds an e-mail in another case and a phone written another way', async () => {
    const email = await lookup({ email: String(mine.email).toUpperCase() });
    expect(email.json()).toContainEqual({ field: 'email', id: mine.id, label: mine.display_name });
    // "0341 800-3463" typed as "(0341) 8003463".
    const digits = String(mine.phone).replace(/\D/g, '');
    const phone = await lookup({ phone: `(${digits.slice(0, 4)}) ${digits.slice(4)}` });
    expect(phone.json()).toContainEqual({ field: 'phone', id: mine.id, label: mine.display_name });
  });

  it('leaves out the record being edited, and looks up nothing for an invalid CUIT', async () => {
    expect((await lookup({ cuit: String(mine.cuit), exclude: String(mine.id) })).json()).toEqual(
      [],
    );
    expect((await lookup({ cuit: '20-12345678-0' })).json()).toEqual([]);
  });

  it('answers `exclude` alike for a hidden record and one that does not exist', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const asked = (exclude: string, headers: Headers) =>
      lookup({ cuit: String(theirs.cuit), exclude }, headers).then((r) => r.json());
    // The executive may not open `theirs`: excluding it changes nothing.
    expect(await asked(String(theirs.id), executive)).toEqual([{ field: 'cuit' }]);
    expect(await asked(String(theirs.id), executive)).toEqual(await asked(unknown, executive));
    expect(await asked('no-es-un-id', executive)).toEqual([{ field: 'cuit' }]);
    // Whoever opens it (the form of that very record) still has it left out.
    expect(await asked(String(theirs.id), admin)).toEqual([]);
    // A user of another organization learns nothing either way.
    const outsider = await t.userWith(['accounts: full_access'], [2]);
    expect(await asked(String(theirs.id), outsider)).toEqual([]);
    expect(await asked(unknown, outsider)).toEqual([]);
  });

  it('tells an executive that another executive holds the client, without naming it', async () => {
    const response = await lookup({ cuit: String(theirs.cuit) }, executive);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([{ field: 'cuit' }]);
    expect((await lookup({ cuit: String(mine.cuit) }, executive)).json()).toEqual([
      { field: 'cuit', id: mine.id, label: mine.display_name },
    ]);
  });

  it('shows nothing of another organization and refuses whoever may not create clients', async () => {
    const outsider = await t.userWith(['accounts: full_access'], [5]);
    expect((await lookup({ cuit: String(mine.cuit) }, outsider)).json()).toEqual([]);
    const nobody = await t.login('sin-permisos@demo.test');
    expect((await lookup({ cuit: String(mine.cuit) }, nobody)).statusCode).toBe(403);
  });

  it('warns a lead’s form of a client already holding its CUIT, e-mail or phone', async () => {
    const leadLookup = (params: Record<string, string>, headers: Headers = admin) =>
      get(`/api/v1/duplicates/lead?${new URLSearchParams(params)}`, headers);
    const named = { field: 'cuit', entity: 'account', id: mine.id, label: mine.display_name };
    expect((await leadLookup({ cuit: String(mine.cuit) })).json()).toContainEqual(named);
    const email = await leadLookup({ email: String(mine.email).toUpperCase() });
    expect(email.json()).toContainEqual({ ...named, field: 'email' });
    // Another executive's client: announced, not named.
    const hidden = await leadLookup({ cuit: String(theirs.cuit) }, executive);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toContainEqual({ field: 'cuit', entity: 'account' });
    // A lead started from that very client cites it: no warning of it, named or not.
    const linked = await leadLookup({ cuit: String(mine.cuit), account_id: String(mine.id) });
    expect((linked.json() as Row[]).filter((m) => m.entity)).toEqual([]);
    // Citing a client the executive may not open leaves it in, as an unknown id would: the
    // lookup must not confirm which hidden client holds the CUIT (issue 28).
    const linkedHidden = await leadLookup(
      { cuit: String(theirs.cuit), account_id: String(theirs.id) },
      executive,
    );
    const linkedUnknown = await leadLookup(
      { cuit: String(theirs.cuit), account_id: '00000000-0000-4000-8000-000000000000' },
      executive,
    );
    expect(linkedHidden.json()).toContainEqual({ field: 'cuit', entity: 'account' });
    expect(linkedHidden.json()).toEqual(linkedUnknown.json());
    // Whoever takes leads without access to the clients learns nothing about them.
    const leadsOnly = await t.userWith(['leads: create']);
    const blind = await leadLookup({ cuit: String(mine.cuit) }, leadsOnly);
    expect(blind.statusCode).toBe(200);
    expect((blind.json() as Row[]).filter((m) => m.entity)).toEqual([]);
  });

  it('refuses a key it does not look up with a Spanish 422', async () => {
    const response = await lookup({ cuit: String(mine.cuit), nombre: 'x' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors as Row)).toEqual(['nombre']);
  });
});
