/**
 * What an endorsement must never do, found by probing issue 32's endorsements: move to another
 * policy when its request is edited; take effect before a change the policy already has (its
 * "as of" would then read an older version than the policy now is); refund more than the
 * policy holds (a negative premium); revive a policy that ended after it was sent (its
 * validity over: the insurer's annulment waits for the endorsement's answer); keep the
 * premium proposed from an expected premium since edited; be opened twice at once on one
 * policy (PostgreSQL: two requests committing together). Each refusal in Spanish, nothing
 * written.
 */
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday } from '../../domain/engine/format';
import { dayBefore } from '../../domain/engine/history';
import { annulmentMotives } from '../../domain/enums/catalogues';
import { contractRequestStatus, contractStatus } from '../../domain/enums/statuses';
import { contract } from '../../domain/entities/contracts';
import { contractMovement } from '../../domain/entities/contractMovements';
import { movementMessages, movementType } from '../../domain/movements/movementKinds';
import { refundMessage } from '../../domain/movements/movementEffects';
import {
  apiCalls,
  answer as json,
  describeApp,
  describeDialects,
  useTestApp,
} from '../test/harness';
import { expireContracts } from '../contracts/contractExpiry';
import { answerEndorsement, askEndorsement, flowCalls, policyInForce } from './movementTesting';

type Row = Record<string, unknown>;
type Headers = Record<string, string>;
const status = (code: string) => optionByCode(contractRequestStatus, code).id;
const today = argentineToday();

