/**
 * «Registrar anulación de la compañía» in fixtures mode, with no fixtures code of its own: the
 * declared change (annulled, with its motive) and the endorsement the server records, a canned
 * answer's row (fixtures/cannedAnswers.json) on the policy's «Endosos» tab, numbered after the
 * demo policy's own; refused as the server refuses it: the command's input checked (422), an
 * endorsement of the policy still open (409, the transition's `refusedWhile`), nothing changed.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday } from '../../domain/engine/format';
import { annulmentMotives } from '../../domain/enums/catalogues';
import { contractRequestStatus, contractStatus } from '../../domain/enums/statuses';
import {
  openEndorsementRefusal,
  openEndorsementsOf,
} from '../../domain/movements/insurerAnnulment';
import { movementType } from '../../domain/movements/movementKinds';
import { fixturesData, startFixturesServer } from './fixturesServer';

type Row = Record<string, unknown>;
const FALTA_DE_PAGO = optionByCode(annulmentMotives, 'falta_de_pago').id;
const contractIs = (code: string) => optionByCode(contractStatus, code).id;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: Awaited<ReturnType<typeof startFixturesServer>>;
beforeAll(async () => {
  server = await startFixturesServer();
});
afterAll(() => server.close());

const movementsOf = async (policy: Row) =>
  (await server.call(`contract_movement?contract_id=${String(policy.id)}`)).json as Row[];
const annul = (policy: Row, body: Row) =>
  server.call(`contract/${String(policy.id)}/annul`, {
    body: {
      updated_at: policy.updated_at,
      effective_date: null,
      endorsement_number: null,
      ...body,
    },
  });
/** Demo policies in force with no endorsement. */
const unendorsed = () => {
  const { contracts, contract_movements: movements } = fixturesData();
  const endorsed = new Set(movements.map((m) => String(m.contract_id)));
  return contracts.filter(
    (c) => c.status === contractIs('validity') && !endorsed.has(String(c.id)),
  );
};

it('annuls a policy and lists its annulment endorsement, from today or the date given', async () => {
  const [first, second] = unendorsed();
  const annulled = await annul(first, { annul_reason: FALTA_DE_PAGO, endorsement_number: 'AN-7' });
  expect(annulled.status, JSON.stringify(annulled.json)).toBe(200);
  expect(annulled.json).toMatchObject({
    status: contractIs('anulled'),
    annul_reason: FALTA_DE_PAGO,
  });
  const [movement, ...others] = await movementsOf(first);
  expect(others).toEqual([]);
  expect(movement).toMatchObject({
    numeration: 1,
    movement_type: movementType('annulment'),
    annulment_motive: FALTA_DE_PAGO,
    effective_date: argentineToday(),
    status: optionByCode(contractRequestStatus, 'emitted').id,
    endorsement_number: 'AN-7',
    premium_before: first.premium,
  });
  expect(String(movement.id)).toMatch(UUID);
  expect((await server.call(`contract_movement/${String(movement.id)}`)).status).toBe(200);

  expect(
    (await annul(second, { annul_reason: FALTA_DE_PAGO, effective_date: '2026-03-01' })).status,
  ).toBe(200);
  const [dated] = await movementsOf(second);
  expect(dated).toMatchObject({ effective_date: '2026-03-01', endorsement_number: null });
  expect(dated.id).not.toBe(movement.id);
});

it('numbers it after the policy’s answered endorsement', async () => {
  // 171-17-4888473: in force, adjusted by a cost change applied (canned answer 59).
  const answered = fixturesData().contracts.find((c) => String(c.id).endsWith('000000000b96'))!;
  expect(answered.status).toBe(contractIs('emitted_with_adjustment'));
  expect((await annul(answered, { annul_reason: FALTA_DE_PAGO })).status).toBe(200);
  const numbers = (await movementsOf(answered)).map((m) => m.numeration).sort();
  expect(numbers).toEqual([1, 2]);
});

it('refuses what the server refuses, changing nothing', async () => {
  const [, , policy] = unendorsed();
  const missing = await annul(policy, {});
  expect(missing.status).toBe(422);
  expect(Object.keys(missing.json.errors as Row)).toEqual(['annul_reason']);

  // An endorsement still waiting for the insurer: answered or withdrawn first.
  const movements = fixturesData().contract_movements;
  const { status: waitingStatuses } = openEndorsementsOf(null);
  const open = movements.filter((m) => waitingStatuses.includes(Number(m.status)));
  expect(open.length).toBeGreaterThan(0);
  for (const waiting of open) {
    const of = fixturesData().contracts.find((c) => c.id === waiting.contract_id)!;
    const refused = await annul(of, { annul_reason: FALTA_DE_PAGO });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(openEndorsementRefusal([waiting]));
    expect(refused.json.message).toMatch(/antes de registrar la anulación/);
    expect((await movementsOf(of)).length).toBe(1);
    // The page reads it by the same filter, as ra-data-json-server sends a list of values.
    const statuses = waitingStatuses.map((id) => `status=${id}`).join('&');
    const read = await server.call(`contract_movement?contract_id=${String(of.id)}&${statuses}`);
    expect(read.json.map((m) => m.id)).toEqual([waiting.id]);
    expect((await server.call(`contract/${String(of.id)}`)).json.status).toBe(of.status);
  }
  expect((await movementsOf(policy)).length).toBe(0);
  expect((await server.call(`contract/${String(policy.id)}`)).json.status).toBe(
    contractIs('validity'),
  );
});
