/**
 * Opportunities through the API (issue 13): the status machine's commands, each allowed move
 * and a refused one (422 naming the allowed ones), the reasons, "Tomar" a request from the
 * pool (the second taker hears someone took it), the record scope of executives and of
 * another organization, and the request and duplicates lists with their permissions.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { opportunity } from '../../domain/entities/opportunities';
import { auditActions } from '../../domain/entities/audit';
import {
  OPEN_CONTRACT_REQUEST,
  TAKEN_DONE,
  TAKEN_MESSAGE,
} from '../../domain/entities/opportunityMachine';
import { opportunityCloseReasons } from '../../domain/enums/opportunities';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { startTestApp, type TestApp, answer as json, describeDialects } from '../test/harness';
import { expireQuotedOpportunities } from './expiry';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const status = (code: string) => optionByCode(opportunityStatus, code).id;
const reason = (code: string) => optionByCode(opportunityCloseReasons, code).id;
const URL = '/api/v1/opportunity';
const list = (path: string, filter: Row = {}) =>
  `${URL}${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,999]')}`;
const totalOf = (response: { headers: Record<string, unknown> }) =>
  Number(String(response.headers['content-range']).split('/').pop());

describeDialects('opportunities on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let executive: Headers;
  let supervisor: Headers;
  let supervisorId: number;
  let client: Row;

  const get = (url: string, headers: Headers) => t.app.inject({ url, headers });
  const idOf = async (headers: Headers) =>
    Number(json(await get('/api/v1/user/me', headers)).data.id);
  const create = (payload: Row = {}, headers = admin) =>
    t.app.inject({
      method: 'POST',
      url: URL,
      headers,
      payload: {
        account_id: client.id,
        branch_id: 1,
        subject: 'Toyota Etios XLS 2020',
        sum_insured: 14_000_000,
        requested_at: '2026-11-20T13:00:00.000Z',
        ...payload,
      },
    });
  /** The asker of a request: a lead nobody asked for before. */
  const newLead = async () => {
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/v1/lead',
      headers: admin,
      payload: { first_name: 'Pedido', last_name: 'Nuevo', phone: '+54 9 11 4000-1234' },
    });
    return { account_id: null, lead_id: String(json(lead).id) };
  };
  const run = (id: unknown, command: string, payload: Row = {}, headers = admin) =>
    t.app.inject({ method: 'POST', url: `${URL}/${String(id)}/${command}`, headers, payload });
  /** Puts a record in a status straight in the database, to try a move from there. */
  const place = (id: unknown, code: string) =>
    t.database.db
      .updateTable(opportunity.table)
      .set({ status: status(code) })
      .where('id', '=', id as string)
      .execute();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    supervisor = await t.login('supervisor@demo.test');
    supervisorId = await idOf(supervisor);
    const executiveId = await idOf(executive);
    const filter = encodeURIComponent(JSON.stringify({ executive_id: executiveId }));
    client = json(await get(`/api/v1/account?filter=${filter}&range=[0,0]`, admin))[0];
  });
  afterAll(() => t?.close());

  it('starts active, named by its branch and subject, and moves only by its commands', async () => {
    const created = await create({}, executive);
    expect(created.statusCode, created.body).toBe(201);
    const record = json(created);
    expect(record).toMatchObject({
      status: status('active'),
      title: 'Automotores · Toyota Etios XLS 2020',
      executive_id: await idOf(executive),
    });
    const advanced = await create({ status: status('quoted') });
    expect(advanced.statusCode).toBe(422);
    const byForm = await t.app.inject({
      method: 'PUT',
      url: `${URL}/${record.id}`,
      headers: executive,
      payload: { ...record, status: status('accepted') },
    });
    expect(byForm.statusCode).toBe(422);
    expect(json(byForm).errors.status[0]).toContain('Cotizar');
    const nobody = await create({ account_id: null });
    expect(json(nobody).errors).toEqual({
      account_id: ['Indicá el cliente o el lead que pide la cotización.'],
    });
  });

  /** The record's status-change audit rows, their recorded changes read back. */
  const transitionsAudited = async (id: unknown) =>
    (
      await t.database.db
        .selectFrom('audit_log')
        .select('changes')
        .where('record_id', '=', String(id))
        .where('action', '=', optionByCode(auditActions, 'transition').id)
        .execute()
    ).map((row) => (typeof row.changes === 'string' ? JSON.parse(row.changes) : row.changes));

  it('runs every transition of the graph from a status it applies from, audited', async () => {
    const transitions = opportunity.statusMachine!.transitions;
    expect(transitions.length).toBeGreaterThan(0);
    for (const transition of transitions) {
      const { id } = json(await create({ executive_id: null }));
      await place(id, transition.from[0]);
      const body = transition.reason ? { reason: reason('other') } : {};
      if (transition.input) {
        // Its input is chosen on a screen of its own (accepting: quoting.test.ts); without it, 422.
        const bare = await run(id, transition.command, body);
        expect(bare.statusCode, transition.command).toBe(422);
        const required = Object.entries(transition.input).filter(([, field]) => field.required);
        expect(required.length, transition.command).toBeGreaterThan(0);
        expect(Object.keys(json(bare).errors)).toEqual(required.map(([name]) => name));
        // Refused: nothing moved, so nothing is audited.
        expect(await transitionsAudited(id), transition.command).toEqual([]);
        continue;
      }
      if (transition.handler === OPEN_CONTRACT_REQUEST) {
        // It opens the request of the chosen quote, which this bare record lacks: refused whole
        // (the confirmation itself: server/contracts/contractRequests.test.ts).
        const refused = await run(id, transition.command, body);
        expect(Object.keys(json(refused).errors ?? {}), transition.command).toEqual(['quote_id']);
        expect(await transitionsAudited(id), transition.command).toEqual([]);
        continue;
      }
      const moved = await run(id, transition.command, body);
      expect(moved.statusCode, `${transition.command}: ${moved.body}`).toBe(200);
      expect(json(moved).status, transition.command).toBe(status(transition.to!));
      // Each move leaves its own audit row: the command's Spanish name and the status it changed.
      const audited = await transitionsAudited(id);
      expect(audited, transition.command).toHaveLength(1);
      expect(audited[0], transition.command).toMatchObject({
        command: transition.label,
        status: { from: status(transition.from[0]), to: status(transition.to!) },
      });
    }
    const { id } = json(await create());
    await run(id, 'quote');
    const audit = await get(
      `/api/v1/admin/audit?filter=${encodeURIComponent(JSON.stringify({ record_id: id }))}`,
      admin,
    );
    expect(audit.body).toContain('Cotizar');
  });

  it('refuses a move its status does not allow, naming the allowed ones', async () => {
    const { id } = json(await create({}, executive));
    const refused = await run(id, 'accept', {}, executive);
    expect(refused.statusCode).toBe(422);
    const [message] = json(refused).errors.status as string[];
    expect(message).toContain('No se puede «Aceptar cotización» desde el estado «Activa»');
    // Only what the executive may run: not «Tomar», which needs the requests' list.
    expect(message).toContain('Acciones posibles: Empezar a trabajarla, Llamar');
    expect(message).not.toContain('Tomar');
    expect(json(await get(`${URL}/${id}`, executive)).status).toBe(status('active'));
  });

  it('asks why it was lost, keeps the reason, and only full access reopens it', async () => {
    const { id } = json(await create({}, executive));
    const bare = await run(id, 'cancel', {}, executive);
    expect(bare.statusCode).toBe(422);
    expect(json(bare).errors).toEqual({ reason: ['Indicá el motivo.'] });
    expect((await run(id, 'cancel', { reason: 999 }, executive)).statusCode).toBe(422);
    const canceled = await run(id, 'cancel', { reason: reason('price') }, executive);
    expect(json(canceled)).toMatchObject({
      status: status('canceled'),
      close_reason: reason('price'),
    });
    expect((await run(id, 'reopen', {}, executive)).statusCode).toBe(403);
    const reopened = await run(id, 'reopen');
    expect(json(reopened)).toMatchObject({ status: status('in_process'), close_reason: null });
  });

  it('gives a request to the first who takes it; the others hear someone took it', async () => {
    // A person with no opportunity yet: a repeated one would wait among the duplicates instead.
    const { id } = json(await create({ executive_id: null, source: 3, ...(await newLead()) }));
    const pool = ['opportunities: executive', 'opportunities: section_request'];
    const first = await t.userWith(pool, [1]);
    const second = await t.userWith(pool, [1]);
    // Both saw it in the list of requests.
    for (const taker of [first, second])
      expect((json(await get(list('/request'), taker)) as Row[]).map((r) => r.id)).toContain(id);
    const answers = await Promise.all([first, second].map((h) => run(id, 'take', {}, h)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.statusCode === 200)!;
    const lost = answers.find((a) => a.statusCode === 409)!;
    expect(json(lost).message).toBe(TAKEN_MESSAGE);
    const winner = won === answers[0] ? first : second;
    expect(json(won)).toMatchObject({
      status: status('in_process'),
      executive_id: await idOf(winner),
    });
    // Later, and whoever asks: the same answer, never a 404 nor a second owner.
    const late = await run(id, 'take', {}, winner === first ? second : first);
    expect([late.statusCode, json(late).message]).toEqual([409, TAKEN_MESSAGE]);
    expect((await run(id, 'take')).statusCode).toBe(409);
    expect(json(await get(`${URL}/${id}`, admin)).executive_id).toBe(await idOf(winner));
    // The winner hears it is theirs, with the way to it (item 24); the loser hears nothing.
    const notices = async (h: Headers) =>
      (json(await get('/api/v1/notifications?range=[0,50]', h)) as Row[]).filter(
        (n) => n.title === TAKEN_DONE,
      );
    expect(await notices(winner)).toEqual([
      expect.objectContaining({ link: `/opportunity/${String(id)}/show` }),
    ]);
    expect(await notices(winner === first ? second : first)).toEqual([]);
    const audit = await get(
      `/api/v1/admin/audit?filter=${encodeURIComponent(JSON.stringify({ record_id: id }))}`,
      admin,
    );
    expect(audit.body).toContain('Tomar');
    // Taking needs the pool: an executive without it may not.
    const other = json(await create({ executive_id: null }));
    expect((await run(other.id, 'take', {}, executive)).statusCode).toBe(403);
  });

  it('has a request taken before it is worked by whoever sees only theirs and the pool', async () => {
    const { id } = json(await create({ executive_id: null, source: 2 }));
    const taker = await t.userWith(
      ['opportunities: executive', 'opportunities: section_request'],
      [1],
    );
    const early = await run(id, 'call', {}, taker);
    expect(early.statusCode).toBe(422);
    expect(json(early).errors.status).toEqual([
      'Para «Llamar» primero usá «Tomar»: así queda a tu nombre.',
    ]);
    expect((await run(id, 'take', {}, taker)).statusCode).toBe(200);
    expect(json(await run(id, 'call', {}, taker)).status).toBe(status('in_call'));
    // Whoever sees everything moves one nobody holds as it is (an operator discarding spam).
    const spam = json(await create({ executive_id: null, source: 2 }));
    const lost = await run(spam.id, 'not_apply', { reason: reason('invalid_data') });
    expect(json(lost)).toMatchObject({ status: status('not_applied'), executive_id: null });
  });

  it('refuses an edit of a request not yet taken, and lets who only weeds out duplicates work one as it is', async () => {
    const request = json(await create({ executive_id: null, source: 2 }));
    const taker = await t.userWith(
      ['opportunities: executive', 'opportunities: section_request'],
      [1],
    );
    const edit = await t.app.inject({
      method: 'PUT',
      url: `${URL}/${String(request.id)}`,
      headers: taker,
      payload: { notes: 'Lo llamo mañana', updated_at: request.updated_at },
    });
    expect(edit.statusCode).toBe(422);
    expect(json(edit).errors.executive_id).toEqual([
      'Para modificarlo primero usá «Tomar»: así queda a tu nombre.',
    ]);
    // One who may not take it (duplicates only) is not sent to «Tomar» for a command.
    const weeder = await t.userWith(
      ['opportunities: executive', 'opportunities: section_duplicates'],
      [1],
    );
    // The client already has open car opportunities: this one arrives flagged as a duplicate.
    const duplicate = json(await create({ executive_id: null, source: 2 }));
    expect(duplicate.substatus).toBe(20);
    const discarded = await run(
      duplicate.id,
      'not_apply',
      { reason: reason('invalid_data') },
      weeder,
    );
    expect(discarded.statusCode).toBe(200);
    expect(json(discarded).status).toBe(status('not_applied'));
  });

  it('keeps an executive to theirs: another executive’s opportunity is a 404', async () => {
    const filter = { executive_id: supervisorId };
    const [theirs] = json(await get(list('', filter), admin)) as Row[];
    expect(theirs).toBeTruthy();
    expect((await get(`${URL}/${String(theirs.id)}`, executive)).statusCode).toBe(404);
    expect((await run(theirs.id, 'quote', {}, executive)).statusCode).toBe(404);
    const own = json(await get(list(''), executive)) as Row[];
    expect(own.length).toBeGreaterThan(50);
    const me = await idOf(executive);
    expect(own.every((r) => r.executive_id === me)).toBe(true);
    // The supervisor sees their team's (the executive's) and the pool nobody took yet.
    const team = json(await get(list(''), supervisor)) as Row[];
    const holders = new Set(team.map((r) => r.executive_id));
    expect([...holders].sort()).toEqual([me, supervisorId, null].sort());
  });

  it('shows another organization none of it', async () => {
    const external = await t.userWith(['opportunities: full_access', 'accounts: full_access'], [5]);
    const theirs = json(await get(list(''), external)) as Row[];
    expect(theirs).toHaveLength(4);
    const [ours] = json(await get(list(''), admin)) as Row[];
    expect(theirs.map((r) => r.id)).not.toContain(ours.id);
    expect((await get(`${URL}/${String(ours.id)}`, external)).statusCode).toBe(404);
    expect(totalOf(await get(list('/request'), external))).toBe(0);
  });

  it('expires quoted ones past their quote’s date once a day, audited', async () => {
    const due = json(await create({ expires_at: '2026-11-01' }));
    const valid = json(await create({ expires_at: '2099-12-31' }));
    for (const { id } of [due, valid]) await place(id, 'quoted');
    const { changed } = await expireQuotedOpportunities(
      t.database,
      new Date('2026-11-27T12:00:00Z'),
    );
    expect(changed).toBeGreaterThanOrEqual(1);
    expect(json(await get(`${URL}/${due.id}`, admin)).status).toBe(status('expired'));
    expect(json(await get(`${URL}/${valid.id}`, admin)).status).toBe(status('quoted'));
    const audit = await get(
      `/api/v1/admin/audit?filter=${encodeURIComponent(JSON.stringify({ record_id: due.id }))}`,
      admin,
    );
    expect(audit.body).toContain('Marcar vencida');
  });

  it('opens the request and duplicates lists only to those allowed, each narrowed', async () => {
    expect((await get(list('/request'), executive)).statusCode).toBe(403);
    expect((await get(list('/duplicates'), executive)).statusCode).toBe(403);
    const requests = await get(list('/request'), supervisor);
    expect(requests.statusCode).toBe(200);
    const rows = json(requests) as Row[];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows)
      expect([row.executive_id, row.status, row.substatus]).toEqual([null, status('active'), null]);
    // From the web forms and campaigns only (landing, widget, campaign).
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set([2, 3, 4]));
    const duplicates = json(await get(list('/duplicates'), supervisor)) as Row[];
    expect(duplicates.length).toBeGreaterThanOrEqual(2);
    expect(duplicates.every((r) => r.substatus === 20)).toBe(true);
    // The user's own filters narrow the list further.
    const cars = json(await get(list('/request', { branch_id: 1 }), supervisor)) as Row[];
    expect(cars.every((r) => r.branch_id === 1)).toBe(true);
  });
});
