/**
 * A status machine's commands in fixtures mode (fixtures/server/commands.ts): the server's own
 * refusals (wrong status, missing or unknown reason, stale version) and a lead's conversion
 * into a client of the collection, or a link to the one with its CUIT.
 */
import { describe, expect, it } from 'vitest';
import { account, interaction, lead, task } from '../../domain/entities';
import { leadStatuses } from '../../domain/enums';
import { optionByCode } from '../../domain/engine/defineEnum';
import { statusMessages, transitionOf } from '../../domain/engine/statusMachine';
import { collectionOf } from '../../fixtures/server/collections';
import { runFixtureCommand } from '../../fixtures/server/commands';
import { deleteRow, updateRow, WriteProblem } from '../../fixtures/server/writes';

type Row = Record<string, unknown>;
const status = (code: string) => optionByCode(leadStatuses, code).id;

function store(leads: Row[], clients: Row[] = [], tasks: Row[] = [], interactions: Row[] = []) {
  const collections: Record<string, Row[]> = {
    [collectionOf(lead)]: leads,
    [collectionOf(account)]: clients,
    [collectionOf(task)]: tasks,
    [collectionOf(interaction)]: interactions,
  };
  return (name: string) => collections[name] ?? [];
}

const newLead = (over: Row = {}): Row => ({
  id: 'l-1',
  person_type: 14,
  business_name: 'Fletes S.A.',
  cuit: '30-71456789-2',
  phone: '0341 422-1234',
  status: status('new'),
  discard_reason: null,
  account_id: null,
  updated_at: '2026-01-05T12:00:00.000Z',
  ...over,
});

const run = (read: ReturnType<typeof store>, command: string, body: Row = {}) =>
  runFixtureCommand(read, lead, transitionOf(lead, command)!, 'l-1', body);

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof WriteProblem) return { status: error.status, errors: error.errors };
    throw error;
  }
  throw new Error('not refused');
};

describe('a lead’s tasks and interactions in fixtures mode', () => {
  it('interactions follow it into the client it becomes, as the server moves them', () => {
    const calls = [
      { id: 1, subject: 'Primer contacto', lead_id: 'l-1', account_id: null },
      { id: 2, subject: 'Referencia', lead_id: 'l-1', account_id: 'c-9' },
      { id: 3, subject: 'Otro lead', lead_id: 'l-2', account_id: null },
    ];
    const read = store([newLead({ cuit: null })], [], [], calls);
    const moved = run(read, 'convert');
    expect(calls.map((c) => c.account_id)).toEqual([moved.account_id, 'c-9', null]);
    expect(moved.account_id).toBeTruthy();
  });

  it('tasks follow it into the client it becomes, unless they cite a client already', () => {
    const tasks = [
      { id: 1, title: 'Cotizar', lead_id: 'l-1', account_id: null },
      { id: 2, title: 'Referencias', lead_id: 'l-1', account_id: 'c-9' },
      { id: 3, title: 'Otro lead', lead_id: 'l-2', account_id: null },
    ];
    const read = store([newLead()], [{ id: 'c-1', cuit: '30-71456789-2' }], tasks);
    run(read, 'convert');
    expect(tasks.map((t) => t.account_id)).toEqual(['c-1', 'c-9', null]);
  });
});

describe('commands in fixtures mode', () => {
  it('refuses as the server does: wrong status, no reason, unknown reason, stale version', () => {
    const read = store([newLead({ status: status('contacted') })]);
    expect(refusal(() => run(read, 'contact')).status).toBe(422);
    expect(refusal(() => run(read, 'discard', { reason: '' })).errors).toEqual({
      reason: [statusMessages.reasonRequired],
    });
    expect(refusal(() => run(read, 'discard', { reason: 999 })).status).toBe(422);
    expect(refusal(() => run(read, 'qualify', { updated_at: '2020-01-01T00:00:00Z' })).status).toBe(
      409,
    );
    expect(run(read, 'discard', { reason: 3 })).toMatchObject({
      status: status('discarded'),
      discard_reason: 3,
    });
    expect(run(read, 'reopen')).toMatchObject({ status: status('new'), discard_reason: null });
  });

  it('converts a lead into a new client, or links the client with its CUIT', () => {
    const clients: Row[] = [];
    const read = store([newLead()], clients);
    const converted = run(read, 'convert');
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({ business_name: 'Fletes S.A.', cuit: '30-71456789-2' });
    expect(converted).toMatchObject({ status: status('converted'), account_id: clients[0].id });
    const known = [{ id: 'c-9', cuit: '30-71456789-2' }];
    const again = store([newLead()], known);
    expect(run(again, 'convert')).toMatchObject({ account_id: 'c-9' });
    expect(known).toHaveLength(1);
  });

  it('keeps a converted lead from edits and deletion, as the server does', () => {
    const leads = [newLead()];
    run(store(leads), 'convert');
    const edit = () => updateRow(lead, leads, 'l-1', { notes: 'Después de convertir' });
    expect(refusal(edit)).toEqual({ status: 403, errors: undefined });
    expect(refusal(() => deleteRow(lead, leads, 'l-1')).status).toBe(403);
    expect(leads[0].notes).toBeUndefined();
  });
});
