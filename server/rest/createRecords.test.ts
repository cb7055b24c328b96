/**
 * `createRecords` (creating.ts): several records of one entity in one insert, each validated,
 * answered and audited as `createRecord` would, in the order given, on both databases (the
 * order of a multi-row insert's returned rows is each database's own). A bad row refuses the
 * whole batch with its 422 and writes nothing.
 */
import { expect, it } from 'vitest';
import { contract } from '../../domain/entities/contracts';
import { contractQuota } from '../../domain/entities/contractParts';
import { lead } from '../../domain/entities/leads';
import type { Entity } from '../../domain/engine/entity';
import { HttpProblem } from '../http/problems';
import { describeDialects, useTestApp } from '../test/harness';
import { sampleRecord } from '../test/samples';
import { createRecord, createRecords, getRecord, type Row } from './repository';

describeDialects('several records created at once on %s', (dialect) => {
  const t = useTestApp(dialect);
  const product = { actorId: null, organizationId: 1 };

  const demoContract = async () => {
    const row = await t()
      .database.db.selectFrom(contract.table)
      .select('id')
      .where('organization_id', '=', 1)
      .executeTakeFirstOrThrow();
    return String(row.id);
  };
  const quota = (contractId: string, number: number): Row => ({
    contract_id: contractId,
    number,
    due_date: `2031-0${number}-10`,
    amount: 1000 + number,
  });
  const auditOf = (entity: Entity, ids: unknown[]) =>
    t()
      .database.db.selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', entity.name)
      .where('record_id', 'in', ids.map(String))
      .orderBy('id')
      .execute();
  const count = async (table: string) =>
    Number(
      (
        await t()
          .database.db.selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('answers the records in the order given, as stored, each audited as one create writes it', async () => {
    const contractId = await demoContract();
    const created = await createRecords(
      t().database,
      contractQuota,
      [7, 8, 9].map((n) => quota(contractId, n)),
      product,
    );
    expect(created.map((r) => r.number)).toEqual([7, 8, 9]);
    for (const record of created)
      expect(await getRecord(t().database, contractQuota, record.id as number)).toEqual(record);

    const one = await createRecord(t().database, contractQuota, quota(contractId, 6), product);
    const [single] = await auditOf(contractQuota, [one.id]);
    const rows = await auditOf(
      contractQuota,
      created.map((r) => r.id),
    );
    expect(rows.map((row) => row.record_id)).toEqual(created.map((r) => String(r.id)));
    for (const [i, row] of rows.entries()) {
      expect(row).toMatchObject({
        action: single.action,
        organization_id: single.organization_id,
        user_id: null,
      });
      expect(JSON.parse(String(row.changes))).toEqual({
        ...JSON.parse(String(single.changes)),
        number: 7 + i,
        due_date: `2031-0${7 + i}-10`,
        amount: 1007 + i,
      });
    }
  });

  it('keeps the order of records whose ids it chooses (uuids)', async () => {
    const bodies = await Promise.all(
      [901, 902, 903].map((seed) => sampleRecord(t().database, lead, seed)),
    );
    const created = await createRecords(t().database, lead, bodies, product);
    expect(created.map((r) => r.email)).toEqual(bodies.map((b) => b.email));
    for (const record of created)
      expect(await getRecord(t().database, lead, record.id as string)).toEqual(record);
    expect(
      (
        await auditOf(
          lead,
          created.map((r) => r.id),
        )
      ).length,
    ).toBe(3);
  });

  it('refuses the whole batch for one bad row, with its field named, and writes nothing', async () => {
    const contractId = await demoContract();
    const [quotas, audits] = [await count(contractQuota.table), await count('audit_log')];
    const bad = [quota(contractId, 1), { ...quota(contractId, 2), number: 0 }];
    const refusal = await createRecords(t().database, contractQuota, bad, product).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(HttpProblem);
    expect((refusal as HttpProblem).status).toBe(422);
    expect(Object.keys((refusal as HttpProblem).errors ?? {})).toEqual(['number']);
    const missing = [quota(contractId, 1), quota('00000000-0000-4000-8000-000000000000', 2)];
    const notThere = await createRecords(t().database, contractQuota, missing, product).catch(
      (error: unknown) => error,
    );
    expect((notThere as HttpProblem).status).toBe(422);
    expect(Object.keys((notThere as HttpProblem).errors ?? {})).toEqual(['contract_id']);
    expect([await count(contractQuota.table), await count('audit_log')]).toEqual([quotas, audits]);
  });
});
