/**
 * Fixtures mode serves the contact lists and their members (domain/entities/contactLists.ts)
 * from fixtures/db.json: a list's "Integrantes" tab, a client's "Listas de contacto" tab, and
 * the same refusals as the API for a client twice on a list or a membership without consent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactListMessages } from '../../domain/entities/contactLists';
import { fixturesData, startFixturesServer } from './fixturesServer';

const db = fixturesData();
let fixtures: Awaited<ReturnType<typeof startFixturesServer>>;
const call = (...args: Parameters<typeof fixtures.call>) => fixtures.call(...args);

beforeAll(async () => {
  fixtures = await startFixturesServer();
});
afterAll(() => fixtures.close());

describe('contact lists in fixtures mode', () => {
  it('lists the demo lists and the members of one list and of one client', async () => {
    const lists = await call('contact_list?_start=0&_end=50');
    expect(lists.status).toBe(200);
    expect(lists.json.map((l) => l.name)).toContain('Alerta granizo – Córdoba y Mendoza');
    expect(lists.total).toBe(db.contact_lists.length);

    const hail = db.contact_lists.find((l) => l.name === 'Alerta granizo – Córdoba y Mendoza')!;
    const expected = db.contact_list_members.filter((m) => m.list_id === hail.id);
    expect(expected.length).toBeGreaterThan(0);
    const members = await call(`contact_list_member?_start=0&_end=10&list_id=${String(hail.id)}`);
    expect(members.status).toBe(200);
    expect(members.total).toBe(expected.length);

    const client = expected[0].account_id;
    const tab = await call(`contact_list_member?_start=0&_end=50&account_id=${String(client)}`);
    expect(tab.json.map((m) => m.account_id)).toEqual(tab.json.map(() => client));
    expect(tab.json.map((m) => m.list_id)).toContain(hail.id);
  });

  it('refuses a client twice on a list and a subscription without consent', async () => {
    const [member] = db.contact_list_members;
    const twice = await call('contact_list_member', {
      method: 'POST',
      body: { list_id: member.list_id, account_id: member.account_id, consent_on: '2025-01-10' },
    });
    expect(twice.status).toBe(422);
    expect(twice.json.errors).toEqual({ account_id: [contactListMessages.alreadyMember] });

    const unlisted = db.contact_lists.find((l) => l.id !== member.list_id)!;
    const client = db.accounts.find(
      (a) =>
        !db.contact_list_members.some((m) => m.account_id === a.id && m.list_id === unlisted.id),
    )!;
    const noConsent = await call('contact_list_member', {
      method: 'POST',
      body: { list_id: unlisted.id, account_id: client.id },
    });
    expect(noConsent.status).toBe(422);
    expect(noConsent.json.errors).toEqual({ consent_on: [contactListMessages.consentMissing] });
  });
});
