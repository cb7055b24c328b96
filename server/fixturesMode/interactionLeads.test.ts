/**
 * Fixtures mode logs interactions with a lead as the server does: the lead's "Interacciones"
 * tab lists them by its link, and one about nobody (or only a contact) is the same Spanish 422.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionMessages } from '../../domain/entities/clientActivity';
import { fixturesData, startFixturesServer } from './fixturesServer';

let close: () => Promise<void>;
let call: Awaited<ReturnType<typeof startFixturesServer>>['call'];

beforeAll(async () => {
  ({ close, call } = await startFixturesServer());
});
afterAll(() => close());

describe('interactions with a lead in fixtures mode', () => {
  it('logs a call with a lead and lists it on the lead’s tab', async () => {
    const lead = fixturesData().leads.find((l) => !l.account_id)!;
    const created = await call('interaction', {
      method: 'POST',
      body: { lead_id: lead.id, subject: 'Pidió cotización' },
    });
    expect(created.status).toBe(201);
    expect(created.json.lead_id).toBe(lead.id);
    expect(created.json.account_id ?? null).toBeNull();
    // json-server's own query, as the fixtures data provider sends a tab's filter.
    const tab = await call(`interaction?lead_id=${String(lead.id)}&_start=0&_end=100`);
    expect(tab.json.map((r) => r.id)).toEqual([created.json.id]);
  });

  it('refuses a call about nobody, or only about a contact, with the server’s sentence', async () => {
    const contact = fixturesData().contacts[0];
    for (const body of [{ subject: 'Sin nadie' }, { contact_id: contact.id }]) {
      const refused = await call('interaction', { method: 'POST', body });
      expect(refused.status).toBe(422);
      expect(refused.json.errors).toEqual({ account_id: [interactionMessages.about] });
    }
  });
});
