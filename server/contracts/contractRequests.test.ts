/**
 * Contract requests through the API (issue 31): «Confirmar para emisión» opens the request of
 * the accepted quote; the subscribers' queue («Sin asignar», «Tomar», «Mis solicitudes») with a
 * second taker hearing it was taken; the record scope of two labors (the executive's own, the
 * subscriber's own and the pool, the supervisor's all) against another executive and another
 * organization; «Reasignar» and its refusals; the confirmations that cannot open a request.
 */
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { auditActions } from '../../domain/entities/audit';
import { opportunityCloseReasons } from '../../domain/enums/opportunities';
import { interpolate } from '../../domain/engine/messages';
import { statusMessages } from '../../domain/engine/statusMachine';
import { contractRequestStatus, opportunityStatus } from '../../domain/enums/statuses';
import { contractRequestMessages } from '../../domain/entities/contractRequestMachine';
import { opportunity } from '../../domain/entities/opportunities';
import { quote } from '../../domain/entities/quotes';
import { apiCalls, answer as json, describeApp, useTestApp } from '../test/harness';
import { openContractRequestMessages } from './openContractRequest';
import { queueNoticeTexts } from './queueNotice';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const SUBSCRIBER = 'contract_requests: subscriber';
const opportunityIs = (code: string) => optionByCode(opportunityStatus, code).id;
const requestIs = (code: string) => optionByCode(contractRequestStatus, code).id;

