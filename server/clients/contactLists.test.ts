/**
 * Contact lists (domain/entities/contactLists.ts): the full access sets lists up and anyone who
 * works clients puts their own on them; an executive sees, on the client's "Listas de contacto"
 * tab and on a list's "Integrantes", only the memberships of their own clients, another
 * organization none. Consent and unsubscription dates follow Ley 25.326's record keeping.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactListMessages } from '../../domain/entities/contactLists';
import { consentSources, contactListMemberStatuses } from '../../domain/enums/clients';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday } from '../../domain/engine/format';
import { answer, apiCalls, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const LEGAL = 14;
const SUBSCRIBED = optionByCode(contactListMemberStatuses, 'subscribed').id;
const UNSUBSCRIBED = optionByCode(contactListMemberStatuses, 'unsubscribed').id;
const WEB_FORM = optionByCode(consentSources, 'web_form').id;

/** `days` after 1 March 2025, as a `YYYY-MM-DD`. */
const day = (days: number) =>
  new Date(Date.UTC(2025, 2, 1) + days * 86_400_000).toISOString().slice(0, 10);

describeApp('contact lists on %s', (dialect) => {
  let t: TestApp;
  let manager: Headers;
  let ana: Headers;
  let beto: Headers;
  let outsider: Headers;
  let anaClient: Row;
  let betoClient: Row;
  let list: Row;

  const { call, send, refused } = apiCalls(() => t);
  const members = async (headers: Headers, filter: Row) => {
    const query = encodeURIComponent(JSON.stringify(filter));
    const response = await call(headers, 'GET', `contact_list_member?filter=${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return answer(response) as Row[];
  };
  const membership = (client: Row, extra: Row = {}) => ({
    list_id: list.id,
    account_id: client.id,
    consent_on: day(0),
    consent_source: WEB_FORM,
    ...extra,
  });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    manager = await t.userWith(['accounts: full_access']);
    ana = await t.userWith(['accounts: view']);
    beto = await t.userWith(['accounts: view']);
    outsider = await t.userWith(['accounts: full_access'], [5]);
    const client = (name: string) => ({ person_type: LEGAL, business_name: name });
    anaClient = await send(ana, 'POST', 'account', client('Listas de Ana S.A.'));
    betoClient = await send(beto, 'POST', 'account', client('Listas de Beto S.R.L.'));
    list = await send(manager, 'POST', 'contact_list', {
      name: 'Alerta granizo de prueba',
      description: 'SMS ante pronóstico de granizo',
    });
  });
  afterAll(() => t?.close());

  it('lets the full access set a list up and add a client, who starts subscribed', async () => {
    expect(list).toMatchObject({ active: true, purpose: 1, channel: 1 });
    const added = await send(manager, 'POST', 'contact_list_member', membership(betoClient));
    expect(added).toMatchObject({ status: SUBSCRIBED, consent_on: day(0), unsubscribed_on: null });
    expect(await members(manager, { list_id: list.id })).toHaveLength(1);
  });

  it('shows an executive only the memberships of their own clients', async () => {
    const own = await send(ana, 'POST', 'contact_list_member', membership(anaClient));
    // The list's "Integrantes" tab holds both clients; Ana sees hers, Beto his.
    expect(await members(manager, { list_id: list.id })).toHaveLength(2);
    expect((await members(ana, { list_id: list.id })).map((m) => m.id)).toEqual([own.id]);
    expect(await members(ana, { account_id: anaClient.id })).toHaveLength(1);
    expect(await members(ana, { account_id: betoClient.id })).toEqual([]);
    const [betos] = await members(beto, { list_id: list.id });
    expect(betos.account_id).toBe(betoClient.id);
    expect((await call(ana, 'GET', `contact_list_member/${String(betos.id)}`)).statusCode).toBe(
      404,
    );
    // Nor may she put another executive's client on a list.
    const other = await refused(ana, 'POST', 'contact_list_member', membership(betoClient));
    expect(Object.keys(other)).toEqual(['account_id']);
  });

  it('records an unsubscription, and keeps the lists themselves for the full access', async () => {
    const [own] = await members(ana, { account_id: anaClient.id });
    const left = await send(ana, 'PUT', `contact_list_member/${String(own.id)}`, {
      status: UNSUBSCRIBED,
      unsubscribed_on: argentineToday(),
    });
    expect(left).toMatchObject({ status: UNSUBSCRIBED, unsubscribed_on: argentineToday() });
    // Executives read the lists but do not create, change or delete them.
    expect((await call(ana, 'GET', `contact_list/${String(list.id)}`)).statusCode).toBe(200);
    expect((await call(ana, 'POST', 'contact_list', { name: 'Mía' })).statusCode).toBe(403);
    expect(
      (await call(ana, 'PUT', `contact_list/${String(list.id)}`, { active: false })).statusCode,
    ).toBe(403);
    expect((await call(ana, 'DELETE', `contact_list_member/${String(own.id)}`)).statusCode).toBe(
      403,
    );
  });

  it('shows another organization none of it, and refuses its clients on our lists', async () => {
    expect(await members(outsider, { list_id: list.id })).toEqual([]);
    expect((await call(outsider, 'GET', `contact_list/${String(list.id)}`)).statusCode).toBe(404);
    const theirs = await send(outsider, 'POST', 'account', {
      person_type: LEGAL,
      business_name: 'Ajena S.A.',
    });
    const errors = await refused(outsider, 'POST', 'contact_list_member', membership(theirs));
    expect(Object.keys(errors)).toEqual(['list_id']);
  });

  it('refuses a client twice on a list and a list name twice, in Spanish', async () => {
    const errors = await refused(manager, 'POST', 'contact_list_member', membership(betoClient));
    expect(errors).toEqual({ account_id: [contactListMessages.alreadyMember] });
    const named = await refused(manager, 'POST', 'contact_list', {
      name: 'ALERTA GRANIZO DE PRUEBA',
    });
    expect(named).toEqual({ name: [contactListMessages.nameTaken] });
  });

  it('refuses consent and unsubscription dates that do not add up', async () => {
    const other = await send(manager, 'POST', 'account', {
      person_type: LEGAL,
      business_name: 'Fechas S.A.',
    });
    const post = (extra: Row) =>
      refused(manager, 'POST', 'contact_list_member', membership(other, extra));
    expect(await post({ consent_on: null })).toEqual({
      consent_on: [contactListMessages.consentMissing],
    });
    expect(await post({ consent_on: '2999-01-01' })).toEqual({
      consent_on: [contactListMessages.consentFuture],
    });
    expect(await post({ status: UNSUBSCRIBED })).toEqual({
      unsubscribed_on: [contactListMessages.unsubscribedMissing],
    });
    expect(await post({ status: UNSUBSCRIBED, unsubscribed_on: day(-1) })).toEqual({
      unsubscribed_on: [contactListMessages.unsubscribedBeforeConsent],
    });
    expect(await post({ unsubscribed_on: day(10) })).toEqual({
      unsubscribed_on: [contactListMessages.unsubscribedWhileSubscribed],
    });
    // Who never consented (an old import) may still be recorded as unsubscribed.
    const left = await send(manager, 'POST', 'contact_list_member', {
      ...membership(other),
      status: UNSUBSCRIBED,
      consent_on: null,
      unsubscribed_on: day(3),
    });
    expect(left.consent_on).toBeNull();
  });
});
