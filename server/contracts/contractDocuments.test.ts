/**
 * Issue 31: a policy's documents, read back as their reader's viewer shows them. The summary of a
 * demo policy names its number, insurer, holder and people by their roles, its coverages, its
 * premium in pesos and each quota with its state; a vehicle's certificate names the plate, the
 * chassis and motor the wizard recorded, and certifies the coverage on the day it is printed. A
 * policy of another branch, or no longer in force, has no certificate (422, saying why); a reader
 * of another organization, or without the policy in their scope, gets the 404 of an unknown id.
 * The summary attaches to the policy as one of its files through the generic routes.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contractDocumentMessages } from '../../domain/contracts/contractDocuments';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday, formatDate, formatMoney } from '../../domain/engine/format';
import { contract } from '../../domain/entities/contracts';
import { contractFile } from '../../domain/entities/recordFiles';
import { attachmentKinds } from '../../domain/enums/files';
import { branches } from '../../domain/enums/branches';
import { contractStatus } from '../../domain/enums/statuses';
import { paintedPlate } from '../../domain/validators/vehicleDomain';
import { decodeRow } from '../db/codec';
import { pdfText } from '../documents/pdfTestKit';
import { writeFlowRecord } from '../flows/draftStore';
import { multipart } from '../imports/testing';
import { describeApp, startTestApp, type TestApp } from '../test/harness';

type Row = Record<string, unknown>;
const CAR = optionByCode(branches, 'car').id;
const HOME = optionByCode(branches, 'home').id;
const FLEET = optionByCode(branches, 'fleet').id;
const VALIDITY = optionByCode(contractStatus, 'validity').id;
/** The document's text with its lines joined: a sentence may wrap anywhere. */
const textOf = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');

