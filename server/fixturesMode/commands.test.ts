/**
 * A status machine's commands in fixtures mode (fixtures/server/recordRoutes.ts): the server's own
 * refusals (wrong status, missing or unknown reason, stale version) and the declared change. A
 * lead's conversion into a client is a canned answer (cannedAnswers.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { account } from '../../domain/entities/clients';
import { interaction, task } from '../../domain/entities/clientActivity';
import { lead } from '../../domain/entities/leads';
import { leadStatuses } from '../../domain/enums/clients';
import { optionByCode } from '../../domain/engine/defineEnum';
import { statusMessages, transitionOf } from '../../domain/engine/statusMachine';
import { collectionOf } from '../../fixtures/server/collections';
import { plannedCommand } from '../../fixtures/server/recordRoutes';
import { deleteRow, updateRow } from '../../fixtures/server/writes';
import { HttpProblem } from '../../server/http/problems';

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
  plannedCommand(lead, transitionOf(lead, command)!, read(collectionOf(lead))[0], body)();

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof HttpProblem) return { status: error.status, errors: error.errors };
    throw error;
  }
  throw new Error('not refused');
};

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

  it('keeps a converted lead from edits and deletion, as the server does', async () => {
    const leads = [newLead()];
    const read = store(leads);
    run(read, 'convert');
    const edit = updateRow(read, lead, leads[0], { notes: 'Después de convertir' });
    await expect(edit).rejects.toMatchObject({ status: 403, errors: undefined });
    expect(refusal(() => deleteRow(read, lead, leads[0])).status).toBe(403);
    expect(leads[0].notes).toBeUndefined();
  });
});
