/**
 * «Emitir» through the API (issue 31): refused before the wizard's steps are stored, without
 * the card's security code or with a wrong one, with a code for a payment that takes none; sent,
 * the simulated insurer receives it and issues the policy, which the request then carries, its
 * opportunity emitted and its subscriber told; a second «Emitir», or one on a request annulled
 * meanwhile, a 409 (another organization's subscriber: a 404); the code written nowhere; an insurer whose service is down brings the request back to pending with the
 * service failure and «Emitir» to retry.
 */
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { paymentTypes } from '../../domain/enums/catalogues';
import {
  contractRequestStatus,
  contractRequestSubstatus,
  opportunityStatus,
} from '../../domain/enums/statuses';
import { emissionMessages } from '../../domain/contracts/emissionFlow';
import { emissionTexts } from '../../domain/contracts/insurerEmission';
import { paymentMethodMessages } from '../../domain/contracts/paymentMethods';
import {
  anotherInstance,
  apiCalls,
  answer as json,
  describeApp,
  useTestApp,
} from '../test/harness';
import { contractRequestMessages } from '../../domain/entities/contractRequestMachine';
import { emitMessages } from './emitRequest';
import { completeEmission, passInspection } from './emissionTesting';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const requestIs = (code: string) => optionByCode(contractRequestStatus, code).id;
const CVC = '7351';
const card = {
  payment_type: optionByCode(paymentTypes, 'credit_card').id,
  holder: 'MARIANA GIMENEZ',
  card_number: '4507 9900 0000 4905',
  expiration: '08/31',
};