describeApp('the policy documents, on %s', (dialect) => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  const today = argentineToday();
  let car: Row;
  let home: Row;

  const document = async (who: string, id: unknown, kind: 'summary' | 'certificate') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/contract/${String(id)}/document/${kind}`,
      headers: headers[who],
    });
    return { status: response.statusCode, pdf: response.rawPayload, response };
  };
  /** A demo policy of organization 1 in force today, of the branch, with its items. */
  const inForce = async (branchId: number) => {
    const row = await t.database.db
      .selectFrom(`${contract.table} as c`)
      .selectAll('c')
      .where('c.branch_id', '=', branchId)
      .where('c.organization_id', '=', 1)
      .where('c.status', '=', VALIDITY)
      .where('c.validity_from', '<=', today)
      .where('c.validity_to', '>=', today)
      .where('c.id', 'in', t.database.db.selectFrom('contract_items').select('contract_id'))
      .where('c.id', 'in', t.database.db.selectFrom('contract_quotas').select('contract_id'))
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    return decodeRow(contract, row);
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    headers.admin = await t.login('admin@demo.test');
    headers.nobody = await t.login('sin-permisos@demo.test');
    headers.other = await t.userWith(['contracts: full_access'], [2]);
    headers.unassigned = await t.userWith(['contracts: list', 'contracts: view'], [1]);
    car = await inForce(CAR);
    home = await inForce(HOME);
    // The car's opportunity recorded its chassis and motor in the wizard's vehicle step.
    const opportunity = await t.database.db
      .selectFrom('opportunities')
      .select('id')
      .where('organization_id', '=', 1)
      .where('branch_id', '=', CAR)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .updateTable(contract.table)
      .set({ opportunity_id: opportunity.id })
      .where('id', '=', String(car.id))
      .execute();
    const item = await t.database.db
      .selectFrom('contract_items')
      .select('identifier')
      .where('contract_id', '=', String(car.id))
      .executeTakeFirstOrThrow();
    car.plate = paintedPlate(item.identifier);
    await writeFlowRecord(t.database, {
      flow: 'opportunity',
      recordId: String(opportunity.id),
      organizationId: 1,
      branchId: CAR,
      values: { vehicle: { domain: car.plate, chassis: '9BWZZZ377VT004251', motor: 'CFZ123456' } },
      lookupKey: null,
    });
  }, 60_000);
  afterAll(() => t?.close());

  it('summarises the policy: numbers, insurer, holder, people, coverages, totals and quotas', async () => {
    const { status, pdf, response } = await document('admin', car.id, 'summary');
    expect(status, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      encodeURIComponent(`Resumen de póliza ${String(car.number)}.pdf`),
    );
    const text = textOf(pdf);
    const company = await t.database.db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', Number(car.company_id))
      .executeTakeFirstOrThrow();
    for (const expected of [
      'Resumen de póliza',
      `Póliza N° ${String(car.number)}`,
      String(car.internal_number),
      String(company.name),
      'Automotores',
      String(car.holder_name),
      'Tomador',
      formatDate(String(car.validity_from)),
      formatDate(String(car.validity_to)),
      formatDate(String(car.issue_date)),
      `Premio ${formatMoney(Number(car.premium))}`,
      `Prima ${formatMoney(Number(car.net_premium))}`,
      'Vigente',
      String(car.plate),
    ])
      expect(text).toContain(expected);
    // The money as Argentine pesos, with the thousands grouped: «$ 1.465,50».
    expect(formatMoney(Number(car.premium))).toMatch(/^\$ \d{1,3}(\.\d{3})*,\d{2}$/);
    // Each quota by its number, due date, amount and state label (never its code).
    const [quota] = await t.database.db
      .selectFrom('contract_quotas')
      .selectAll()
      .where('contract_id', '=', String(car.id))
      .orderBy('number')
      .execute();
    expect(text).toContain(formatDate(String(quota.due_date)));
    expect(text).toMatch(/Pagada|Pendiente/);
    expect(text).not.toMatch(/\bpending\b|\bpaid\b|\bpolicyholder\b/);
  });

  it("certifies a car's coverage today, with its plate, chassis and motor", async () => {
    const { status, pdf, response } = await document('admin', car.id, 'certificate');
    expect(status, response.body).toBe(200);
    const text = textOf(pdf);
    for (const expected of [
      'Certificado de cobertura',
      `Póliza N° ${String(car.number)}`,
      String(car.holder_name),
      `Patente ${String(car.plate)}`,
      'Número de chasis 9BWZZZ377VT004251',
      'Número de motor CFZ123456',
      `Se certifica que el vehículo detallado cuenta con cobertura vigente al ${formatDate(today)}`,
    ])
      expect(text).toContain(expected);
  });

  it("certifies a fleet's vehicles, each with its plate", async () => {
    const fleet = await inForce(FLEET);
    const items = await t.database.db
      .selectFrom('contract_items')
      .select('identifier')
      .where('contract_id', '=', String(fleet.id))
      .execute();
    expect(items.length, 'a demo fleet of several vehicles').toBeGreaterThan(1);
    const { status, pdf } = await document('admin', fleet.id, 'certificate');
    expect(status).toBe(200);
    const text = textOf(pdf);
    expect(text).toContain('Vehículos asegurados');
    for (const item of items) expect(text).toContain(String(paintedPlate(item.identifier)));
    expect(text).toContain('Se certifica que los vehículos detallados cuentan con cobertura');
  });

  it('refuses the certificate of a home policy, and of a car no longer in force', async () => {
    const summary = await document('admin', home.id, 'summary');
    expect(summary.status).toBe(200);
    expect(textOf(summary.pdf)).toContain(String(home.number));
    const refused = await document('admin', home.id, 'certificate');
    expect(refused.status).toBe(422);
    expect(refused.response.json().message).toBe(contractDocumentMessages.certificateVehiclesOnly);
    await t.database.db
      .updateTable(contract.table)
      .set({ status: optionByCode(contractStatus, 'anulled').id })
      .where('id', '=', String(car.id))
      .execute();
    try {
      const annulled = await document('admin', car.id, 'certificate');
      expect(annulled.status).toBe(422);
      expect(annulled.response.json().message).toContain('La póliza no está vigente hoy (Anulada');
      // Its summary still tells what it was.
      expect(textOf((await document('admin', car.id, 'summary')).pdf)).toContain('Anulada');
    } finally {
      await t.database.db
        .updateTable(contract.table)
        .set({ status: VALIDITY })
        .where('id', '=', String(car.id))
        .execute();
    }
  });

  it('gives no document to another organization, nor outside the reader’s scope', async () => {
    for (const kind of ['summary', 'certificate'] as const) {
      expect((await document('other', car.id, kind)).status).toBe(404);
      expect((await document('unassigned', car.id, kind)).status).toBe(404);
      expect((await document('nobody', car.id, kind)).status).toBe(403);
      expect((await document('admin', 'no-es-un-id', kind)).status).toBe(404);
    }
    // The same answer as the policy's own page for them.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/contract/${String(car.id)}`,
      headers: headers.unassigned,
    });
    expect(page.statusCode).toBe(404);
  });

  it('attaches the summary to the policy as one of its files', async () => {
    const { pdf } = await document('admin', car.id, 'summary');
    const body = multipart(
      { entity: contractFile.name, field: 'file' },
      { name: 'Resumen de póliza.pdf', content: pdf, type: 'application/pdf' },
    );
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media/upload',
      headers: { ...headers.admin, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${contractFile.name}`,
      headers: headers.admin,
      payload: {
        contract_id: car.id,
        file: upload.json().id,
        title: `Resumen de póliza ${String(car.number)}`,
        kind: optionByCode(attachmentKinds, 'policy').id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
  });
});
