/**
 * A renewal worked from the workbench (issue 32): «Cotizar» asks the insurers after its commit;
 * «Ofrecer renovación» tells the executive and e-mails the client through the outbox; «Emitir
 * renovación» opens a contract request of emission type renovacion for the policy, and the
 * research is emitted when that request is. What cannot be offered or emitted is refused (422).
 */
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import {
  contractRequestStatus,
  contractResearchStatus,
  contractStatus,
} from '../../domain/enums/statuses';
import { emissionTypes } from '../../domain/enums/catalogues';
import { researchKind } from '../../domain/entities/contractResearches';
import { researchMessages } from '../../domain/researches/researchMachine';
import { answer as json, apiCalls, describeDialects, useTestApp } from '../test/harness';
import { proposalOf } from './renewalQuotes';

type Row = Record<string, unknown>;
const researchIs = (code: string) => optionByCode(contractResearchStatus, code).id;

it('flags a proposal rising beyond the limit, from the insurers’ answers', () => {
  const offer = (companyId: number) => ({
    companyId,
    companyName: `Compañía ${companyId}`,
    discount: 0,
    package: {
      id: companyId,
      name: 'Plan',
      insurerCode: null,
      coverageIds: [],
      coverageCodes: [],
      coverages: [],
      hail: false,
      deductible: null,
    },
  });
  const quoted = (premium: number) => ({ outcome: 'quoted', premium }) as never;
  const policy = { company_id: 2, premium: 100_000 };
  const answers = [
    { offer: offer(1), answer: quoted(90_000) },
    { offer: offer(2), answer: quoted(130_000) },
    {
      offer: offer(3),
      answer: null,
      error: 'El servicio de la compañía no está disponible (503).',
    },
  ];
  // Its own insurer's price is the proposal; the market's best is kept beside it.
  expect(proposalOf(answers, policy, 25)).toMatchObject({
    status: researchIs('quoted'),
    proposed_premium: 130_000,
    proposed_company_id: 2,
    best_premium: 90_000,
    change_pct: 30,
    over_limit: true,
  });
  expect(proposalOf(answers, policy, 30)).toMatchObject({ over_limit: false });
  // Nobody priced it: it stays open, saying why.
  expect(proposalOf([answers[2]], policy, 25)).toMatchObject({
    status: researchIs('open'),
    proposed_premium: null,
    over_limit: false,
  });
});

