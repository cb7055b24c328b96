/**
 * Leads through the API (issue 12, section 4): the status machine of statusMachine.ts as
 * commands (`POST /lead/{id}/{command}`), refused from the wrong status, without the reason,
 * on a stale version or by the form; the conversion into a client in one step, never a second
 * client for one CUIT; the record scope of an executive and another organization.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { leadDiscardReasons, leadStatuses } from '../../domain/enums/clients';
import { lead as leadEntity, leadMessages } from '../../domain/entities/leads';
import { cuitCheckDigit, formatCuit } from '../../domain/validators';
import { rowCount, startTestApp, type TestApp, answer as json, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

/** A valid company CUIT (prefix 30) no demo client has. */
function freeCompanyCuit(): string {
  for (let n = 79_000_000; ; n++) {
    const check = cuitCheckDigit(`30${n}`);
    if (check !== null) return formatCuit(`30${n}${check}`);
  }
}

const status = (code: string) => optionByCode(leadStatuses, code).id;
const LEGAL = 14;
const company = {
  person_type: LEGAL,
  business_name: 'Logística del Sur S.A.',
  cuit: '30-71456789-2',
  phone: '0341 422-1234',
};
const person = { first_name: 'Lucía', last_name: 'Gómez', email: 'lucia.gomez@gmail.com' };

