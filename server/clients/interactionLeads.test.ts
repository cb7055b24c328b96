/**
 * Interactions with a lead, before it is a client (issue 12 §4): the lead's page has its
 * "Interacciones" tab, filled in by the link; an interaction cites a client or a lead (a
 * contact alone is nobody's to see); one hung only on a lead shows to whoever sees that lead
 * (recordScope.ts: `through` account or lead), never to every user of the clients' section nor
 * to another organization; a lead the writer may not see is a 422 on lead_id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailTabsOf } from '../../domain/engine/detailTabs';
import { entityByName } from '../../domain/entities';
import { interactionMessages } from '../../domain/entities/clientActivity';
import { validateRecord } from '../../domain/engine/validate';
import { apiCalls, json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const filtered = (resource: string, filter: Row) =>
  `${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`;

describe('the declaration', () => {
  it('gives the lead page an Interacciones tab whose Agregar fills the lead in', () => {
    const tabs = detailTabsOf(entityByName('lead')).filter((t) => t.entity === 'interaction');
    expect(tabs).toEqual([
      { entity: 'interaction', field: 'lead_id', label: 'Interacciones', tab: 'interactions' },
    ]);
  });

  it('asks for a client or a lead, the same sentence the form shows', () => {
    const check = (values: Row) =>
      validateRecord(entityByName('interaction'), { kind: 1, ...values }, 'create').errors;
    expect(check({ subject: 'Sin nadie' }).account_id).toEqual([interactionMessages.about]);
    expect(check({ contact_id: '5d1c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a' }).account_id).toEqual([
      interactionMessages.about,
    ]);
    expect(check({ lead_id: '5d1c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a' })).toEqual({});
  });
});

describeApp('interactions with leads on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let executive: Headers;
  let executiveId: number;
  let supervisorId: number;
  let mine: Row;
  let call: Row;
  const api = apiCalls(() => t);

  const firstOf = async (resource: string, filter: Row) =>
    ((await api.call(admin, 'GET', filtered(resource, filter))).json() as Row[])[0];
  const opens = async (headers: Headers, id: unknown) =>
    (await api.call(headers, 'GET', `interaction/${String(id)}`)).statusCode;
  const listed = async (headers: Headers, filter: Row) =>
    ((await api.call(headers, 'GET', filtered('interaction', filter))).json() as Row[]).map(
      (r) => r.id,
    );

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    const idOf = async (headers: Headers) =>
      Number((json(await api.call(headers, 'GET', 'user/me')).data as Row).id);
    executiveId = await idOf(executive);
    supervisorId = await idOf(await t.login('supervisor@demo.test'));
    mine = await firstOf('lead', { executive_id: executiveId });
    call = await api.send(executive, 'POST', 'interaction', {
      lead_id: mine.id,
      subject: 'Pidió cotización de hogar',
    });
  });
  afterAll(() => t?.close());

  it('logs a call with the executive’s own lead, listed on the lead’s page', async () => {
    expect(call).toMatchObject({ lead_id: mine.id, account_id: null });
    expect(await listed(executive, { lead_id: mine.id })).toContain(call.id);
    expect(await opens(executive, call.id)).toBe(200);
    expect(await opens(admin, call.id)).toBe(200);
  });

  it('hides a lead-only call from who sees every client but not that lead, and from other executives', async () => {
    const clientsOnly = await t.userWith(['accounts: full_access', 'leads: executive']);
    expect(await opens(clientsOnly, call.id)).toBe(404);
    expect(await listed(clientsOnly, { lead_id: mine.id })).toEqual([]);
    // They still see every client's interactions.
    const all = (await api.call(admin, 'GET', filtered('interaction', {}))).json() as Row[];
    const withClient = all.find((r) => r.account_id)!;
    expect(await opens(clientsOnly, withClient.id)).toBe(200);
    const colleague = await t.userWith(['accounts: view', 'leads: executive']);
    expect(await opens(colleague, call.id)).toBe(404);
    // Whoever sees every lead (an operator loading them) sees its calls.
    const operator = await t.userWith(['accounts: view', 'leads: view']);
    expect(await opens(operator, call.id)).toBe(200);
  });

  it('makes a call with a client the client’s: handed to another executive, it leaves the lead’s', async () => {
    const client = await firstOf('account', { executive_id: executiveId });
    const both = await api.send(executive, 'POST', 'interaction', {
      account_id: client.id,
      lead_id: mine.id,
      subject: 'Llamado antes de pasarlo a cliente',
    });
    expect(await opens(executive, both.id)).toBe(200);
    await api.send(admin, 'PUT', `account/${String(client.id)}`, {
      executive_id: supervisorId,
      updated_at: client.updated_at,
    });
    // The lead is still the executive's, yet the client decides: no longer theirs to read.
    expect(await opens(executive, both.id)).toBe(404);
    expect(await listed(executive, { lead_id: mine.id })).not.toContain(both.id);
    // Who sees every lead but only their own clients does not read it through the lead either.
    const operator = await t.userWith(['accounts: view', 'leads: view']);
    expect(await opens(operator, both.id)).toBe(404);
    // Who sees every client keeps editing it, citing a lead they may not open.
    const clientsOnly = await t.userWith(['accounts: full_access', 'leads: executive']);
    const edited = await api.send(clientsOnly, 'PUT', `interaction/${String(both.id)}`, {
      notes: 'Renovó con nosotros',
      updated_at: both.updated_at,
    });
    expect(edited).toMatchObject({ lead_id: mine.id, notes: 'Renovó con nosotros' });
  });

  it('shows nothing of it to a user of another organization', async () => {
    const outsider = await t.userWith(['accounts: full_access', 'leads: full_access'], [5]);
    expect(await opens(outsider, call.id)).toBe(404);
    expect(await listed(outsider, { lead_id: mine.id })).toEqual([]);
  });

  it('refuses a call on another executive’s lead, or on ours from another organization (422 on lead_id)', async () => {
    const theirs = await firstOf('lead', { executive_id: supervisorId });
    const payload = { lead_id: theirs.id, subject: 'Espiar' };
    expect(Object.keys(await api.refused(executive, 'POST', 'interaction', payload))).toEqual([
      'lead_id',
    ]);
    const outsider = await t.userWith(['accounts: full_access', 'leads: full_access'], [5]);
    const ours = { lead_id: mine.id, subject: 'Ajeno' };
    expect(Object.keys(await api.refused(outsider, 'POST', 'interaction', ours))).toEqual([
      'lead_id',
    ]);
    // Nor may an edit move our own call onto another executive's lead.
    const moved = await api.refused(executive, 'PUT', `interaction/${String(call.id)}`, payload);
    expect(Object.keys(moved)).toEqual(['lead_id']);
  });

  it('refuses a call about nobody, or only about a contact, in Spanish', async () => {
    const contact = await firstOf('contact', {});
    for (const payload of [{ subject: 'Sin nadie' }, { contact_id: contact.id }])
      expect(await api.refused(executive, 'POST', 'interaction', payload)).toEqual({
        account_id: [interactionMessages.about],
      });
    // Nor may an edit leave the lead's call about nobody.
    const cleared = await api.refused(executive, 'PUT', `interaction/${String(call.id)}`, {
      lead_id: null,
    });
    expect(cleared).toEqual({ account_id: [interactionMessages.about] });
  });
});
