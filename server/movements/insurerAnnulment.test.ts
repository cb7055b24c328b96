/**
 * The insurer's annulment recorded in one step (server/movements/insurerAnnulment.ts): «Registrar
 * anulación de la compañía» on a policy creates its annulment endorsement already answered
 * (emitted, processed), numbered, with the insurer's number, listed with the policy's
 * movements and printed; the policy annulled with the quotas pending from the date given, a
 * version effective that day, audited as the endorsement, the executive told. Refused in
 * Spanish: no motive or another type's, a date outside the validity or malformed (422), a
 * policy annulled already (422), one with an endorsement still open, its annulment or any
 * other until withdrawn, or that changed since it was read (409); an executive may not (403), another organization sees nothing (404).
 */
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday, formatDate } from '../../domain/engine/format';
import { dayBefore } from '../../domain/engine/history';
import { contractMovement } from '../../domain/entities/contractMovements';
import { annulmentMotives, modificationMotives } from '../../domain/enums/catalogues';
import { quotaStatuses } from '../../domain/enums/contracts';
import {
  contractRequestStatus,
  contractResponseStatus,
  contractStatus,
} from '../../domain/enums/statuses';
import { movementType } from '../../domain/movements/movementKinds';
import { pdfText } from '../documents/pdfTestKit';
import { answer as json, apiCalls, describeDialects, useTestApp } from '../test/harness';
import { askEndorsement, policyInForce } from './movementTesting';

