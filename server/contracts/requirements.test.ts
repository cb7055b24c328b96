/**
 * What operations reviews before a request is emitted (issue 31): an inspection is sent to
 * review only with every view of the vehicle among its photos; an operator approves it, asks
 * for other photos (with the reason) or rejects it, and nobody else may; an ART request waits
 * for its no-objection letter, approved; neither an operator of another organization nor an
 * executive of another client sees any of it, by the record, the list or the tab.
 */
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { branches } from '../../domain/enums/branches';
import {
  inspectionReviewReasons,
  inspectionViews,
  letterRejectReasons,
} from '../../domain/enums/contracts';
import { attachmentKinds } from '../../domain/enums/files';
import { inspectionStatus, noObjectionLetterStatus } from '../../domain/enums/statuses';
import { OPERATOR, SUBSCRIBER } from '../../domain/labors';
import { bannerPng, simplePdf } from '../../fixtures/files';
import { multipart } from '../imports/testing';
import { up as upgrade } from '../db/migrations/2026_11_30_0006_inspections_and_letters';
import { opportunityCloseReasons } from '../../domain/enums/opportunities';
import { requirementRefusals } from './requirementHooks';
import { apiCalls, answer as json, describeApp, useTestApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const inspectionIs = (code: string) => optionByCode(inspectionStatus, code).id;
const letterIs = (code: string) => optionByCode(noObjectionLetterStatus, code).id;
const view = (code: string) => optionByCode(inspectionViews, code).id;
const VIEWS = ['front', 'back', 'left', 'right', 'odometer', 'chassis'];

describeApp('inspections and ART letters on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { call, send } = apiCalls(t);
  let subscriber: Headers;
  let operator: Headers;

  const upload = async (headers: Headers, entity: string, name: string, content: Buffer) => {
    const body = multipart({ entity, field: 'file' }, { name, content });
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/admin/media/upload',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return Number(json(response).id);
  };
  const photo = async (inspectionId: unknown, code: string) =>
    send(subscriber, 'POST', 'inspection/photo', {
      inspection_id: inspectionId,
      title: code,
      kind: view(code),
      file: await upload(
        subscriber,
        'inspection/photo',
        `${code}.png`,
        bannerPng(12, 9, [1, 2, 3], [9, 9, 9]),
      ),
    });
  const move = (headers: Headers, record: Row, command: string, body: Row = {}) =>
    call(headers, 'POST', `${record.path}/${String(record.id)}/${command}`, {
      updated_at: record.updated_at,
      ...body,
    });

  beforeAll(async () => {
    subscriber = await t().login('suscriptor@demo.test');
    operator = await t().login('operador@demo.test');
  });

  it('sends an inspection to review with every view, and only operations approves it', async () => {
    const waiting = json(
      await call(
        subscriber,
        'GET',
        `inspection?filter=${encodeURIComponent(JSON.stringify({ status: inspectionIs('without_picture') }))}`,
      ),
    ) as Row[];
    const car = waiting.find((row) => row.branch_id === optionByCode(branches, 'car').id);
    expect(car).toBeDefined();
    const record = { ...car!, path: 'inspection' };
    const early = await move(subscriber, record, 'send_to_review');
    expect(early.statusCode).toBe(422);
    expect(json(early).errors.status[0]).toMatch(/Faltan fotos de: Frente, .*Número de chasis/);
    for (const code of VIEWS.slice(0, 5)) await photo(car!.id, code);
    const oneShort = await move(subscriber, record, 'send_to_review');
    expect(json(oneShort).errors.status[0]).toMatch(/Faltan fotos de: Número de chasis\./);
    await photo(car!.id, 'chassis');
    const sent = json(await move(subscriber, record, 'send_to_review'));
    expect(sent.status).toBe(inspectionIs('operations_review'));

    // Operations lists it to review; the subscriber may not approve; an operator of another
    // organization and another executive see nothing of it.
    const toReview = json(await call(operator, 'GET', 'inspection/to_review')) as Row[];
    expect(toReview.map((row) => row.id)).toContain(car!.id);
    const again = { ...sent, path: 'inspection' };
    expect((await move(subscriber, again, 'approve')).statusCode).toBe(403);
    const foreign = await t().userWith([OPERATOR], [2]);
    const stranger = await t().userWith(['contract_requests: executive'], [1]);
    for (const outsider of [foreign, stranger]) {
      expect((await call(outsider, 'GET', `inspection/${String(car!.id)}`)).statusCode).toBe(404);
      // Not theirs to see (404), or not theirs to approve anything (403).
      expect((await move(outsider, again, 'approve')).statusCode).toBe(
        outsider === foreign ? 404 : 403,
      );
      const photos = await call(
        outsider,
        'GET',
        `inspection/photo?filter=${encodeURIComponent(JSON.stringify({ inspection_id: car!.id }))}`,
      );
      expect(photos.statusCode === 403 || (json(photos) as Row[]).length === 0).toBe(true);
    }
    // Other photos asked for, with «Otro motivo» in the operator's own words.
    const other = optionByCode(inspectionReviewReasons, 'other').id;
    const noWords = await move(operator, again, 'ask_pictures', { reason: other });
    expect(noWords.statusCode).toBe(422);
    const asked = json(
      await move(operator, again, 'ask_pictures', {
        reason: other,
        reason_note: 'El frente está movido',
      }),
    );
    expect(asked).toMatchObject({
      status: inspectionIs('with_wrong_pictures'),
      review_note: 'El frente está movido',
    });
    const resent = json(await move(subscriber, { ...asked, path: 'inspection' }, 'send_to_review'));
    expect(resent).toMatchObject({
      status: inspectionIs('operations_review'),
      review_reason: null,
    });
    const approved = json(await move(operator, { ...resent, path: 'inspection' }, 'approve'));
    expect(approved.status).toBe(inspectionIs('approved'));
  });

  it('keeps an ART request from the insurer until operations approves its letter', async () => {
    const art = optionByCode(branches, 'art').id;
    const supervisor = await t().userWith(
      ['contract_requests: subscriber_supervisor', SUBSCRIBER],
      [1],
    );
    const requests = json(
      await call(
        supervisor,
        'GET',
        `contract_request?filter=${encodeURIComponent(JSON.stringify({ branch_id: art, status: 201 }))}`,
      ),
    ) as Row[];
    expect(requests.length).toBeGreaterThan(0);
    const request = requests[0];
    const pdf = await upload(supervisor, 'no_objection_letter', 'carta.pdf', simplePdf('Carta'));
    const letter = await send(supervisor, 'POST', 'no_objection_letter', {
      contract_request_id: request.id,
      title: 'Carta de no objeción',
      kind: optionByCode(attachmentKinds, 'letter').id,
      file: pdf,
    });
    expect(letter.status).toBe(letterIs('pending'));
    // The product's rule, as «Emitir» reads it (its steps aside): the letter is pending.
    const { requirementsBlock } = await import('./requirements');
    const block = () => requirementsBlock(t().database, { id: request.id, branch_id: art });
    expect(await block()).toMatch(/carta de no objeción/);
    const record = { ...letter, path: 'no_objection_letter' };
    expect((await move(supervisor, record, 'approve')).statusCode).toBe(403);
    const foreign = await t().userWith([OPERATOR], [2]);
    expect((await move(foreign, record, 'approve')).statusCode).toBe(404);
    const debt = optionByCode(letterRejectReasons, 'debt').id;
    const rejected = json(await move(operator, record, 'reject', { reason: debt }));
    expect(rejected).toMatchObject({ status: letterIs('rejected'), reject_reason: debt });
    expect(await block()).toMatch(/carta de no objeción/);
    const second = await send(supervisor, 'POST', 'no_objection_letter', {
      contract_request_id: request.id,
      title: 'Carta de no objeción (sin deuda)',
      kind: optionByCode(attachmentKinds, 'letter').id,
      file: await upload(supervisor, 'no_objection_letter', 'carta2.pdf', simplePdf('Carta 2')),
    });
    await move(operator, { ...second, path: 'no_objection_letter' }, 'approve');
    expect(await block()).toBeNull();
  });
  it('keeps what operations reviewed as reviewed, and closes it with a withdrawn request', async () => {
    const db = t().database.db;
    // The demo's inspection in operations' hands: its photos no longer change.
    const review = (await db
      .selectFrom('inspections')
      .select(['id', 'contract_request_id'])
      .where('status', '=', inspectionIs('operations_review'))
      .executeTakeFirstOrThrow()) as Row;
    const photo = (await db
      .selectFrom('inspection_photos')
      .select('id')
      .where('inspection_id', '=', Number(review.id))
      .executeTakeFirstOrThrow()) as Row;
    const supervisor = await t().userWith(
      ['contract_requests: subscriber_supervisor', SUBSCRIBER],
      [1],
    );
    const removed = await call(supervisor, 'DELETE', `inspection/photo/${String(photo.id)}`);
    expect(removed.statusCode).toBe(409);
    expect(json(removed).message).toBe(requirementRefusals.photosClosed);
    // A letter only for ART.
    const pdf = await upload(supervisor, 'no_objection_letter', 'carta.pdf', simplePdf('Carta'));
    const onCar = await call(supervisor, 'POST', 'no_objection_letter', {
      contract_request_id: review.contract_request_id,
      title: 'Carta',
      kind: optionByCode(attachmentKinds, 'letter').id,
      file: pdf,
    });
    expect(json(onCar).errors.contract_request_id).toEqual([requirementRefusals.letterNotArt]);
    // Withdrawn, the request leaves nothing in operations' list.
    const request = json(
      await call(supervisor, 'GET', `contract_request/${String(review.contract_request_id)}`),
    );
    const reason = optionByCode(opportunityCloseReasons, 'price').id;
    const withdrawn = await call(
      supervisor,
      'POST',
      `contract_request/${String(request.id)}/withdraw`,
      {
        updated_at: request.updated_at,
        reason,
      },
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const toReview = json(await call(operator, 'GET', 'inspection/to_review')) as Row[];
    expect(toReview.map((row) => row.id)).not.toContain(review.id);
    const closed = json(await call(operator, 'GET', `inspection/${String(review.id)}`));
    expect(closed).toMatchObject({
      status: inspectionIs('rejected'),
      review_note: 'Solicitud anulada',
    });
  });

  it('opens, on upgrade, the inspection of a request already waiting without one', async () => {
    const db = t().database.db;
    const waiting = (await db
      .selectFrom('inspections')
      .innerJoin('contract_requests', 'contract_requests.id', 'inspections.contract_request_id')
      .select(['inspections.id as id', 'contract_requests.id as request_id'])
      .where('contract_requests.status', '=', 201)
      .where('inspections.status', '=', inspectionIs('without_picture'))
      .executeTakeFirstOrThrow()) as Row;
    await db.deleteFrom('inspections').where('id', '=', Number(waiting.id)).execute();
    await upgrade(db as never, dialect);
    const opened = await db
      .selectFrom('inspections')
      .select('status')
      .where('contract_request_id', '=', String(waiting.request_id))
      .execute();
    expect(opened.map((row) => Number(row.status))).toEqual([inspectionIs('without_picture')]);
  });
});
