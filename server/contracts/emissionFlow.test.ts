/**
 * The emission wizard through the API (issue 31): who may work a request (its subscriber, not
 * its executive, not a subscriber who has not taken it, nobody of another organization); the
 * client proposed as policyholder and assured; each step's refusals (no policyholder, a card
 * failing Luhn, an unknown BIN, an expired card, a field of another payment type); the card
 * sealed: answered by its last four digits, its mask accepted as "unchanged", and neither the
 * database file nor the audit nor any answer holding its number; a request past pending closed.
 */
import { readFileSync, existsSync } from 'node:fs';
import { REQUIREMENT_STEPS } from './emissionTesting';
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { contractPersonTypes, paymentTypes } from '../../domain/enums/catalogues';
import { emissionMessages } from '../../domain/contracts/emissionFlow';
import { emissionFormMessages } from '../../domain/contracts/emissionForms';
import { paymentMethodMessages } from '../../domain/contracts/paymentMethods';
import { sealedMessages } from '../../domain/engine/sealedValues';
import { paymentNumberMessages } from '../../domain/validators/paymentNumbers';
import { apiCalls, answer as json, describeApp, useTestApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const CARD = '4507 9900 0000 4905';
const CARD_DIGITS = CARD.replaceAll(' ', '');
const card = {
  payment_type: optionByCode(paymentTypes, 'credit_card').id,
  holder: 'MARIA F GIMENEZ',
  card_number: CARD,
  expiration: '08/29',
};
const role = (code: string) => optionByCode(contractPersonTypes, code).id;

describeApp('the emission wizard on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { call, send } = apiCalls(t);
  let executive: Headers;
  let subscriber: Headers;
  let foreignSubscriber: Headers;
  let requestId: string;
  let request: Row;
  const answers: string[] = [];
  const flow = (id = requestId) => `flows/contract_request/${id}`;
  /** Moves on from a step with these values, at the draft's version; the answer. */
  const complete = async (headers: Headers, step: string, values: Row) => {
    const draft = json(await call(headers, 'GET', flow()));
    const response = await call(headers, 'POST', `${flow()}/steps/${step}`, {
      values,
      version: draft.version,
      base: draft.base,
    });
    answers.push(response.body);
    return response;
  };
  const errorsOf = async (step: string, values: Row) => {
    const response = await complete(subscriber, step, values);
    expect(response.statusCode, response.body).toBe(422);
    return json(response).errors as Record<string, string[]>;
  };

  beforeAll(async () => {
    executive = await t().login('ejecutivo@demo.test');
    subscriber = await t().login('suscriptor@demo.test');
    foreignSubscriber = await t().userWith(['contract_requests: subscriber'], [2]);
    const queue = json(await call(subscriber, 'GET', 'contract_request/unassigned')) as Row[];
    expect(queue.length).toBeGreaterThan(1);
    requestId = String(queue[0].id);
    request = queue[0];
  });

  it('is for the subscriber who took the request: not before, not its executive, not outsiders', async () => {
    const before = await call(subscriber, 'GET', flow());
    expect(before.statusCode).toBe(403);
    expect(json(before).message).toBe(emissionMessages.takeFirst);
    await send(subscriber, 'POST', `contract_request/${requestId}/take`, {});
    const executives = await call(executive, 'GET', flow());
    expect([403, 404]).toContain(executives.statusCode);
    if (executives.statusCode === 403)
      expect(json(executives).message).toBe(emissionMessages.notYours);
    expect((await call(foreignSubscriber, 'GET', flow())).statusCode).toBe(404);
    // The wizard only completes requests that exist: nobody starts one as new.
    const started = await call(executive, 'POST', 'flows/contract_request', { branch_id: 1 });
    expect(started.statusCode).toBe(403);
  });

  it('proposes the client as policyholder and assured, and what was quoted as the item', async () => {
    const draft = json(await call(subscriber, 'GET', flow()));
    expect(draft).toMatchObject({ action: 'edit', done: [], step: 'person' });
    const holder = { full_name: request.holder_name, document: request.holder_document };
    expect(draft.values.person.people).toEqual([
      { role: role('policyholder'), ...holder },
      { role: role('assured'), ...holder },
    ]);
    expect(draft.values.object.items).toEqual([
      expect.objectContaining({ description: String(request.title).replace(/^[^·]+ · /, '') }),
    ]);
    // Without a policyholder, or with a document that is no DNI nor CUIT, it does not move on.
    const assuredOnly = [{ role: role('assured'), ...holder }];
    expect((await errorsOf('person', { people: assuredOnly })).people).toEqual([
      emissionFormMessages.roles,
    ]);
    const badDocument = [{ role: role('policyholder'), full_name: 'Ana Paz', document: '20-1' }];
    expect((await errorsOf('person', { people: badDocument }))['people.0.document']).toEqual([
      emissionFormMessages.document,
    ]);
    const people = [...draft.values.person.people, { role: role('beneficiary'), ...holder }];
    expect((await complete(subscriber, 'person', { people })).statusCode).toBe(200);
    const items = draft.values.object.items;
    const moved = json(await complete(subscriber, 'object', { items }));
    // A car has its inspection next: what the subscriber tells operations.
    expect(moved.step).toBe('inspection');
    const inspected = json(
      await complete(subscriber, 'inspection', REQUIREMENT_STEPS.inspection as Row),
    );
    expect(inspected.step).toBe('payment_method');
  });

  it('refuses a bad card, an unknown BIN, an expired one and a field of another payment type', async () => {
    const refusals = {
      luhn: await errorsOf('payment_method', { ...card, card_number: '4507 9900 0000 4906' }),
      bin: await errorsOf('payment_method', { ...card, card_number: '5555 5555 5555 4444' }),
      expired: await errorsOf('payment_method', { ...card, expiration: '10/26' }),
      missing: await errorsOf('payment_method', { payment_type: card.payment_type }),
      other: await errorsOf('payment_method', { ...card, cbu: '2850590940090418135201' }),
    };
    expect(refusals.luhn.card_number).toEqual([paymentNumberMessages.cardCheck]);
    expect(refusals.bin.card_number).toEqual([emissionFormMessages.unknownBin]);
    expect(refusals.expired.expiration).toEqual([paymentNumberMessages.expired]);
    expect(Object.keys(refusals.missing).sort()).toEqual(['card_number', 'expiration', 'holder']);
    expect(refusals.other.cbu).toEqual([paymentMethodMessages.notApplicable('Tarjeta de crédito')]);
  });

  it('keeps the card sealed: its last four digits answered, its mask accepted as unchanged', async () => {
    // Autosaved as typed: kept sealed already, answered masked.
    const draft = json(await call(subscriber, 'GET', flow()));
    const saved = await call(subscriber, 'PUT', flow(), {
      step: 'payment_method',
      values: card,
      version: draft.version,
      base: draft.base,
    });
    answers.push(saved.body);
    expect(json(saved).values.payment_method.card_number).toBe('•••• 4905');
    const stored = await complete(subscriber, 'payment_method', card);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(json(stored)).toMatchObject({
      step: 'detail',
      done: ['person', 'object', 'inspection', 'payment_method'],
    });
    expect(json(stored).values.payment_method.card_number).toBe('•••• 4905');
    // The holder follows the policyholder; the request is audited as any edit.
    const after = json(await call(subscriber, 'GET', `contract_request/${requestId}`));
    expect(after.holder_name).toBe(request.holder_name);
    // Sent back untouched, the mask stands for the stored number and passes its checks again;
    // a mask of another number is refused.
    const again = await complete(subscriber, 'payment_method', {
      ...card,
      card_number: '•••• 4905',
    });
    expect(again.statusCode, again.body).toBe(200);
    const wrong = await errorsOf('payment_method', { ...card, card_number: '•••• 1111' });
    expect(wrong.card_number).toEqual([sealedMessages.retype]);
  });

  it('leaves the card number nowhere: database file, audit, answers', async () => {
    const config = t().config.databaseUrl;
    if (config.startsWith('sqlite:')) {
      const file = config.slice('sqlite:'.length);
      const bytes = [file, `${file}-wal`]
        .filter((path) => existsSync(path))
        .map((path) => readFileSync(path).toString('latin1'))
        .join('');
      expect(bytes).toContain('sealed:v1:');
      expect(bytes).not.toContain(CARD_DIGITS);
      expect(bytes).not.toContain(CARD);
    }
    const audit = await t().database.db.selectFrom('audit_log').select('changes').execute();
    const text = JSON.stringify(audit);
    // The payment step audited, its card only as changed.
    expect(text).toContain('"card_number\\":\\"[oculto]');
    // Completed again with its mask, the card did not change: no change audited.
    expect(text).not.toContain('"card_number\\":{');
    expect(text).not.toContain(CARD_DIGITS);
    expect(text).not.toContain('sealed:v1:');
    for (const body of answers) expect(body).not.toContain(CARD_DIGITS);
  });

  it('closes once the request is no longer pending', async () => {
    await t()
      .database.db.updateTable('contract_requests')
      .set({ status: 203 })
      .where('id', '=', requestId)
      .execute();
    const closed = await call(subscriber, 'GET', flow());
    expect(closed.statusCode).toBe(409);
    expect(json(closed).message).toBe(emissionMessages.notPending);
    // What was typed and not stored may still be discarded.
    expect((await call(subscriber, 'DELETE', flow())).statusCode).toBe(204);
  });
});
