/**
 * A policy's effective-dated history (server/history/), on both databases: every demo policy
 * has its version 1 «Emisión» effective on its validity start; «Registrar anulación de la
 * compañía» keeps its endorsement's version effective today, so the policy as of yesterday is
 * in force and as of today annulled, with its quotas due from today; two versions compare field by field; `recordVersion` numbers them in order.
 * The routes answer only who may open the policy (another organization's user: 404), refuse a
 * bad date or version in Spanish (422) and say so for a date before the first version (404).
 */
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday } from '../../domain/engine/format';
import { dayBefore, historyMessages } from '../../domain/engine/history';
import { contract } from '../../domain/entities/contracts';
import { annulmentMotives } from '../../domain/enums/catalogues';
import { quotaStatuses } from '../../domain/enums/contracts';
import { contractStatus } from '../../domain/enums/statuses';
import { answer as json, apiCalls, describeDialects, useTestApp } from '../test/harness';
import { inTransaction } from '../rest/store';
import { asOf, recordVersion, VERSIONS_TABLE } from './versionStore';

type Row = Record<string, unknown>;
const contractIs = (code: string) => optionByCode(contractStatus, code).id;
const quotaIs = (code: string) => optionByCode(quotaStatuses, code).id;

describeDialects('a policy’s versions on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { call, send } = apiCalls(t);
  let subscriber: Record<string, string>;
  let policies: Row[];
  const today = argentineToday();
  const yesterday = dayBefore(today);

  const get = async (headers: Record<string, string>, url: string) => {
    const response = await call(headers, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return json(response);
  };

  beforeAll(async () => {
    subscriber = await t().login('suscriptor@demo.test');
    const filter = encodeURIComponent(JSON.stringify({ status: contractIs('validity') }));
    policies = json(await call(subscriber, 'GET', `contract?filter=${filter}&range=[0,99]`));
    policies = policies.filter((p) => String(p.validity_from) < yesterday);
    expect(policies.length).toBeGreaterThan(3);
  });

  it('gives every demo policy its version 1, «Emisión» on its validity start', async () => {
    const db = t().database.db;
    const [{ n: contracts }] = await db
      .selectFrom(contract.table)
      .select((eb) => eb.fn.countAll().as('n'))
      .execute();
    const [{ n: firsts }] = await db
      .selectFrom(VERSIONS_TABLE)
      .select((eb) => eb.fn.countAll().as('n'))
      .where('entity', '=', contract.name)
      .where('version', '=', 1)
      .execute();
    expect(Number(firsts)).toBe(Number(contracts));
    const [policy] = policies;
    const versions = await get(subscriber, `contract/${String(policy.id)}/versions`);
    expect(versions).toEqual([
      expect.objectContaining({
        version: 1,
        effective_from: policy.validity_from,
        valid_to: null,
        cause: 'Emisión',
        movement_id: null,
      }),
    ]);
  });

  it('shows the policy in force as of yesterday and annulled as of today after the insurer’s annulment', async () => {
    const policy = policies[1];
    const id = String(policy.id);
    const motive = optionByCode(annulmentMotives, 'falta_de_pago');
    await send(subscriber, 'POST', `contract/${id}/annul`, {
      updated_at: policy.updated_at,
      annul_reason: motive.id,
    });
    const [movement] = json(
      await call(
        subscriber,
        'GET',
        `contract_movement?filter=${encodeURIComponent(JSON.stringify({ contract_id: id }))}`,
      ),
    ) as Row[];
    const before = await get(subscriber, `contract/${id}/as_of?date=${yesterday}`);
    expect(before).toMatchObject({ version: 1, record: { status: contractIs('validity') } });
    const now = await get(subscriber, `contract/${id}/as_of?date=${today}`);
    expect(now).toMatchObject({
      version: 2,
      effective_from: today,
      cause: `Endoso ${String(movement.numeration)}: Anulación · ${motive.label}`,
      movement_id: movement.id,
      actor_name: expect.any(String),
      record: { status: contractIs('anulled'), annul_reason: motive.id, number: policy.number },
    });
    const quotas = (now.parts as Record<string, Row[]>)['contract/quota'];
    expect(quotas.length).toBeGreaterThan(0);
    // Those due before the annulment's date stay owed; none due from it is pending.
    const owed = quotas.filter((q) => q.status === quotaIs('pending'));
    expect(owed.every((q) => String(q.due_date) < today)).toBe(true);
    expect(Object.keys(now.parts as Row).sort()).toEqual([
      'contract/coverage',
      'contract/item',
      'contract/person',
      'contract/quota',
    ]);

    const versions = await get(subscriber, `contract/${id}/versions`);
    expect(versions.map((v: Row) => [v.version, v.valid_to])).toEqual([
      [1, yesterday],
      [2, null],
    ]);
    const diff = await get(subscriber, `contract/${id}/versions/compare?from=1&to=2`);
    expect(diff.fields).toEqual(
      expect.arrayContaining([
        {
          field: 'status',
          label: 'Estado',
          before: contractIs('validity'),
          after: contractIs('anulled'),
        },
        { field: 'annul_reason', label: 'Motivo de anulación', before: null, after: motive.id },
      ]),
    );
    const [quotaChanges] = diff.parts as { entity: string; rows: Row[] }[];
    expect(quotaChanges.entity).toBe('contract/quota');
    for (const row of quotaChanges.rows)
      expect(row).toMatchObject({
        kind: 'changed',
        fields: [{ label: 'Estado', before: quotaIs('pending'), after: quotaIs('annulled') }],
      });
  });

  it('refuses a bad date or version in Spanish, and says when a date is before the first version', async () => {
    const policy = policies[2];
    const base = `contract/${String(policy.id)}`;
    for (const bad of ['01/03/2026', '2026-02-30', ''].map(encodeURIComponent)) {
      const response = await call(subscriber, 'GET', `${base}/as_of?date=${bad}`);
      expect(response.statusCode, response.body).toBe(422);
      expect(json(response).errors.date).toEqual([historyMessages.badDate]);
    }
    const missing = await call(subscriber, 'GET', `${base}/as_of`);
    expect(missing.statusCode).toBe(422);
    const early = await call(subscriber, 'GET', `${base}/as_of?date=1990-01-01`);
    expect(early.statusCode).toBe(404);
    expect(json(early).message).toMatch(
      /^No hay datos al 01\/01\/1990: la primera versión rige desde el \d\d\/\d\d\/\d{4}\.$/,
    );
    const badVersion = await call(subscriber, 'GET', `${base}/versions/compare?from=uno&to=1`);
    expect(badVersion.statusCode).toBe(422);
    expect(json(badVersion).errors.from).toEqual([historyMessages.badVersion]);
    const noVersion = await call(subscriber, 'GET', `${base}/versions/compare?from=1&to=9`);
    expect(noVersion.statusCode).toBe(404);
    expect(json(noVersion).message).toBe('No existe la versión 9.');
  });

  it('answers only who may open the policy: another organization’s user gets a 404', async () => {
    const base = `contract/${String(policies[0].id)}`;
    const outsider = await t().userWith(['contracts: full_access'], [2]);
    const stranger = await t().userWith(['accounts: full_access'], [1]);
    for (const path of ['versions', `as_of?date=${today}`, 'versions/compare?from=1&to=1']) {
      expect((await call(outsider, 'GET', `${base}/${path}`)).statusCode).toBe(404);
      expect((await call(stranger, 'GET', `${base}/${path}`)).statusCode).toBe(403);
      expect((await call(subscriber, 'GET', `${base}/${path}`)).statusCode).toBe(200);
    }
    const nobody = await call(
      subscriber,
      'GET',
      'contract/00000000-0000-4000-8000-000000000000/versions',
    );
    expect(nobody.statusCode).toBe(404);
  });

  it('shows a policy ended as of a day after its validity, in force on its last day', async () => {
    const policy = policies[2];
    const base = `contract/${String(policy.id)}/as_of?date=`;
    const last = String(policy.validity_to);
    expect((await get(subscriber, `${base}${last}`)).record).toMatchObject({
      status: contractIs('validity'),
    });
    const after = await get(subscriber, `${base}2999-01-01`);
    expect(after).toMatchObject({ version: 1, record: { status: contractIs('not_validity') } });
    // The stored version is left as it was: the day derives the status, not a write.
    const [stored] = await t()
      .database.db.selectFrom(VERSIONS_TABLE)
      .select('snapshot')
      .where('record_id', '=', String(policy.id))
      .execute();
    const snapshot = (
      typeof stored.snapshot === 'string' ? JSON.parse(stored.snapshot) : stored.snapshot
    ) as { record: Row };
    expect(snapshot.record.status).toBe(contractIs('validity'));
  });

  it('numbers the versions recordVersion keeps and reads the latest of a day', async () => {
    const id = String(policies[3].id);
    const store = { db: t().database.db, dialect: t().database.dialect };
    const keep = (effectiveFrom: string, cause: string) =>
      inTransaction(store, (tx) =>
        recordVersion(tx, {
          entity: 'contract',
          id,
          effectiveFrom,
          cause,
          movementId: 'mv-1',
          actorId: null,
        }),
      );
    expect(await keep('2030-01-01', 'Endoso 1: Cambio de costo')).toEqual({ version: 2 });
    expect(await keep('2030-01-01', 'Endoso 2: Cambio de costo')).toEqual({ version: 3 });
    expect(await keep('2029-06-01', 'Endoso 3: Cambio de vigencia')).toEqual({ version: 4 });
    expect(await asOf(store, contract, id, '2030-01-01')).toMatchObject({
      version: 3,
      movement_id: 'mv-1',
    });
    expect((await asOf(store, contract, id, '2029-12-31'))?.version).toBe(4);
    expect((await asOf(store, contract, id, today))?.version).toBe(1);
  });
});