describeDialects('a renewal worked on %s', (dialect) => {
  const t = useTestApp(dialect, { QUOTE_LATENCY_SCALE: '0' });
  const { call, send } = apiCalls(t);
  let subscriber: Record<string, string>;
  let quoted: Row;
  let open: Row;

  const research = async (id: unknown) =>
    json(await call(subscriber, 'GET', `contract_research/${String(id)}`)) as Row;

  beforeAll(async () => {
    subscriber = await t().login('suscriptor@demo.test');
    // The demo's renewals: some quoted, the last one still open.
    const rows = json(
      await call(subscriber, 'GET', 'contract_research/renewal?range=[0,49]'),
    ) as Row[];
    quoted = rows.find((row) => row.status === researchIs('quoted'))!;
    open = rows.find((row) => row.status === researchIs('open'))!;
    expect(quoted && open).toBeTruthy();
  });

  it('quotes an open renewal after the command, and refuses what has no proposal', async () => {
    const noProposal = await call(
      subscriber,
      'POST',
      `contract_research/${String(open.id)}/offer`,
      {
        updated_at: open.updated_at,
      },
    );
    expect(noProposal.statusCode).toBe(422);
    expect(json(noProposal).errors.status[0]).toMatch(/No se puede «Ofrecer renovación»/);
    const asked = await send(subscriber, 'POST', `contract_research/${String(open.id)}/requote`, {
      updated_at: open.updated_at,
    });
    expect(asked.status).toBe(researchIs('pending_quote'));
    let after = await research(open.id);
    for (let i = 0; i < 50 && after.status === researchIs('pending_quote'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = await research(open.id);
    }
    expect(after.status).toBe(researchIs('quoted'));
    expect(after.proposed_premium).toBeGreaterThan(0);
  });

  it('offers it: the executive is told and the client e-mailed through the outbox', async () => {
    const db = t().database.db;
    await db
      .updateTable('accounts')
      .set({ email: 'cliente.renovacion@ejemplo.com.ar' })
      .where('id', '=', String(quoted.account_id))
      .execute();
    const offered = await send(subscriber, 'POST', `contract_research/${String(quoted.id)}/offer`, {
      updated_at: quoted.updated_at,
    });
    expect(offered.status).toBe(researchIs('offer'));
    const mail = await db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', 'cliente.renovacion@ejemplo.com.ar')
      .executeTakeFirstOrThrow();
    expect(String(mail.subject)).toMatch(/^Renovación de tu póliza /);
    const notices = await db
      .selectFrom('notifications')
      .select(['title', 'recipient'])
      .where('title', '=', 'Renovación ofrecida')
      .execute();
    expect(notices.map((n) => Number(n.recipient))).toContain(Number(quoted.executive_id));
  });

  it('emits it as a renovacion request, and is emitted when the request is', async () => {
    const before = await research(quoted.id);
    const emitted = await send(subscriber, 'POST', `contract_research/${String(quoted.id)}/emit`, {
      updated_at: before.updated_at,
    });
    expect(emitted.status).toBe(researchIs('pending_emit'));
    const requestId = String(emitted.contract_request_id);
    const request = json(await call(subscriber, 'GET', `contract_request/${requestId}`)) as Row;
    expect(request).toMatchObject({
      emission_type: optionByCode(emissionTypes, 'renovacion').id,
      origin_id: quoted.contract_id,
      premium: before.proposed_premium,
      status: optionByCode(contractRequestStatus, 'pending').id,
    });
    // The insurer's subscription desk issues it, and the subscriber records the policy.
    const me = await t()
      .database.db.selectFrom('users')
      .select('id')
      .where('email', '=', 'suscriptor@demo.test')
      .executeTakeFirstOrThrow();
    await t()
      .database.db.updateTable('contract_requests')
      .set({
        status: optionByCode(contractRequestStatus, 'pending_sac').id,
        subscriber_id: Number(me.id),
      })
      .where('id', '=', requestId)
      .execute();
    const desk = json(await call(subscriber, 'GET', `contract_request/${requestId}`)) as Row;
    const recorded = await send(
      subscriber,
      'POST',
      `contract_request/${requestId}/record_emission`,
      {
        updated_at: desk.updated_at,
        policy_number: '004-01-7700001',
      },
    );
    const done = await research(quoted.id);
    expect(done).toMatchObject({
      status: researchIs('emitted'),
      renewed_contract_id: recorded.contract_id,
    });
    const policy = json(await call(subscriber, 'GET', `contract/${String(recorded.contract_id)}`));
    expect(policy).toMatchObject({
      number: '004-01-7700001',
      status: optionByCode(contractStatus, 'validity').id,
    });
  });

  it('refuses to emit what is no renewal', async () => {
    const policy = await t()
      .database.db.selectFrom('contracts')
      .select('id')
      .where('organization_id', '=', 1)
      .where('status', '=', optionByCode(contractStatus, 'validity').id)
      .executeTakeFirstOrThrow();
    const opened = await send(subscriber, 'POST', 'contract_research', {
      contract_id: policy.id,
      kind: researchKind('reinvoicing'),
    });
    expect(String(opened.title)).toContain(' · ');
    const quote = await call(subscriber, 'POST', `contract_research/${String(opened.id)}/requote`, {
      updated_at: opened.updated_at,
    });
    expect(quote.statusCode).toBe(422);
    expect(json(quote).errors.kind).toEqual([researchMessages.onlyRenewals]);
  });
});
