/**
 * Calls leave a trace (issue 28 item 30): "Volver a llamar", "Agendar" and the outcomes of a
 * call in course ("No aplica", "Cotizar") each log a call on the client's or the lead's history,
 * with its outcome, in the command's transaction (a refused command logs nothing), audited, and
 * seen only by whoever sees that client or lead.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { interactionKinds, interactionOutcomes } from '../../domain/enums/clients';
import { opportunityCloseReasons } from '../../domain/enums/opportunities';
import { optionByCode } from '../../domain/engine/defineEnum';
import { apiCalls, json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const outcome = (code: string) => optionByCode(interactionOutcomes, code).id;
const filtered = (resource: string, filter: Row) =>
  `${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,999]`;
const soon = () => new Date(Date.now() + 86_400_000).toISOString();

describeApp('calls logged as interactions on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let executive: Headers;
  let executiveId: number;
  let client: Row;
  let lead: Row;
  const api = apiCalls(() => t);

  const opportunityOf = (about: Row) =>
    api.send(admin, 'POST', 'opportunity', {
      branch_id: 1,
      subject: 'Fiat Cronos 2022',
      requested_at: new Date().toISOString(),
      executive_id: executiveId,
      ...about,
    });
  const run = (id: unknown, command: string, payload: Row = {}) =>
    api.call(executive, 'POST', `opportunity/${String(id)}/${command}`, payload);
  const calls = async (filter: Row) =>
    (await api.call(admin, 'GET', filtered('interaction', filter))).json() as Row[];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    executiveId = Number((json(await api.call(executive, 'GET', 'user/me')).data as Row).id);
    const firstOf = async (resource: string) =>
      (
        (
          await api.call(admin, 'GET', filtered(resource, { executive_id: executiveId }))
        ).json() as Row[]
      )[0];
    client = await firstOf('account');
    lead = await firstOf('lead');
  }, 600_000);
  afterAll(() => t?.close());

  it('logs a call back on the client’s history with its outcome and time, audited', async () => {
    const opportunity = await opportunityOf({ account_id: client.id });
    expect((await run(opportunity.id, 'call')).statusCode).toBe(200);
    const before = (await calls({ account_id: client.id })).length;
    const at = soon();
    const recalled = await run(opportunity.id, 'recall', { next_call_at: at });
    expect(recalled.statusCode, recalled.body).toBe(200);
    const logged = await calls({ account_id: client.id });
    expect(logged).toHaveLength(before + 1);
    const [entry] = logged;
    expect(entry).toMatchObject({
      account_id: client.id,
      kind: optionByCode(interactionKinds, 'call').id,
      outcome: outcome('callback'),
      subject: `Volver a llamar · ${String(opportunity.title)}`,
    });
    const full = (await api.call(admin, 'GET', `interaction/${String(entry.id)}`)).json() as Row;
    expect(full.notes).toMatch(/^Próximo llamado: \d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('user_id')
      .where('resource', '=', 'interaction')
      .where('record_id', '=', String(entry.id))
      .execute();
    expect(audit.map((a) => Number(a.user_id))).toContain(executiveId);
  });

  it('logs "No aplica" after a call with its reason, and nothing for a move that ends no call', async () => {
    const opportunity = await opportunityOf({ account_id: client.id });
    const before = (await calls({ account_id: client.id })).length;
    expect((await run(opportunity.id, 'start')).statusCode).toBe(200);
    expect((await run(opportunity.id, 'call')).statusCode).toBe(200);
    expect(await calls({ account_id: client.id })).toHaveLength(before);
    const reason = optionByCode(opportunityCloseReasons, 'no_interest');
    expect((await run(opportunity.id, 'not_apply', { reason: reason.id })).statusCode).toBe(200);
    const [entry] = await calls({ account_id: client.id });
    expect(entry).toMatchObject({
      outcome: outcome('reached'),
      subject: expect.stringMatching(/^No aplica · /),
    });
    const full = (await api.call(admin, 'GET', `interaction/${String(entry.id)}`)).json() as Row;
    expect(full.notes).toBe(`Motivo: ${reason.label}`);
  });

  it('logs an appointment with a lead on the lead’s history', async () => {
    const opportunity = await opportunityOf({ lead_id: lead.id });
    const scheduled = await run(opportunity.id, 'schedule', { next_call_at: soon() });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const [entry] = await calls({ lead_id: lead.id });
    expect(entry).toMatchObject({
      lead_id: lead.id,
      account_id: null,
      outcome: outcome('reached'),
    });
    expect(String(entry.subject)).toBe(`Agendar · ${String(opportunity.title)}`);
    // Whoever sees the lead sees the call; another organization does not.
    expect((await api.call(executive, 'GET', `interaction/${String(entry.id)}`)).statusCode).toBe(
      200,
    );
    const outsider = await t.userWith(['accounts: full_access', 'leads: full_access'], [5]);
    expect((await api.call(outsider, 'GET', `interaction/${String(entry.id)}`)).statusCode).toBe(
      404,
    );
  });

  it('logs nothing when the command is refused (a past time)', async () => {
    const opportunity = await opportunityOf({ account_id: client.id });
    const before = (await calls({ account_id: client.id })).length;
    const refused = await run(opportunity.id, 'recall', { next_call_at: '2020-01-01T10:00:00Z' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(json(refused).errors as Row)).toEqual(['next_call_at']);
    const bad = await run(opportunity.id, 'schedule', { next_call_at: 'mañana' });
    expect(bad.statusCode).toBe(422);
    expect(await calls({ account_id: client.id })).toHaveLength(before);
  });
});