describeApp('leads on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let executive: Headers;
  let external: Headers;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    external = await t.userWith(['leads: full_access', 'accounts: full_access'], [5]);
  });
  afterAll(() => t?.close());

  const create = (payload: Row, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/v1/lead', headers, payload });
  const run = (id: string, command: string, payload: Row = {}, headers = admin) =>
    t.app.inject({ method: 'POST', url: `/api/v1/lead/${id}/${command}`, headers, payload });

  it('starts new, and refuses a lead nobody could contact', async () => {
    const created = await create(person);
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created)).toMatchObject({ status: status('new'), display_name: 'Gómez, Lucía' });
    const unreachable = await create({ first_name: 'Sin', last_name: 'Datos' });
    expect(unreachable.statusCode).toBe(422);
    expect(json(unreachable).errors).toEqual({ email: [leadMessages.reachable] });
    const advanced = await create({ ...person, status: status('qualified') });
    expect(advanced.statusCode).toBe(422);
    expect(json(advanced).errors.status[0]).toContain('Nuevo');
  });

  it('moves only through its commands, each audited', async () => {
    const lead = json(await create({ ...person, email: 'otra@gmail.com' }));
    const byForm = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/lead/${lead.id}`,
      headers: admin,
      payload: { ...lead, status: status('qualified') },
    });
    expect(byForm.statusCode).toBe(422);
    expect(json(byForm).errors.status[0]).toContain('Marcar como contactado');
    const contacted = await run(lead.id, 'contact', { updated_at: lead.updated_at });
    expect(contacted.statusCode, contacted.body).toBe(200);
    expect(json(contacted).status).toBe(status('contacted'));
    const again = await run(lead.id, 'contact');
    expect(again.statusCode).toBe(422);
    expect(json(again).errors.status).toEqual([
      'No se puede «Marcar como contactado» desde el estado «Contactado». Acciones posibles: Calificar, Convertir en cliente, Descartar.',
    ]);
    const stale = await run(lead.id, 'qualify', { updated_at: lead.updated_at });
    expect(stale.statusCode).toBe(409);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit?filter=${encodeURIComponent(JSON.stringify({ record_id: lead.id }))}`,
      headers: admin,
    });
    expect(JSON.stringify(audit.json())).toContain('Marcar como contactado');
  });

  it('discards only with a reason, and reopening clears it', async () => {
    const lead = json(await create({ ...person, email: 'descarte@gmail.com' }));
    const bare = await run(lead.id, 'discard');
    expect(bare.statusCode).toBe(422);
    expect(json(bare).errors).toEqual({ reason: ['Indicá el motivo.'] });
    const wrong = await run(lead.id, 'discard', { reason: 999 });
    expect(wrong.statusCode).toBe(422);
    const price = optionByCode(leadDiscardReasons, 'price').id;
    const discarded = json(await run(lead.id, 'discard', { reason: price }));
    expect(discarded).toMatchObject({ status: status('discarded'), discard_reason: price });
    const reopened = json(await run(lead.id, 'reopen'));
    expect(reopened).toMatchObject({ status: status('new'), discard_reason: null });
  });

  it('converts into a client once, and links the client already loaded with that CUIT', async () => {
    const accounts = await rowCount(t, 'accounts');
    const first = json(await create(company));
    const converted = await run(first.id, 'convert');
    expect(converted.statusCode, converted.body).toBe(200);
    const client = json(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/account/${json(converted).account_id}`,
        headers: admin,
      }),
    );
    expect(client).toMatchObject({ business_name: company.business_name, cuit: company.cuit });
    expect(await rowCount(t, 'accounts')).toBe(accounts + 1);
    const second = json(await create({ ...company, phone: '0341 455-9999' }));
    const linked = json(await run(second.id, 'convert'));
    expect(linked.account_id).toBe(client.id);
    expect(await rowCount(t, 'accounts')).toBe(accounts + 1);
    expect((await run(second.id, 'discard', { reason: 1 })).statusCode).toBe(422);
    // A converted lead lives on as its client: nobody edits or deletes it any more.
    const lead = json(
      await t.app.inject({ method: 'GET', url: `/api/v1/lead/${first.id}`, headers: admin }),
    );
    for (const method of ['PUT', 'DELETE'] as const) {
      const changed = await t.app.inject({
        method,
        url: `/api/v1/lead/${first.id}`,
        headers: admin,
        payload: method === 'DELETE' ? undefined : { ...lead, notes: 'Después de convertir' },
      });
      expect(changed.statusCode, method).toBe(403);
      expect(json(changed).message).toBe(leadEntity.locked!.message);
    }
  });

  it('takes its tasks into the client it becomes; another client’s task stays with it', async () => {
    const lead = json(await create(person, executive));
    const task = (payload: Row) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/task',
        headers: executive,
        payload: { due_at: '2031-04-01T13:00:00.000Z', lead_id: lead.id, ...payload },
      });
    const open = json(await task({ title: 'Enviar la cotización' }));
    const [other] = (
      await t.app.inject({ url: '/api/v1/account?range=[0,0]', headers: executive })
    ).json() as Row[];
    const cited = json(await task({ title: 'Pedir referencias', account_id: other.id }));
    const converted = await run(lead.id, 'convert', {}, executive);
    expect(converted.statusCode, converted.body).toBe(200);
    const client = json(converted).account_id;
    const read = async (id: unknown) =>
      json(await t.app.inject({ url: `/api/v1/task/${String(id)}`, headers: executive }));
    expect(await read(open.id)).toMatchObject({ account_id: client, lead_id: lead.id });
    expect((await read(cited.id)).account_id).toBe(other.id);
  });

  it('takes its interactions into the client it becomes, audited; one citing a client keeps it', async () => {
    const lead = json(await create({ ...person, email: 'llamadas.previas@gmail.com' }, executive));
    const call = (payload: Row) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/interaction',
        headers: executive,
        payload: { lead_id: lead.id, ...payload },
      });
    const first = json(await call({ subject: 'Primer contacto' }));
    expect(first).toMatchObject({ lead_id: lead.id, account_id: null });
    const [other] = (
      await t.app.inject({ url: '/api/v1/account?range=[0,0]', headers: executive })
    ).json() as Row[];
    const cited = json(await call({ subject: 'Referencia', account_id: other.id }));
    const converted = await run(lead.id, 'convert', {}, executive);
    expect(converted.statusCode, converted.body).toBe(200);
    const client = json(converted).account_id;
    const read = async (id: unknown) =>
      json(await t.app.inject({ url: `/api/v1/interaction/${String(id)}`, headers: executive }));
    expect(await read(first.id)).toMatchObject({ account_id: client, lead_id: lead.id });
    expect((await read(cited.id)).account_id).toBe(other.id);
    // The client's page lists it, and the move is in the audit trail like any edit.
    const tab = await t.app.inject({
      url: `/api/v1/interaction?filter=${encodeURIComponent(JSON.stringify({ account_id: client }))}`,
      headers: executive,
    });
    expect((tab.json() as Row[]).map((r) => r.id)).toEqual([first.id]);
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource', '=', 'interaction')
      .where('record_id', '=', String(first.id))
      .execute();
    expect(audited).toHaveLength(2);
  });

  it('converts a lead of a campaign that has ended since: the client keeps the campaign', async () => {
    const inject = (method: 'GET' | 'PUT', url: string, payload?: Row) =>
      t.app.inject({ method, url: `/api/v1/${url}`, headers: admin, payload });
    const [campaign] = json(await inject('GET', 'admin/campaign?range=[0,0]')) as Row[];
    const lead = json(
      await create({
        first_name: 'Eva',
        last_name: 'Campaña',
        phone: '0341 466-1010',
        campaign_id: campaign.id,
      }),
    );
    await inject('PUT', `admin/campaign/${String(campaign.id)}`, { active: false });
    try {
      // A new lead may no longer choose it; the one it already has converts.
      const again = await create({
        first_name: 'Ivo',
        last_name: 'Tarde',
        phone: '0341 466-2020',
        campaign_id: campaign.id,
      });
      expect(again.statusCode).toBe(422);
      expect(Object.keys(json(again).errors)).toEqual(['campaign_id']);
      const converted = await run(lead.id, 'convert');
      expect(converted.statusCode, converted.body).toBe(200);
      const client = json(await inject('GET', `account/${json(converted).account_id}`));
      expect(client.campaign_id).toBe(campaign.id);
    } finally {
      await inject('PUT', `admin/campaign/${String(campaign.id)}`, { active: true });
    }
  });

  it('refuses a conversion the client would refuse, changing nothing', async () => {
    const accounts = await rowCount(t, 'accounts');
    // A company's CUIT on a person: a lead takes it, a client does not (person.ts).
    const lead = json(
      await create({
        first_name: 'Ana',
        last_name: 'Paz',
        phone: '011 4555-1234',
        cuit: freeCompanyCuit(),
      }),
    );
    const response = await run(lead.id, 'convert');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(json(response).errors)).toEqual(['cuit']);
    expect(await rowCount(t, 'accounts')).toBe(accounts);
    const after = json(
      await t.app.inject({ method: 'GET', url: `/api/v1/lead/${lead.id}`, headers: admin }),
    );
    expect(after).toMatchObject({ status: status('new'), account_id: null });
  });

  it('keeps an executive to their own leads and away from other commands', async () => {
    const mine = await create({ ...person, email: 'propio@gmail.com' }, executive);
    expect(mine.statusCode, mine.body).toBe(201);
    const others = json(await create({ ...person, email: 'ajeno@gmail.com' }));
    expect((await run(others.id, 'contact', {}, executive)).statusCode).toBe(404);
    expect((await run(json(mine).id, 'contact', {}, executive)).statusCode).toBe(200);
    const filter = encodeURIComponent(JSON.stringify({ q: 'gmail.com' }));
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/lead?filter=${filter}&range=[0,999]`,
      headers: executive,
    });
    const ids = (list.json() as Row[]).map((r) => r.id);
    expect(ids).toContain(json(mine).id);
    expect(ids).not.toContain(others.id);
    expect((await run(json(mine).id, 'qualify', {}, external)).statusCode).toBe(404);
  });

  it('answers an unknown command 404 and a wrong body 422', async () => {
    const lead = json(await create({ ...person, email: 'cuerpo@gmail.com' }));
    expect((await run(lead.id, 'promote')).statusCode).toBe(404);
    expect((await run(lead.id, 'contact', { status: 3 })).statusCode).toBe(422);
    expect((await run('no-es-un-id', 'contact')).statusCode).toBe(404);
  });
});