describeApp('«Emitir» on %s', (dialect) => {
  const t = useTestApp(dialect, { QUOTE_LATENCY_SCALE: '0' });
  const { call, send } = apiCalls(t);
  let subscriber: Headers;
  let queue: Row[];

  /** The request as the subscriber reads it, once its status is one of `codes`. */
  const settled = async (id: string, codes: string[]) => {
    for (let tries = 0; tries < 100; tries++) {
      const request = json(await call(subscriber, 'GET', `contract_request/${id}`));
      if (codes.map(requestIs).includes(Number(request.status))) return request as Row;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`request ${id} never reached ${codes.join(', ')}`);
  };
  const take = (id: string) => send(subscriber, 'POST', `contract_request/${id}/take`, {});
  /** Completes the request's wizard steps with `payment`; operations passed its inspection. */
  const prepare = async (id: string, payment: Row) => {
    await completeEmission(t, subscriber, id, payment);
    await passInspection(t, id);
  };
  const emit = (id: string, body: Row = {}) =>
    call(subscriber, 'POST', `contract_request/${id}/emit`, body);

  beforeAll(async () => {
    subscriber = await t().login('suscriptor@demo.test');
    queue = json(await call(subscriber, 'GET', 'contract_request/unassigned')) as Row[];
    expect(queue.length).toBeGreaterThan(1);
  });

  it('sends a request with its steps and the card code, and the insurer issues its policy', async () => {
    const id = String(queue[0].id);
    await take(id);
    const early = await emit(id, { cvc: CVC });
    expect(early.statusCode).toBe(422);
    expect(json(early).errors.status).toEqual([emissionMessages.stepsMissing]);
    await prepare(id, card);
    const noCode = await emit(id);
    expect(json(noCode).errors.cvc).toEqual([paymentMethodMessages.cvc]);
    expect(json(await emit(id, { cvc: '12' })).errors.cvc).toEqual([paymentMethodMessages.cvc]);
    const sent = await emit(id, { cvc: CVC });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(json(sent).status).toBe(requestIs('pending_emit'));
    const issued = await settled(id, [
      'emitted',
      'emitted_pending_billing',
      'processed',
      'pending_sac',
    ]);
    if (Number(issued.status) !== requestIs('pending_sac')) {
      expect(String(issued.policy_number)).toMatch(/^\d{3}-\d{2}-\d{7}$/);
      expect(issued.emitted_at).toBeTruthy();
      const stored = await t()
        .database.db.selectFrom('opportunities')
        .select('status')
        .where('id', '=', String(issued.opportunity_id))
        .executeTakeFirstOrThrow();
      expect(Number(stored.status)).toBe(optionByCode(opportunityStatus, 'emitted').id);
    }
    // Told to its subscriber; sent once: a second «Emitir» is a conflict, also from a page read
    // before the insurer answered (its old `updated_at`): not a stale page, a request sent.
    const notices = await t()
      .database.db.selectFrom('notifications')
      .select(['title', 'text'])
      .execute();
    expect(JSON.stringify(notices)).toContain(String(queue[0].title));
    const again = await emit(id, { cvc: CVC });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(contractRequestMessages.notPending);
    const late = await emit(id, { cvc: CVC, updated_at: json(sent).updated_at });
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe(contractRequestMessages.notPending);
    // The security code is written nowhere: not the audit, not the request.
    const audit = await t().database.db.selectFrom('audit_log').select('changes').execute();
    expect(JSON.stringify(audit)).not.toContain(CVC);
    expect(JSON.stringify(issued)).not.toContain(CVC);
  });

  it('records what the subscription desk decided, and sweeps what a restart left with the insurer', async () => {
    // The queue's next ones, taken, then the subscriber's own pending ones.
    const free = queue.slice(2).map((row) => String(row.id));
    const mine = (json(await call(subscriber, 'GET', 'contract_request/mine')) as Row[])
      .filter((row) => row.status === requestIs('pending'))
      .map((row) => String(row.id));
    const [sac, received, unsent] = [...free, ...mine].slice(0, 3);
    expect(unsent).toBeDefined();
    for (const id of [sac, received, unsent]) {
      if (free.includes(id)) await take(id);
      await prepare(id, { payment_type: optionByCode(paymentTypes, 'pago_facil').id });
    }
    // Insurer 6 sends sums above 60 million to its subscription desk.
    const db = t().database.db;
    await db
      .updateTable('contract_requests')
      .set({ company_id: 6, sum_insured: 70_000_000 })
      .where('id', '=', sac)
      .execute();
    expect((await emit(sac)).statusCode).toBe(200);
    const desk = await settled(sac, ['pending_sac']);
    expect(desk.insurer_message).toBe(emissionTexts.sac);
    const record = `contract_request/${sac}/record_emission`;
    const missing = await call(subscriber, 'POST', record, { updated_at: desk.updated_at });
    expect(json(missing).errors.policy_number).toHaveLength(1);
    const recorded = await send(subscriber, 'POST', record, {
      updated_at: desk.updated_at,
      policy_number: '06-0003344',
    });
    expect(recorded).toMatchObject({ status: requestIs('emitted'), policy_number: '06-0003344' });
    expect(recorded.emitted_at).toBeTruthy();
    // Its policy, with the number the desk gave.
    const policy = json(await call(subscriber, 'GET', `contract/${String(recorded.contract_id)}`));
    expect(policy).toMatchObject({ number: '06-0003344', account_id: desk.account_id });
    const opportunity = await db
      .selectFrom('opportunities')
      .select('status')
      .where('id', '=', String(desk.opportunity_id))
      .executeTakeFirstOrThrow();
    expect(Number(opportunity.status)).toBe(optionByCode(opportunityStatus, 'emitted').id);
    // A restart left one request received by its insurer and one never sent, minutes ago: the
    // next instance to start asks the insurer about the first and hands the second back.
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await db
      .updateTable('contract_requests')
      .set({ status: requestIs('pending_cia'), updated_at: old })
      .where('id', '=', received)
      .execute();
    await db
      .updateTable('contract_requests')
      .set({ status: requestIs('pending_emit'), updated_at: old })
      .where('id', '=', unsent)
      .execute();
    const next = await anotherInstance(t(), { QUOTE_LATENCY_SCALE: '0' });
    try {
      const answered = await settled(received, ['emitted', 'emitted_pending_billing', 'processed']);
      expect(answered.policy_number).toBeTruthy();
      const back = await settled(unsent, ['pending']);
      expect(back).toMatchObject({
        substatus: optionByCode(contractRequestSubstatus, 'service_fail').id,
        insurer_message: emissionTexts.interrupted,
      });
    } finally {
      await next.close();
    }
  });

  it("refuses a code for a payment without card, and retries after the insurer's service failed", async () => {
    const id = String(queue[1].id);
    await take(id);
    await prepare(id, { payment_type: optionByCode(paymentTypes, 'pago_facil').id });
    const withCode = await emit(id, { cvc: CVC });
    expect(json(withCode).errors.cvc).toEqual([emitMessages.cvcNotApplicable]);
    // Insurer 12's simulated service is down.
    await t()
      .database.db.updateTable('contract_requests')
      .set({ company_id: 12 })
      .where('id', '=', id)
      .execute();
    expect((await emit(id)).statusCode).toBe(200);
    const failed = await settled(id, ['pending']);
    expect(failed.substatus).toBe(optionByCode(contractRequestSubstatus, 'service_fail').id);
    expect(failed.insurer_message).toBe(emissionTexts.down);
    // Back to pending: «Emitir» again is the retry.
    await t()
      .database.db.updateTable('contract_requests')
      .set({ company_id: 2 })
      .where('id', '=', id)
      .execute();
    expect((await emit(id)).statusCode).toBe(200);
    const issued = await settled(id, ['emitted']);
    expect(issued.substatus).toBeNull();
    expect(issued.insurer_message).toBe(emissionTexts.emitted(String(issued.policy_number)));
  });

  it('answers a conflict to «Emitir» on a request annulled meanwhile, and hides it from another organization', async () => {
    // One of the subscriber's still pending, with its steps stored.
    const mine = (json(await call(subscriber, 'GET', 'contract_request/mine')) as Row[]).filter(
      (row) => row.status === requestIs('pending'),
    );
    expect(mine.length).toBeGreaterThan(0);
    const id = String(mine[0].id);
    await prepare(id, { payment_type: optionByCode(paymentTypes, 'pago_facil').id });
    const pending = await settled(id, ['pending']);
    const path = `contract_request/${id}/withdraw`;
    await send(subscriber, 'POST', path, { updated_at: pending.updated_at, reason: 1 });
    const annulled = await emit(id);
    expect(annulled.statusCode).toBe(409);
    expect(json(annulled).message).toBe(contractRequestMessages.notPending);
    expect((await settled(id, ['rejected'])).status).toBe(requestIs('rejected'));
    // A subscriber of another organization does not find it at all.
    const foreign = await t().userWith(['contract_requests: subscriber'], [2]);
    expect((await call(foreign, 'POST', `contract_request/${id}/emit`, {})).statusCode).toBe(404);
  });
});