type Row = Record<string, unknown>;
type Headers = Record<string, string>;
const FALTA_DE_PAGO = optionByCode(annulmentMotives, 'falta_de_pago');
const contractIs = (code: string) => optionByCode(contractStatus, code).id;
const quotaIs = (code: string) => optionByCode(quotaStatuses, code).id;
const requestIs = (code: string) => optionByCode(contractRequestStatus, code).id;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describeDialects('the insurer’s annulment as an endorsement on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { call, send } = apiCalls(t);
  let subscriber: Headers;

  beforeAll(async () => {
    subscriber = await t().login('suscriptor@demo.test');
  });

  const readPolicy = async (skip: number) =>
    json(
      await call(subscriber, 'GET', `contract/${String((await policyInForce(t, skip)).id)}`),
    ) as Row;
  const movementsOf = async (policy: Row) =>
    json(
      await call(subscriber, 'GET', `contract_movement?filter=${q({ contract_id: policy.id })}`),
    ) as Row[];
  const quotasOf = async (policy: Row) =>
    t()
      .database.db.selectFrom('contract_quotas')
      .select(['id', 'status', 'due_date'])
      .where('contract_id', '=', String(policy.id))
      .orderBy('number')
      .execute();
  const annul = (headers: Headers, policy: Row, body: Row) =>
    call(headers, 'POST', `contract/${String(policy.id)}/annul`, {
      updated_at: policy.updated_at,
      ...body,
    });

  it('creates the annulment endorsement answered and applies it from the date given', async () => {
    const policy = await readPolicy(0);
    const before = await quotasOf(policy);
    const today = argentineToday();
    // From the second quota due after today: the first stays owed, the later ones annulled.
    const future = before.filter((r) => r.status === quotaIs('pending') && r.due_date > today);
    const effective = String(future[1].due_date);
    const annulled = await send(subscriber, 'POST', `contract/${String(policy.id)}/annul`, {
      updated_at: policy.updated_at,
      annul_reason: FALTA_DE_PAGO.id,
      effective_date: effective,
      endorsement_number: 'AN-4521',
    });
    expect(annulled).toMatchObject({
      status: contractIs('anulled'),
      annul_reason: FALTA_DE_PAGO.id,
    });

    const [movement, ...others] = await movementsOf(policy);
    expect(others).toEqual([]);
    expect(movement).toMatchObject({
      numeration: 1,
      movement_type: movementType('annulment'),
      annulment_motive: FALTA_DE_PAGO.id,
      effective_date: effective,
      status: requestIs('emitted'),
      response_status: optionByCode(contractResponseStatus, 'processed').id,
      endorsement_number: 'AN-4521',
      premium_before: policy.premium,
      premium_after: policy.premium,
    });
    const after = await quotasOf(policy);
    for (const [i, quota] of after.entries()) {
      const was = before[i].status;
      const annuls = was === quotaIs('pending') && String(quota.due_date) >= effective;
      expect(quota.status, String(quota.due_date)).toBe(annuls ? quotaIs('annulled') : was);
    }
    expect(after.filter((r) => r.status === quotaIs('annulled')).length).toBeGreaterThan(0);

    // The policy as of that day is the endorsement's version; the day before, still in force.
    const base = `contract/${String(policy.id)}`;
    const asOf = json(await call(subscriber, 'GET', `${base}/as_of?date=${effective}`));
    const label = `Endoso 1: Anulación · ${FALTA_DE_PAGO.label}`;
    expect(asOf).toMatchObject({
      effective_from: effective,
      cause: label,
      movement_id: movement.id,
    });
    const eve = json(await call(subscriber, 'GET', `${base}/as_of?date=${dayBefore(effective)}`));
    expect(eve).toMatchObject({ record: { status: contractIs('validity') } });

    // Printed as any endorsement applied.
    const pdf = await call(
      subscriber,
      'GET',
      `contract_movement/${String(policy.id)}/${String(movement.id)}/pdf`,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Póliza N° ${String(policy.number)}`);
    expect(text).toContain(`Endoso N.º 1 · Anulación · ${FALTA_DE_PAGO.label}`);
    expect(text).toContain('AN-4521');
    expect(text).toContain(formatDate(effective));

    // Audited as the endorsement on the policy and its quotas, and as the command on it.
    const db = t().database.db;
    const audits = await db
      .selectFrom('audit_log')
      .select(['resource', 'changes'])
      .where('record_id', 'in', [String(policy.id), String(movement.id)])
      .execute();
    const said = (resource: string) =>
      audits
        .filter((a) => a.resource === resource)
        .map((a) => String(a.changes))
        .join('\n');
    expect(said('contract')).toContain(label);
    expect(said(contractMovement.name)).toContain('Registrar anulación de la compañía');
    if (policy.executive_id != null) {
      const notices = await db
        .selectFrom('notifications')
        .select(['recipient', 'title'])
        .where('link', '=', `/${contractMovement.name}/${String(movement.id)}/show`)
        .execute();
      expect(notices).toEqual([
        { recipient: Number(policy.executive_id), title: 'Endoso aplicado' },
      ]);
    }
  });

  it('refuses a missing or foreign motive and a date outside the validity, in Spanish', async () => {
    const policy = await readPolicy(1);
    const cases: [Row, string][] = [
      [{}, 'annul_reason'],
      [{ annul_reason: optionByCode(modificationMotives, 'sa').id }, 'annul_reason'],
      [
        { annul_reason: FALTA_DE_PAGO.id, effective_date: dayBefore(String(policy.validity_from)) },
        'effective_date',
      ],
      [{ annul_reason: FALTA_DE_PAGO.id, effective_date: '2999-01-01' }, 'effective_date'],
      [{ annul_reason: FALTA_DE_PAGO.id, effective_date: '31/02/2026' }, 'effective_date'],
      [
        { annul_reason: FALTA_DE_PAGO.id, endorsement_number: 'X'.repeat(41) },
        'endorsement_number',
      ],
    ];
    for (const [body, field] of cases) {
      const refused = await annul(subscriber, policy, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(json(refused).errors)).toEqual([field]);
      expect(json(refused).errors[field][0]).toMatch(/^[A-ZÁÉÍÓÚ]/);
    }
    const outside = await annul(subscriber, policy, {
      annul_reason: FALTA_DE_PAGO.id,
      effective_date: '2999-01-01',
    });
    expect(json(outside).errors.effective_date[0]).toContain('dentro de la vigencia de la póliza');
    // Nothing written.
    expect(await movementsOf(policy)).toEqual([]);
    const same = json(await call(subscriber, 'GET', `contract/${String(policy.id)}`));
    expect(same).toMatchObject({ status: contractIs('validity'), updated_at: policy.updated_at });
  });

  it('refuses a policy whose annulment waits for the insurer, or changed since read', async () => {
    const policy = await readPolicy(2);
    const asked = await askEndorsement(t, subscriber, policy, 'annulment', {
      motive: { annulment_motive: FALTA_DE_PAGO.id },
      data: { description: 'El cliente pidió la baja' },
    });
    const body = { annul_reason: FALTA_DE_PAGO.id };
    const unsent = await annul(subscriber, policy, body);
    expect(unsent.statusCode).toBe(409);
    expect(json(unsent).message).toContain('sin enviar a la compañía');
    const movement = json(await call(subscriber, 'GET', `contract_movement/${asked}`));
    await send(subscriber, 'POST', `contract_movement/${asked}/send`, {
      updated_at: movement.updated_at,
    });
    const waiting = await annul(subscriber, policy, body);
    expect(waiting.statusCode).toBe(409);
    expect(json(waiting).message).toContain('(endoso 1) esperando respuesta');
    expect((await movementsOf(policy)).length).toBe(1);

    const stale = await annul(
      subscriber,
      { ...policy, updated_at: '2020-01-01T00:00:00.000Z' },
      body,
    );
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a policy with an endorsement of another type open, until withdrawn', async () => {
    const policy = await readPolicy(4);
    const asked = await askEndorsement(t, subscriber, policy, 'cost_change');
    const body = { annul_reason: FALTA_DE_PAGO.id };
    const unsent = await annul(subscriber, policy, body);
    expect(unsent.statusCode).toBe(409);
    expect(json(unsent).message).toBe(
      'La póliza tiene un endoso de «Cambio de costo» pedido (endoso 1) sin enviar a la compañía: anulá ese pedido antes de registrar la anulación.',
    );
    const movement = json(await call(subscriber, 'GET', `contract_movement/${asked}`));
    await send(subscriber, 'POST', `contract_movement/${asked}/send`, {
      updated_at: movement.updated_at,
    });
    const read = async () =>
      json(await call(subscriber, 'GET', `contract/${String(policy.id)}`)) as Row;
    const before = await read();
    const waiting = await annul(subscriber, before, body);
    expect(waiting.statusCode).toBe(409);
    expect(json(waiting).message).toContain(
      '«Cambio de costo» (endoso 1) esperando respuesta de la compañía',
    );
    // Nothing written: the policy in force as it was, its one endorsement still waiting.
    expect((await movementsOf(policy)).map((m) => m.status)).toEqual([requestIs('pending_cia')]);
    expect(await read()).toMatchObject({
      status: contractIs('validity'),
      updated_at: before.updated_at,
    });

    // Withdrawn, it waits for nothing: the annulment is recorded as endorsement 2.
    const sent = json(await call(subscriber, 'GET', `contract_movement/${asked}`));
    await send(subscriber, 'POST', `contract_movement/${asked}/withdraw`, {
      updated_at: sent.updated_at,
    });
    const annulled = await send(subscriber, 'POST', `contract/${String(policy.id)}/annul`, {
      updated_at: (await read()).updated_at,
      ...body,
    });
    expect(annulled).toMatchObject({ status: contractIs('anulled') });
    const recorded = (await movementsOf(policy)).find((m) => m.id !== asked);
    expect(recorded).toMatchObject({
      numeration: 2,
      movement_type: movementType('annulment'),
      status: requestIs('emitted'),
    });
  });

  it('is the subscribers’ alone, and another organization’s user sees nothing', async () => {
    const policy = await readPolicy(3);
    const body = { annul_reason: FALTA_DE_PAGO.id };
    const executive = await t().userWith(
      ['contracts: list', 'contracts: view', 'accounts: full_access'],
      [1],
    );
    expect((await annul(executive, policy, body)).statusCode).toBe(403);
    const stranger = await t().userWith(
      ['contracts: full_access', 'contract_requests: full_access'],
      [2],
    );
    expect((await call(stranger, 'GET', `contract/${String(policy.id)}`)).statusCode).toBe(404);
    expect((await annul(stranger, policy, body)).statusCode).toBe(404);
    expect(await movementsOf(policy)).toEqual([]);
  });
});
