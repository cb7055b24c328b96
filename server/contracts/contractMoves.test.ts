/**
 * A policy's moves (domain/entities/contractMachine.ts): «Registrar anulación de la compañía»
 * needs the insurer's motive and a subscriber (an executive who sees the policy may not), and
 * annuls the quotas still pending from its date (today by default), the paid ones and those
 * due before kept (server/movements/insurerAnnulment.test.ts: the endorsement it becomes); a
 * policy whose validity ended moves to «No vigente» on the product's sweep, audited, and an
 * annulled one stays annulled.
 */
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { annulmentMotives } from '../../domain/enums/catalogues';
import { quotaStatuses } from '../../domain/enums/contracts';
import { contractStatus } from '../../domain/enums/statuses';
import { argentineToday } from '../../domain/engine/format';
import { answer as json, apiCalls, describeDialects, useTestApp } from '../test/harness';
import { dailyExpiries } from '../jobs/cronJobs';
import { expireContracts, expireEndedPolicies, VALIDITY_ENDED } from './contractExpiry';

type Row = Record<string, unknown>;
const contractIs = (code: string) => optionByCode(contractStatus, code).id;
const quotaIs = (code: string) => optionByCode(quotaStatuses, code).id;

describeDialects('a policy’s moves on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { call, send } = apiCalls(t);
  let subscriber: Record<string, string>;
  let inForce: Row[];

  const quotasOf = async (id: unknown) =>
    t()
      .database.db.selectFrom('contract_quotas')
      .select(['number', 'status', 'due_date'])
      .where('contract_id', '=', String(id))
      .orderBy('number')
      .execute();

  beforeAll(async () => {
    subscriber = await t().login('suscriptor@demo.test');
    const filter = encodeURIComponent(JSON.stringify({ status: contractIs('validity') }));
    inForce = json(await call(subscriber, 'GET', `contract?filter=${filter}&range=[0,299]`));
    expect(inForce.length).toBeGreaterThan(3);
  });

  it('annuls with the insurer’s motive, and the pending quotas with it', async () => {
    // One with quotas both paid and still to pay.
    let chosen: Row | undefined;
    for (const row of inForce) {
      const statuses = (await quotasOf(row.id)).map((q) => Number(q.status));
      if (statuses.includes(quotaIs('paid')) && statuses.includes(quotaIs('pending'))) {
        chosen = row;
        break;
      }
    }
    expect(chosen).toBeDefined();
    const path = `contract/${String(chosen!.id)}/annul`;
    const body = { updated_at: chosen!.updated_at };
    const noReason = await call(subscriber, 'POST', path, body);
    expect(noReason.statusCode).toBe(422);
    expect(json(noReason).errors.annul_reason).toHaveLength(1);
    const executive = await t().userWith(
      ['contracts: list', 'contracts: view', 'accounts: full_access'],
      [1],
    );
    const motive = optionByCode(annulmentMotives, 'falta_de_pago').id;
    const refused = await call(executive, 'POST', path, { ...body, annul_reason: motive });
    expect(refused.statusCode).toBe(403);
    const before = await quotasOf(chosen!.id);
    const annulled = await send(subscriber, 'POST', path, { ...body, annul_reason: motive });
    expect(annulled).toMatchObject({ status: contractIs('anulled'), annul_reason: motive });
    const after = await quotasOf(chosen!.id);
    const today = argentineToday();
    for (const [i, quota] of after.entries()) {
      const was = Number(before[i].status);
      const annuls = was === quotaIs('pending') && String(quota.due_date) >= today;
      expect(Number(quota.status)).toBe(annuls ? quotaIs('annulled') : was);
    }
    const again = await call(subscriber, 'POST', path, {
      updated_at: annulled.updated_at,
      annul_reason: motive,
    });
    expect(again.statusCode).toBe(422);
    expect(json(again).errors.status[0]).toContain('«Anulada»');
  });

  it('moves the policies whose validity ended to «No vigente» on the daily job, audited, and no other', async () => {
    const db = t().database.db;
    const [ended, annulledOne] = inForce.slice(-2).map((row) => String(row.id));
    await db
      .updateTable('contracts')
      .set({ validity_to: '2020-01-31' })
      .where('id', 'in', [ended, annulledOne])
      .execute();
    await db
      .updateTable('contracts')
      .set({ status: contractIs('anulled') })
      .where('id', '=', annulledOne)
      .execute();
    expect(dailyExpiries()).toContain(expireEndedPolicies);
    const store = { db, dialect: t().database.dialect };
    const ran = await expireEndedPolicies(store, new Date());
    expect(ran.changed).toBeGreaterThanOrEqual(1);
    const [one, other] = await Promise.all(
      [ended, annulledOne].map((id) => call(subscriber, 'GET', `contract/${id}`)),
    );
    expect(json(one).status).toBe(contractIs('not_validity'));
    expect(json(other).status).toBe(contractIs('anulled'));
    const audit = await db
      .selectFrom('audit_log')
      .select('changes')
      .where('record_id', '=', ended)
      .execute();
    expect(JSON.stringify(audit)).toContain(VALIDITY_ENDED);
    expect(await expireContracts(store)).toBe(0);
  });
});
