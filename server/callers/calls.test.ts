/**
 * The call queue (issue 13 section 5): opportunities waiting for a call join the queue, those
 * worked meanwhile leave it, "Siguiente llamado" takes the first due call of the executive
 * with the call labor (never the same one twice, never another organization's), and a call
 * back asks for a future time and brings the call back at that time.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callMessages } from '../../domain/calls';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { startTestApp, type TestApp, answer as json, describeDialects } from '../test/harness';
import { takeNextCall } from './nextCall';
import { queueInStep } from './queueInStep';
import { rebuildCallerQueue } from './rebuildQueue';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const status = (code: string) => optionByCode(opportunityStatus, code).id;
const CALLER = ['opportunities: executive', 'opportunities: executive_call'];
const HOUR = 3_600_000;

describeDialects('the call queue on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let caller: Headers;
  let callerId: number;
  let client: Row;
  let minutes = 0;

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: Row) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers, payload });
  const idOf = async (headers: Headers) =>
    Number(json(await inject('GET', 'user/me', headers)).data.id);
  /** An opportunity of the caller's, asked for long ago; each one a minute after the last. */
  async function waiting(extra: Row = {}) {
    minutes += 1;
    const created = await inject('POST', 'opportunity', admin, {
      account_id: client.id,
      branch_id: 1,
      subject: `Llamado ${minutes}`,
      requested_at: new Date(Date.UTC(2026, 0, 5, 12, minutes)).toISOString(),
      executive_id: callerId,
      ...extra,
    });
    expect(created.statusCode, created.body).toBe(201);
    return json(created) as Row;
  }
  const nextCall = async (headers: Headers) => {
    const response = await inject('POST', 'opportunity/next_call', headers);
    expect(response.statusCode, response.body).toBe(200);
    return json(response) as { message: string; data: Row | null };
  };
  const queueRow = (opportunityId: unknown) =>
    t.database.db
      .selectFrom('caller_queue')
      .selectAll()
      .where('opportunity_id', '=', String(opportunityId))
      .executeTakeFirst();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    caller = await t.userWith(CALLER, [1]);
    callerId = await idOf(caller);
    client = json(await inject('GET', 'account?range=[0,0]', admin))[0];
  }, 600_000);
  afterAll(() => t?.close());

  it('takes the caller’s calls oldest first, each once, in call and audited', async () => {
    const later = await waiting();
    const earlier = await waiting({ requested_at: '2026-01-04T12:00:00.000Z' });
    const first = await nextCall(caller);
    expect(first.data).toMatchObject({ id: earlier.id, status: status('in_call') });
    expect(first.message).toBe(callMessages.taken(String(earlier.title)));
    expect((await nextCall(caller)).data).toMatchObject({ id: later.id });
    expect(await nextCall(caller)).toEqual({
      success: true,
      message: callMessages.none,
      data: null,
    });
    expect(await queueRow(earlier.id)).toBeUndefined();
    const audit = await inject(
      'GET',
      `admin/audit?filter=${encodeURIComponent(JSON.stringify({ record_id: earlier.id }))}`,
      admin,
    );
    expect(audit.body).toContain('Siguiente llamado');
  });

  it('leaves the queue in step after a call, and still sees any write made since', async () => {
    const first = await waiting();
    const second = await waiting();
    expect((await nextCall(caller)).data).toMatchObject({ id: first.id });
    // The next call need not read the whole queue again (queueInStep.ts), on either database.
    expect(await queueInStep(t.database, 1)).toBe(true);
    // A request added through the API since: in the queue for the next call.
    const added = await waiting({ requested_at: '2026-01-01T08:00:00.000Z' });
    expect(await queueInStep(t.database, 1)).toBe(false);
    expect((await nextCall(caller)).data).toMatchObject({ id: added.id });
    // Written by no application code: the call just taken waits again (and first in line).
    await t.database.db
      .updateTable('opportunities')
      .set({ status: status('active') })
      .where('id', '=', String(added.id))
      .execute();
    expect((await nextCall(caller)).data).toMatchObject({ id: added.id });
    expect((await nextCall(caller)).data).toMatchObject({ id: second.id });
  });

  it('gives a double click two different calls', async () => {
    const one = await waiting();
    const two = await waiting();
    const [a, b] = await Promise.all([nextCall(caller), nextCall(caller)]);
    expect([a.data?.id, b.data?.id].sort()).toEqual([one.id, two.id].sort());
  });

  it('takes calls in their instants’ order, whatever offset their times were written with', async () => {
    const older = await waiting();
    const newer = await waiting();
    await rebuildCallerQueue(t.database, { organizationId: 1 });
    // The newer call's times, the same instants written at -03:00: as text they sort first.
    const atMinus3 = (value: unknown) =>
      new Date(Date.parse(String(value)) - 3 * HOUR).toISOString().replace('Z', '-03:00');
    const row = (await queueRow(newer.id))!;
    await t.database.db
      .updateTable('caller_queue')
      .set({
        received_at: atMinus3(row.received_at),
        due_at: row.due_at === null ? null : atMinus3(row.due_at),
      })
      .where('id', '=', Number(row.id))
      .execute();
    expect((await nextCall(caller)).data).toMatchObject({ id: older.id });
    expect((await nextCall(caller)).data).toMatchObject({ id: newer.id });
  });

  it('asks a call back for a future time and brings the call back then', async () => {
    const opportunity = await waiting();
    expect((await nextCall(caller)).data).toMatchObject({ id: opportunity.id });
    const current = json(await inject('GET', `opportunity/${String(opportunity.id)}`, caller));
    const recall = (payload: Row) =>
      inject('POST', `opportunity/${String(opportunity.id)}/recall`, caller, {
        updated_at: current.updated_at,
        ...payload,
      });
    const bare = await recall({});
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(json(bare).errors)).toEqual(['next_call_at']);
    const past = await recall({ next_call_at: '2026-01-01T10:00:00.000Z' });
    expect(json(past).errors).toEqual({ next_call_at: [callMessages.future] });
    const at = new Date(Date.now() + HOUR).toISOString();
    const moved = await recall({ next_call_at: at });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(json(moved)).toMatchObject({ status: status('re_call') });
    expect(Date.parse(json(moved).next_call_at)).toBe(Date.parse(at));
    // An edit cannot move the call (to a past time or any other): only the commands do.
    const edited = json(moved);
    const moveByEdit = await inject('PUT', `opportunity/${String(opportunity.id)}`, caller, {
      ...edited,
      next_call_at: '2026-01-01T10:00:00.000Z',
    });
    expect(moveByEdit.statusCode).toBe(422);
    expect(Object.keys(json(moveByEdit).errors)).toEqual(['next_call_at']);
    const kept = await inject('PUT', `opportunity/${String(opportunity.id)}`, caller, {
      ...edited,
      notes: 'Prefiere que lo llamen a la tarde.',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(Date.parse(json(kept).next_call_at)).toBe(Date.parse(at));
    // Not before its time; at its time, taken again.
    expect((await nextCall(caller)).data).toBeNull();
    expect(Date.parse(String((await queueRow(opportunity.id))?.received_at))).toBe(Date.parse(at));
    const ctx = { actorId: callerId, organizationId: 1, organizations: [1], access: undefined };
    const again = await takeNextCall(t.database, ctx, 1, new Date(Date.now() + 2 * HOUR));
    expect(again).toMatchObject({ id: opportunity.id, status: status('in_call') });
  });

  it('lets an opportunity worked meanwhile leave the queue', async () => {
    const opportunity = await waiting();
    const rebuild = () => inject('GET', 'admin/caller_priority/set_stocks_job', admin);
    expect((await rebuild()).statusCode).toBe(200);
    expect(await queueRow(opportunity.id)).toMatchObject({ executive_id: callerId });
    const started = await inject('POST', `opportunity/${String(opportunity.id)}/start`, caller, {});
    expect(started.statusCode, started.body).toBe(200);
    await rebuild();
    expect(await queueRow(opportunity.id)).toBeUndefined();
  });

  /** Rules off: every call nobody holds stays nobody's, for whoever presses first. */
  const rulesOff = () =>
    t.database.db
      .updateTable('caller_priorities')
      .set({ active: dialect === 'postgres' ? (false as never) : (0 as never) })
      .where('organization_id', '=', 1)
      .execute();

  it('is only for the call labor, and never reaches another organization', async () => {
    const operator = await t.login('operador@demo.test');
    expect((await inject('POST', 'opportunity/next_call', operator)).statusCode).toBe(403);
    const nobody = await t.login('sin-permisos@demo.test');
    expect((await inject('POST', 'opportunity/next_call', nobody)).statusCode).toBe(403);
    await rulesOff();
    const ours = await waiting({ executive_id: null });
    // Queued as nobody's: anyone of this organization with the labor could take it.
    expect((await inject('GET', 'admin/caller_priority/set_stocks_job', admin)).statusCode).toBe(
      200,
    );
    expect(await queueRow(ours.id)).toMatchObject({ executive_id: null });
    const external = await t.userWith([...CALLER, 'opportunities: full_access'], [5]);
    for (let i = 0; i < 200; i++) {
      const taken = (await nextCall(external)).data;
      if (!taken) break;
      expect(taken.id).not.toBe(ours.id);
      const row = await t.database.db
        .selectFrom('opportunities')
        .select('organization_id')
        .where('id', '=', String(taken.id))
        .executeTakeFirstOrThrow();
      expect(Number(row.organization_id)).toBe(5);
    }
    expect(await queueRow(ours.id)).toMatchObject({ executive_id: null });
  });

  it('gives two executives pressing at once different calls nobody held, each theirs', async () => {
    await rulesOff();
    await waiting({ executive_id: null });
    await waiting({ executive_id: null });
    const one = await t.userWith(CALLER, [1]);
    const two = await t.userWith(CALLER, [1]);
    const [a, b] = await Promise.all([nextCall(one), nextCall(two)]);
    expect(a.data && b.data).toBeTruthy();
    expect(a.data!.id).not.toBe(b.data!.id);
    for (const [taker, call] of [
      [one, a.data!],
      [two, b.data!],
    ] as const) {
      const stored = json(await inject('GET', `opportunity/${String(call.id)}`, taker));
      expect(stored).toMatchObject({
        status: status('in_call'),
        executive_id: await idOf(taker),
      });
    }
  });
});