describeApp('What an endorsement never does, on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { call, send } = apiCalls(t);
  let subscriber: Headers;

  beforeAll(async () => {
    subscriber = await t().login('suscriptor@demo.test');
  });

  const get = async (url: string) => {
    const response = await call(subscriber, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return json(response) as Row;
  };
  /** A demo policy in force since before yesterday, the `skip`-th such. */
  const policy = async (skip: number) =>
    get(`contract/${String((await policyInForce(t, skip)).id)}`);
  /** Asks, sends and answers an endorsement; its movement as it awaits «Aplicar respuesta». */
  const answered = async (of: Row, totals: Row, motive: Row = {}) => {
    const id = await askEndorsement(t, subscriber, of, 'coverage_change', { motive });
    const asked = await get(`contract_movement/${id}`);
    await send(subscriber, 'POST', `contract_movement/${id}/send`, {
      updated_at: asked.updated_at,
    });
    await answerEndorsement(t, subscriber, id, totals);
    return get(`contract_movement/${id}`);
  };
  const apply = (movement: Row) =>
    call(subscriber, 'POST', `contract_movement/${String(movement.id)}/apply`, {
      updated_at: movement.updated_at,
      notify_client: false,
    });
  const quotasOf = (policyId: unknown) =>
    get(
      `contract/quota?filter=${encodeURIComponent(JSON.stringify({ contract_id: policyId }))}&range=[0,199]`,
    );

  it('keeps a request on its policy: its motive edited to name another is a 422', async () => {
    const [mine, other] = [await policy(0), await policy(1)];
    const id = await askEndorsement(t, subscriber, mine, 'cost_change');
    const draft = await flowCalls(t)(subscriber, 'GET', `movement/${id}`);
    const moved = await call(subscriber, 'POST', `flows/movement/${id}/steps/motive`, {
      values: { ...draft.values.motive, contract_id: other.id },
      version: draft.version,
      base: draft.base,
    });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(json(moved).errors.contract_id).toEqual([movementMessages.otherPolicy]);
    expect((await get(`contract_movement/${id}`)).contract_id).toBe(mine.id);
    // Its own policy named again still moves on.
    const same = await call(subscriber, 'POST', `flows/movement/${id}/steps/motive`, {
      values: draft.values.motive,
      version: draft.version,
      base: draft.base,
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses an endorsement dated before the policy’s last change: "as of" today is the policy now', async () => {
    let skip = 10;
    let of = await policy(skip);
    while (String(of.validity_from) >= dayBefore(today)) of = await policy(++skip);
    const first = await answered(of, {
      net_premium: 100,
      surcharges: 0,
      taxes: 0,
      premium_change: 100,
    });
    expect((await apply(first)).statusCode).toBe(200);
    const draft = await flowCalls(t)(subscriber, 'POST', 'movement', {
      branch_id: Number(of.branch_id),
      step: 'motive',
      values: {},
    });
    const backdated = await call(subscriber, 'POST', `flows/movement/${draft.id}/steps/motive`, {
      values: {
        contract_id: of.id,
        movement_type: movementType('cost_change'),
        effective_date: dayBefore(today),
      },
      version: draft.version,
      base: draft.base,
    });
    expect(backdated.statusCode, backdated.body).toBe(422);
    expect(json(backdated).errors.effective_date).toEqual([
      movementMessages.beforeLastChange.replace(':date', today.split('-').reverse().join('/')),
    ]);
    const now = await get(`contract/${String(of.id)}`);
    const asOf = await get(`contract/${String(of.id)}/as_of?date=${today}`);
    expect((asOf.record as Row).premium).toBe(now.premium);
  });

  it('refuses a refund larger than the policy’s premium, at the answer and at «Aplicar respuesta»', async () => {
    const of = await policy(5);
    const premium = Number(of.premium);
    const id = await askEndorsement(t, subscriber, of, 'coverage_change');
    const asked = await get(`contract_movement/${id}`);
    await send(subscriber, 'POST', `contract_movement/${id}/send`, {
      updated_at: asked.updated_at,
    });
    const draft = await flowCalls(t)(subscriber, 'GET', `contract_response/${id}`);
    const general = await send(subscriber, 'POST', `flows/contract_response/${id}/steps/general`, {
      values: { endorsement_number: 'E-1', issue_date: today },
      version: draft.version,
      base: draft.base,
    });
    const tooMuch = -(premium + 1000);
    const refused = await call(subscriber, 'POST', `flows/contract_response/${id}/steps/totals`, {
      values: { net_premium: tooMuch, surcharges: 0, taxes: 0, premium_change: tooMuch },
      version: general.version,
      base: general.base,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(json(refused).errors.premium_change).toEqual([refundMessage(premium)]);

    // A refund that fit when answered, but not once the policy's premium went down meanwhile.
    const fits = await answered(await policy(6), {
      net_premium: -500,
      surcharges: 0,
      taxes: 0,
      premium_change: -500,
    });
    const policyId = String(fits.contract_id);
    await t()
      .database.db.updateTable(contract.table)
      .set({ premium: 10_000, net_premium: 10_000 }) // cents, as stored
      .where('id', '=', policyId)
      .execute();
    const quotasBefore = await quotasOf(policyId);
    const late = await apply(fits);
    expect(late.statusCode, late.body).toBe(409);
    expect(json(late).message).toBe(refundMessage(100));
    expect(Number((await get(`contract/${policyId}`)).premium)).toBe(100);
    expect(await quotasOf(policyId)).toEqual(quotasBefore);
    expect((await get(`contract_movement/${String(fits.id)}`)).status).toBe(status('pending_cia'));
  });

  it('does not apply an endorsement to a policy ended after it was sent (409), nothing written', async () => {
    const of = await policy(7);
    const movement = await answered(of, {
      net_premium: 100,
      surcharges: 0,
      taxes: 0,
      premium_change: 100,
    });
    // The insurer's annulment waits for the endorsement's answer (insurerAnnulment.test.ts)...
    const fresh = await get(`contract/${String(of.id)}`);
    const annul = await call(subscriber, 'POST', `contract/${String(of.id)}/annul`, {
      updated_at: fresh.updated_at,
      annul_reason: optionByCode(annulmentMotives, 'falta_de_pago').id,
    });
    expect(annul.statusCode, annul.body).toBe(409);
    // ...but its validity may end meanwhile: the daily job moves it out of force.
    await t()
      .database.db.updateTable(contract.table)
      .set({ validity_to: dayBefore(today) })
      .where('id', '=', String(of.id))
      .execute();
    expect(await expireContracts(t().database)).toBeGreaterThanOrEqual(1);
    const ended = await get(`contract/${String(of.id)}`);
    expect(ended.status).toBe(optionByCode(contractStatus, 'not_validity').id);
    const quotasBefore = await quotasOf(of.id);
    const applied = await apply(movement);
    expect(applied.statusCode, applied.body).toBe(409);
    expect(json(applied).message).toBe(movementMessages.ended);
    const after = await get(`contract/${String(of.id)}`);
    expect(after.status).toBe(ended.status);
    expect(after.updated_at).toBe(ended.updated_at);
    expect(await quotasOf(of.id)).toEqual(quotasBefore);
    expect((await get(`contract_movement/${String(movement.id)}`)).status).toBe(
      status('pending_cia'),
    );
  });

  it('proposes the premium again when the request’s expected premium is edited', async () => {
    const of = await policy(8);
    const premium = Number(of.premium);
    const id = await askEndorsement(t, subscriber, of, 'cost_change', {
      totals: { expected_premium: premium },
    });
    expect(Number((await get(`contract_movement/${id}`)).premium_change)).toBe(0);
    const draft = await flowCalls(t)(subscriber, 'GET', `movement/${id}`);
    let step = draft;
    for (const name of ['motive', 'data', 'totals'])
      step = await flowCalls(t)(subscriber, 'POST', `movement/${id}/steps/${name}`, {
        values: name === 'totals' ? { expected_premium: premium + 10_000 } : draft.values[name],
        version: step.version,
        base: step.base,
      });
    const edited = await get(`contract_movement/${id}`);
    expect(Number(edited.premium_change)).toBeGreaterThan(0);
    expect(Number(edited.premium_change)).toBeLessThanOrEqual(10_000);
  });
});

describeDialects('One endorsement open per policy, on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { call } = apiCalls(t);

  it('opens one of three requests committed at once on the same policy; the others are 409s', async () => {
    const subscriber = await t().login('suscriptor@demo.test');
    const of = await policyInForce(t, 0);
    const flow = flowCalls(t);
    const motive = {
      contract_id: of.id,
      movement_type: movementType('cost_change'),
      effective_date: today,
    };
    const drafts = [];
    for (const _ of [1, 2, 3]) {
      let draft = await flow(subscriber, 'POST', 'movement', {
        branch_id: Number(of.branch_id),
        step: 'motive',
        values: motive,
      });
      for (const [step, values] of [
        ['motive', motive],
        ['data', { description: 'Pedido del cliente' }],
      ] as const)
        draft = await flow(subscriber, 'POST', `movement/${draft.id}/steps/${step}`, {
          values,
          version: draft.version,
          base: draft.base,
        });
      drafts.push(draft);
    }
    const answers = await Promise.all(
      drafts.map((draft) =>
        call(subscriber, 'POST', `flows/movement/${draft.id}/steps/totals`, {
          values: {},
          version: draft.version,
          base: draft.base,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const stored = await t()
      .database.db.selectFrom(contractMovement.table)
      .select(['id', 'numeration'])
      .where('contract_id', '=', String(of.id))
      .execute();
    expect(stored.map((row) => Number(row.numeration))).toEqual([1]);
  });
});
