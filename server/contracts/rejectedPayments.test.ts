/**
 * Rejected payments (domain/entities/contractRejectedPayments.ts, rejectedPayments.ts): recording
 * one completes it from its policy and quota, opens the executive's task to call the client and
 * tells them, in one transaction; a quota of another policy, an annulled quota and a future day
 * are refused in Spanish; only the section's full access opens it, and another organization's
 * user finds nothing; its moves follow the declared machine, «Cobrado» pays the quota, a
 * finished one no longer changes, and every write leaves its audit rows.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday } from '../../domain/engine/format';
import { rejectedPaymentMessages } from '../../domain/entities/contractRejectedPayments';
import { quotaStatuses } from '../../domain/enums/contracts';
import {
  paymentRejectionReasons,
  rejectedPaymentAnnulReasons,
} from '../../domain/enums/rejectedPayments';
import { contractRejectedPaymentStatus, contractStatus } from '../../domain/enums/statuses';
import { findUserByEmail } from '../auth/users';
import { answer as json, apiCalls, describeDialects, rowCount } from '../test/harness';
import { useTestApp } from '../test/harness';
import { rejectedPaymentAudit } from './rejectedPayments';

type Row = Record<string, unknown>;
type Headers = Record<string, string>;

const PATH = 'contract_rejected_payment';
const quotaIs = (code: string) => optionByCode(quotaStatuses, code).id;
const statusIs = (code: string) => optionByCode(contractRejectedPaymentStatus, code).id;
const reason = (code: string) => optionByCode(paymentRejectionReasons, code).id;
const DESK = ['contract_rejected_payments: full_access', 'contracts: full_access'];

describeDialects('rejected payments on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { call, send, refused } = apiCalls(t);
  let desk: Headers;
  let executiveId: number;
  /** Policies in force of the demo executive with a quota still pending, and those quotas. */
  let policies: { contract: Row; quota: Row }[];

  const db = () => t().database.db;
  const yesterday = () => {
    const day = new Date(`${argentineToday()}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 1);
    return day.toISOString().slice(0, 10);
  };
  const body = (n: number, extra: Row = {}): Row => ({
    contract_id: policies[n].contract.id,
    quota_id: policies[n].quota.id,
    rejected_on: yesterday(),
    rejection_reason: reason('insufficient_funds'),
    ...extra,
  });
  const move = (headers: Headers, record: Row, command: string, extra: Row = {}) =>
    call(headers, 'POST', `${PATH}/${String(record.id)}/${command}`, {
      updated_at: record.updated_at,
      ...extra,
    });

  beforeAll(async () => {
    desk = await t().userWith(DESK, [1]);
    const executive = await findUserByEmail(t().database, 'ejecutivo@demo.test');
    executiveId = Number(executive!.id);
    const rows = await db()
      .selectFrom('contract_quotas as q')
      .innerJoin('contracts as c', 'c.id', 'q.contract_id')
      .select(['c.id as contract_id', 'q.id as quota_id'])
      .where('c.executive_id', '=', executiveId)
      .where('c.organization_id', '=', 1)
      .where('c.status', '=', optionByCode(contractStatus, 'validity').id)
      .where('q.status', '=', quotaIs('pending'))
      .orderBy('c.id')
      .orderBy('q.number')
      .execute();
    policies = [];
    for (const row of rows) {
      if (policies.some((p) => p.contract.id === row.contract_id)) continue;
      const contract = json(await call(desk, 'GET', `contract/${String(row.contract_id)}`));
      const quota = json(await call(desk, 'GET', `contract/quota/${String(row.quota_id)}`));
      policies.push({ contract, quota });
      if (policies.length === 6) break;
    }
    expect(policies).toHaveLength(6);
  });

  it('completes the record from its policy, opens the executive a task and tells them', async () => {
    const [tasks, notices] = [await rowCount(t(), 'tasks'), await rowCount(t(), 'notifications')];
    const { contract, quota } = policies[0];
    const created = await send(desk, 'POST', PATH, body(0));
    expect(created).toMatchObject({
      title: `${String(contract.number)}, cuota ${String(quota.number)}`,
      status: statusIs('pending'),
      amount: quota.amount,
      executive_id: executiveId,
      payment_type: contract.payment_type,
    });
    expect(await call(desk, 'GET', `${PATH}/${String(created.id)}`).then(json)).toEqual(created);
    const task = await db()
      .selectFrom('tasks')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(await rowCount(t(), 'tasks')).toBe(tasks + 1);
    expect(task).toMatchObject({ assignee_id: executiveId, account_id: contract.account_id });
    expect(String(task.title)).toContain(String(contract.number));
    expect(String(task.notes)).toContain('Fondos insuficientes');
    const notice = await db()
      .selectFrom('notifications')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(await rowCount(t(), 'notifications')).toBe(notices + 1);
    expect(notice).toMatchObject({ recipient: executiveId, link: `/task/${String(task.id)}/show` });
    expect(String(notice.text)).toContain(String(contract.number));
    // The executive opens the task the notice links.
    const executive = await t().login('ejecutivo@demo.test');
    expect((await call(executive, 'GET', `task/${String(task.id)}`)).statusCode).toBe(200);
    // A typed amount is kept; the policy is not changed afterwards, nor the product's fields.
    const typed = await send(desk, 'POST', PATH, body(1, { amount: 1234.5 }));
    expect(typed.amount).toBe(1234.5);
    const url = `${PATH}/${String(typed.id)}`;
    const moved = await refused(desk, 'PUT', url, { ...typed, ...body(0) });
    expect(Object.keys(moved).sort()).toEqual(['contract_id', 'quota_id']);
    const handed = await refused(desk, 'PUT', url, { ...typed, executive_id: null });
    expect(Object.keys(handed)).toEqual(['executive_id']);
  });

  it('refuses a quota of another policy, an annulled quota and a future day, storing nothing', async () => {
    const before = await rowCount(t(), 'contract_rejected_payments');
    const tasks = await rowCount(t(), 'tasks');
    const mixed = await refused(desk, 'POST', PATH, body(2, { quota_id: policies[3].quota.id }));
    expect(mixed).toEqual({ quota_id: [rejectedPaymentMessages.otherPolicy] });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const future = await refused(desk, 'POST', PATH, body(2, { rejected_on: tomorrow }));
    expect(future).toEqual({ rejected_on: [rejectedPaymentMessages.future] });
    await db()
      .updateTable('contract_quotas')
      .set({ status: quotaIs('annulled') })
      .where('id', '=', Number(policies[5].quota.id))
      .execute();
    const annulled = await refused(desk, 'POST', PATH, body(5));
    expect(annulled).toEqual({ quota_id: [rejectedPaymentMessages.quotaAnnulled] });
    expect(await rowCount(t(), 'contract_rejected_payments')).toBe(before);
    expect(await rowCount(t(), 'tasks')).toBe(tasks);
  });

  it('opens only for the section’s full access, and to nobody of another organization', async () => {
    const record = await send(desk, 'POST', PATH, body(2));
    const withoutIt = await t().userWith(['contracts: full_access'], [1]);
    expect((await call(withoutIt, 'GET', PATH)).statusCode).toBe(403);
    expect((await call(withoutIt, 'POST', PATH, body(2))).statusCode).toBe(403);
    expect((await move(withoutIt, record, 'manage')).statusCode).toBe(403);
    const outsider = await t().userWith(DESK, [2]);
    const url = `${PATH}/${String(record.id)}`;
    expect((await call(outsider, 'GET', url)).statusCode).toBe(404);
    expect((await call(outsider, 'PUT', url, { ...record, notes: 'Ajeno' })).statusCode).toBe(404);
    expect((await move(outsider, record, 'manage')).statusCode).toBe(404);
    const list = json(await call(outsider, 'GET', PATH)) as Row[];
    expect(list.map((row) => row.id)).not.toContain(record.id);
    // Nor may they record one on this organization's policy.
    const foreign = await call(outsider, 'POST', PATH, body(3));
    expect(foreign.statusCode).toBe(422);
    expect(json(foreign).errors.contract_id).toHaveLength(1);
  });

  it('moves through its machine: «Cobrado» pays the quota, a finished one no longer changes', async () => {
    const record = await send(desk, 'POST', PATH, body(3));
    const early = await move(desk, record, 'close');
    expect(early.statusCode).toBe(422);
    expect(json(early).errors.status[0]).toContain('Gestionar');
    const managing = json(await move(desk, record, 'manage'));
    expect(managing.status).toBe(statusIs('managing'));
    const charged = json(await move(desk, managing, 'charge'));
    expect(charged.status).toBe(statusIs('charged'));
    const quota = json(await call(desk, 'GET', `contract/quota/${String(policies[3].quota.id)}`));
    expect(quota.status).toBe(quotaIs('paid'));
    const again = await move(desk, charged, 'annul', {
      reason: optionByCode(rejectedPaymentAnnulReasons, 'duplicated').id,
    });
    expect(again.statusCode).toBe(422);
    const edit = await call(desk, 'PUT', `${PATH}/${String(record.id)}`, {
      ...charged,
      notes: 'Después de cobrada',
    });
    expect(edit.statusCode).toBe(403);
    expect(json(edit).message).toBe(rejectedPaymentMessages.finished);
  });

  it('annuls with the reason, and its own words for «Otro motivo»', async () => {
    const record = await send(desk, 'POST', PATH, body(4));
    const bare = await move(desk, record, 'annul');
    expect(bare.statusCode).toBe(422);
    expect(json(bare).errors.reason).toHaveLength(1);
    const other = optionByCode(rejectedPaymentAnnulReasons, 'other').id;
    const wordless = await move(desk, record, 'annul', { reason: other });
    expect(wordless.statusCode).toBe(422);
    const annulled = json(
      await move(desk, record, 'annul', { reason: other, reason_note: 'Lo pagó en la compañía' }),
    );
    expect(annulled).toMatchObject({
      status: statusIs('annulled'),
      annul_reason: other,
      annul_note: 'Lo pagó en la compañía',
    });
  });

  describe('audit', () => {
    it('writes the create, the product’s completion and each move', async () => {
      const record = await send(desk, 'POST', PATH, body(1, { notes: 'Rechazo del resumen' }));
      await move(desk, record, 'manage');
      const rows = await db()
        .selectFrom('audit_log')
        .select(['action', 'changes', 'user_id'])
        .where('resource', '=', PATH)
        .where('record_id', '=', String(record.id))
        .orderBy('id')
        .execute();
      expect(rows).toHaveLength(3);
      expect(String(rows[0].changes)).toContain('Rechazo del resumen');
      expect(String(rows[1].changes)).toContain(rejectedPaymentAudit.completed);
      expect(rows[1].user_id).toBeNull();
      expect(String(rows[2].changes)).toContain('Gestionar');
      expect(rows[2].user_id).not.toBeNull();
    });
  });
});