describeApp('contract requests on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { call, send, refused } = apiCalls(t);
  let executive: Headers;
  let subscriber: Headers;
  let otherSubscriber: Headers;
  let foreignSubscriber: Headers;
  let otherExecutive: Headers;
  let supervisor: Headers;
  let executiveId: number;
  let subscriberId: number;
  let otherSubscriberId: number;
  let foreignSubscriberId: number;

  const idOf = async (headers: Headers) =>
    Number(json(await call(headers, 'GET', 'user/me')).data.id);
  const ids = async (headers: Headers, path: string) => {
    const response = await call(headers, 'GET', `${path}?range=${encodeURIComponent('[0,999]')}`);
    expect(response.statusCode, response.body).toBe(200);
    return (json(response) as Row[]).map((row) => row.id);
  };
  /** The accepted opportunities of the demo executive with their chosen quotes, as stored. */
  const accepted = async () =>
    (await t()
      .database.db.selectFrom(opportunity.table)
      .innerJoin(quote.table, `${quote.table}.opportunity_id`, `${opportunity.table}.id`)
      .select([`${opportunity.table}.id as id`, `${quote.table}.id as quote_id`])
      .select([`${quote.table}.premium as premium`, `${quote.table}.company_id as company_id`])
      .where(`${opportunity.table}.status`, '=', opportunityIs('accepted'))
      .where(`${opportunity.table}.executive_id`, '=', executiveId)
      .where(`${opportunity.table}.account_id`, 'is not', null)
      .where(`${quote.table}.chosen`, '=', 1)
      .orderBy(`${opportunity.table}.id`)
      .execute()) as Row[];
  /** The request the first test opens, which the queue's tests then work. */
  let requestId: string;
  const requestOf = async (opportunityId: unknown) => {
    const filter = encodeURIComponent(JSON.stringify({ opportunity_id: opportunityId }));
    const rows = json(await call(executive, 'GET', `contract_request?filter=${filter}`)) as Row[];
    expect(rows).toHaveLength(1);
    return rows[0];
  };

  beforeAll(async () => {
    executive = await t().login('ejecutivo@demo.test');
    subscriber = await t().login('suscriptor@demo.test');
    otherSubscriber = await t().userWith([SUBSCRIBER], [1]);
    foreignSubscriber = await t().userWith([SUBSCRIBER], [2]);
    otherExecutive = await t().userWith(['contract_requests: executive', 'accounts: view'], [1]);
    supervisor = await t().userWith(['contract_requests: subscriber_supervisor'], [1]);
    executiveId = await idOf(executive);
    subscriberId = await idOf(subscriber);
    otherSubscriberId = await idOf(otherSubscriber);
    foreignSubscriberId = await idOf(foreignSubscriber);
  });

  it('opens the request of the accepted quote when the executive confirms it, in the queue', async () => {
    const [chosen] = await accepted();
    const confirmed = await send(executive, 'POST', `opportunity/${String(chosen.id)}/confirm`, {});
    expect(confirmed.status).toBe(opportunityIs('confirmed'));
    const request = await requestOf(chosen.id);
    expect(request).toMatchObject({
      status: requestIs('pending'),
      executive_id: executiveId,
      subscriber_id: null,
      quote_id: chosen.quote_id,
      company_id: chosen.company_id,
      numeration: null,
    });
    expect(Number(request.premium)).toBeCloseTo(Number(chosen.premium) / 100, 2);
    expect(String(request.title)).toMatch(/ · /);
    // The holder as confirmed, for the subscriber who may not open the client.
    const client = json(await call(executive, 'GET', `account/${String(request.account_id)}`));
    expect(request.holder_name).toBe(client.display_name);
    expect(request.holder_document).toBe(client.cuit ?? client.document_number);
    requestId = String(request.id);
    // One opportunity, one request: confirmed, it is not cancelled behind its request's back,
    // and accepted again (a status set straight in the database) it opens no second one.
    const cancel = await refused(executive, 'POST', `opportunity/${String(chosen.id)}/cancel`, {
      reason: 1,
    });
    expect(cancel.status?.[0]).toMatch(/No se puede «Cancelar»/);
    await t()
      .database.db.updateTable(opportunity.table)
      .set({ status: opportunityIs('accepted') })
      .where('id', '=', chosen.id as string)
      .execute();
    const twice = await call(executive, 'POST', `opportunity/${String(chosen.id)}/confirm`, {});
    expect([twice.statusCode, json(twice).message]).toEqual([
      409,
      openContractRequestMessages.alreadyOpen,
    ]);
    await t()
      .database.db.updateTable(opportunity.table)
      .set({ status: opportunityIs('confirmed') })
      .where('id', '=', chosen.id as string)
      .execute();
    // Waiting for a subscriber: in the pool, nobody's own yet; another organization never sees it.
    expect(await ids(subscriber, 'contract_request/unassigned')).toContain(request.id);
    expect(await ids(subscriber, 'contract_request/mine')).not.toContain(request.id);
    expect(await ids(foreignSubscriber, 'contract_request/unassigned')).not.toContain(request.id);
    expect(
      (await call(foreignSubscriber, 'GET', `contract_request/${String(request.id)}`)).statusCode,
    ).toBe(404);
    // Another executive's request is not this one's to see; the executive's queue is not theirs.
    expect(
      (await call(otherExecutive, 'GET', `contract_request/${String(request.id)}`)).statusCode,
    ).toBe(404);
    expect(await ids(otherExecutive, 'contract_request')).not.toContain(request.id);
    expect((await call(executive, 'GET', 'contract_request/unassigned')).statusCode).toBe(403);
    // Written by the product: nobody creates or edits one by hand.
    expect(
      (await call(executive, 'POST', 'contract_request', { title: 'A mano' })).statusCode,
    ).toBe(405);
    // Whoever may take it hears of it, with its link; nobody else.
    const heard = async (headers: Headers) =>
      (json(await call(headers, 'GET', 'notifications')) as Row[]).filter(
        (n) => n.link === `/contract_request/${String(request.id)}/show`,
      );
    expect(await heard(subscriber)).toEqual([
      expect.objectContaining({ title: queueNoticeTexts.title }),
    ]);
    expect(await heard(otherSubscriber)).toHaveLength(1);
    expect(await heard(foreignSubscriber)).toEqual([]);
    expect(await heard(executive)).toEqual([]);
    // Audited as created, in the confirmation's transaction.
    const audited = await t()
      .database.db.selectFrom('audit_log')
      .select('action')
      .where('resource', '=', 'contract_request')
      .where('record_id', '=', String(request.id))
      .execute();
    expect(audited).toHaveLength(1);
  });

  it('lets a subscriber take it: theirs alone, and a second taker hears it was taken', async () => {
    const id = requestId;
    // Only a subscriber takes: the executive has no «Tomar».
    expect((await call(executive, 'POST', `contract_request/${id}/take`, {})).statusCode).toBe(403);
    const taken = await send(subscriber, 'POST', `contract_request/${id}/take`, {});
    expect(taken).toMatchObject({ subscriber_id: subscriberId, status: requestIs('pending') });
    expect(await ids(subscriber, 'contract_request/mine')).toContain(id);
    expect(await ids(subscriber, 'contract_request/unassigned')).not.toContain(id);
    // Taking it again changes nothing: refused, not audited twice.
    const again = await refused(subscriber, 'POST', `contract_request/${id}/take`, {});
    expect(again.status).toEqual([interpolate(statusMessages.alreadyHeld, { action: 'Tomar' })]);
    const late = await call(otherSubscriber, 'POST', `contract_request/${id}/take`, {});
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe(contractRequestMessages.taken);
    expect((await call(otherSubscriber, 'GET', `contract_request/${id}`)).statusCode).toBe(404);
    expect(
      (await call(foreignSubscriber, 'POST', `contract_request/${id}/take`, {})).statusCode,
    ).toBe(404);
    // Still the executive's too.
    expect((await call(executive, 'GET', `contract_request/${id}`)).statusCode).toBe(200);
  });

  it('lets the subscribers’ supervisor reassign it to a subscriber of the organization only', async () => {
    const id = requestId;
    const path = `contract_request/${String(id)}/reassign`;
    expect(
      (await call(subscriber, 'POST', path, { subscriber_id: otherSubscriberId })).statusCode,
    ).toBe(403);
    expect((await refused(supervisor, 'POST', path, {})).subscriber_id).toHaveLength(1);
    // Someone of another organization is as unknown as nobody; the executive is no subscriber.
    expect(
      (await refused(supervisor, 'POST', path, { subscriber_id: foreignSubscriberId }))
        .subscriber_id,
    ).toHaveLength(1);
    expect(
      (await refused(supervisor, 'POST', path, { subscriber_id: 999_999 })).subscriber_id,
    ).toHaveLength(1);
    expect(
      (await refused(supervisor, 'POST', path, { subscriber_id: executiveId })).subscriber_id,
    ).toEqual([contractRequestMessages.notSubscriber]);
    const moved = await send(supervisor, 'POST', path, { subscriber_id: otherSubscriberId });
    expect(moved.subscriber_id).toBe(otherSubscriberId);
    expect(await ids(otherSubscriber, 'contract_request/mine')).toContain(id);
    expect((await call(subscriber, 'GET', `contract_request/${String(id)}`)).statusCode).toBe(404);
    // The supervisor sees every request of the organization.
    expect((await ids(supervisor, 'contract_request')).length).toBeGreaterThan(1);
  });

  it('annuls a request the client desisted from, and cancels its opportunity with it', async () => {
    const [chosen] = await accepted();
    await send(executive, 'POST', `opportunity/${String(chosen.id)}/confirm`, {});
    const request = await requestOf(chosen.id);
    const path = `contract_request/${String(request.id)}/withdraw`;
    // Nobody else's to annul; the reason is asked; in the queue, a subscriber takes it first.
    expect((await call(otherExecutive, 'POST', path, { reason: 1 })).statusCode).toBe(404);
    expect((await refused(executive, 'POST', path, {})).reason).toHaveLength(1);
    expect((await refused(subscriber, 'POST', path, { reason: 1 })).status?.[0]).toMatch(/Tomar/);
    const reason = optionByCode(opportunityCloseReasons, 'insured_elsewhere').id;
    const annulled = await send(executive, 'POST', path, { reason });
    expect(annulled).toMatchObject({ status: requestIs('rejected'), close_reason: reason });
    const cancelled = json(await call(executive, 'GET', `opportunity/${String(chosen.id)}`));
    expect(cancelled).toMatchObject({ status: opportunityIs('canceled'), close_reason: reason });
    // Out of the queue, and done: no second annulment.
    expect(await ids(subscriber, 'contract_request/unassigned')).not.toContain(request.id);
    expect((await call(executive, 'POST', path, { reason })).statusCode).toBe(422);
    const audited = await t()
      .database.db.selectFrom('audit_log')
      .select('resource')
      .where('record_id', 'in', [String(request.id), String(chosen.id)])
      .where('action', '=', optionByCode(auditActions, 'transition').id)
      .execute();
    expect(audited.map((row) => row.resource).sort()).toEqual(
      expect.arrayContaining(['contract_request', 'opportunity']),
    );
  });

  it('copies no client the confirmer may not see into a request', async () => {
    const [handed] = await accepted();
    // The opportunity is handed to another executive; its client stays with the demo one.
    const path = `opportunity/${String(handed.id)}/confirm`;
    const grantee = await t().userWith(
      ['contract_requests: executive', 'opportunities: executive', 'accounts: view'],
      [1],
    );
    await t()
      .database.db.updateTable(opportunity.table)
      .set({ executive_id: await idOf(grantee) })
      .where('id', '=', handed.id as string)
      .execute();
    const errors = await refused(grantee, 'POST', path, {});
    expect(errors.account_id).toEqual([openContractRequestMessages.clientOutOfSight]);
  });

  it('opens no request for a lead that is not a client yet, nor without an accepted quote', async () => {
    const [lead, unchosen] = await accepted();
    await t()
      .database.db.updateTable(opportunity.table)
      .set({ account_id: null, lead_id: null })
      .where('id', '=', lead.id as string)
      .execute();
    const errors = await refused(executive, 'POST', `opportunity/${String(lead.id)}/confirm`, {});
    expect(errors.account_id).toEqual([openContractRequestMessages.noClient]);
    await t()
      .database.db.updateTable(quote.table)
      .set({ chosen: 0 })
      .where('opportunity_id', '=', unchosen.id as string)
      .execute();
    const noQuote = await refused(
      executive,
      'POST',
      `opportunity/${String(unchosen.id)}/confirm`,
      {},
    );
    expect(noQuote.quote_id).toEqual([openContractRequestMessages.noQuote]);
    // Refused whole: neither moved.
    for (const id of [lead.id, unchosen.id]) {
      const stored = json(await call(executive, 'GET', `opportunity/${String(id)}`));
      expect(stored.status).toBe(opportunityIs('accepted'));
    }
  });
});
