/**
 * A client's "Referidos" tab (`account.referred_by_account_id`, detailTab `referrals`): the
 * page asks for the account list filtered by the referring client, as react-admin's
 * getManyReference does (`filter={"referred_by_account_id": id}`, the list's sort and a page),
 * and gets the clients that client referred, within the list's own scope: an executive who may
 * not open the referring client gets a 404 for it and only their own clients in its tab, and a
 * user of another organization sees nothing of it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { validationMessage } from '../../domain/engine/messages';
import { apiCalls, json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const LEGAL = 14;
const FIELD = 'referred_by_account_id';
const LABEL = 'Referido por el cliente';

describeApp('the Referidos tab of a client on %s', (dialect) => {
  let t: TestApp;
  const { call, send, refused } = apiCalls(() => t);
  let admin: Headers;
  let executive: Headers;
  let executiveId: number;
  let supervisorId: number;
  /** A client of the supervisor who referred one client of each executive. */
  let referrer: string;
  let referred: { mine: string; theirs: string };
  /** A client of the executive who referred nobody, and one who referred the supervisor's. */
  let alone: string;
  let ownReferrer: string;

  /** The tab's request: the account list narrowed to the referring client. */
  const tab = (id: unknown, headers: Headers) =>
    call(
      headers,
      'GET',
      `account?filter=${encodeURIComponent(JSON.stringify({ [FIELD]: id }))}&range=[0,24]&sort=${encodeURIComponent('["display_name","ASC"]')}`,
    );
  const idsOf = (response: Awaited<ReturnType<typeof tab>>) =>
    (response.json() as Row[]).map((r) => r.id);
  const totalOf = (response: Awaited<ReturnType<typeof tab>>) =>
    Number(String(response.headers['content-range']).split('/').pop());
  const client = async (name: string, executive_id: number, referredBy?: string) =>
    (
      await send(admin, 'POST', 'account', {
        person_type: LEGAL,
        business_name: name,
        executive_id,
        ...(referredBy ? { [FIELD]: referredBy } : {}),
      })
    ).id as string;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    const me = async (h: Headers) => (json(await call(h, 'GET', 'user/me')).data as Row).id;
    executiveId = (await me(executive)) as number;
    supervisorId = (await me(await t.login('supervisor@demo.test'))) as number;
    referrer = await client('Refiere Mucho S.A.', supervisorId);
    referred = {
      mine: await client('Referida Propia S.A.', executiveId, referrer),
      theirs: await client('Referida Ajena S.A.', supervisorId, referrer),
    };
    alone = await client('Sin Referidos S.A.', executiveId);
    ownReferrer = await client('Refiere Ajenos S.A.', executiveId);
    await client('Referida del Supervisor S.A.', supervisorId, ownReferrer);
  });
  afterAll(() => t?.close());

  it('lists exactly the clients the client referred, total included', async () => {
    const listed = await tab(referrer, admin);
    expect(listed.statusCode, listed.body).toBe(200);
    // Sorted by name, as the tab asks: "Referida Ajena" before "Referida Propia".
    expect(idsOf(listed)).toEqual([referred.theirs, referred.mine]);
    expect(totalOf(listed)).toBe(2);
    // What each row says is what the tab filtered on.
    expect((listed.json() as Row[]).every((r) => r[FIELD] === referrer)).toBe(true);
    const none = await tab(alone, admin);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    expect(totalOf(none)).toBe(0);
  });

  it('gives an executive a 404 for a referrer not theirs and only their own clients in its tab', async () => {
    expect((await call(executive, 'GET', `account/${referrer}`)).statusCode).toBe(404);
    const own = await tab(referrer, executive);
    expect(own.statusCode).toBe(200);
    expect(idsOf(own)).toEqual([referred.mine]);
    expect(totalOf(own)).toBe(1);
    // Their own client's page opens, but the client it referred to someone else is absent.
    expect((await call(executive, 'GET', `account/${ownReferrer}`)).statusCode).toBe(200);
    const hidden = await tab(ownReferrer, executive);
    expect(hidden.json()).toEqual([]);
    expect(totalOf(hidden)).toBe(0);
    expect(totalOf(await tab(ownReferrer, admin))).toBe(1);
  });

  it('shows a user of another organization nothing of the client nor of its referrals', async () => {
    const outsider = await t.userWith(['administrator'], [5]);
    expect((await call(outsider, 'GET', `account/${referrer}`)).statusCode).toBe(404);
    for (const id of [referrer, ownReferrer]) {
      const listed = await tab(id, outsider);
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([]);
      expect(totalOf(listed)).toBe(0);
    }
    // Nor may they cite it as the referrer of one of theirs.
    const errors = await refused(outsider, 'POST', 'account', {
      person_type: LEGAL,
      business_name: 'Ajena de Otra Organización S.A.',
      [FIELD]: referrer,
    });
    expect(errors[FIELD]).toEqual([validationMessage('exists', { attribute: LABEL })]);
  });

  it('refuses a referrer that is no client id, and one the executive may not see', async () => {
    for (const value of [7, 'cliente', { id: referrer }]) {
      const wrong = await tab(value, admin);
      expect(wrong.statusCode, JSON.stringify(value)).toBe(400);
      expect(json(wrong).message).toBe(`El filtro ${LABEL} no tiene un valor válido.`);
    }
    const errors = await refused(executive, 'POST', 'account', {
      person_type: LEGAL,
      business_name: 'Referida a Escondidas S.A.',
      [FIELD]: referrer,
    });
    expect(errors[FIELD]).toEqual([validationMessage('exists', { attribute: LABEL })]);
    expect(totalOf(await tab(referrer, admin))).toBe(2);
  });
});
