/**
 * A brokerage's portfolio imported on day one (issue 31, import type «Pólizas»): one row per
 * policy, the insurer by name or CUIT, the client by CUIT or DNI among the organization's,
 * each policy written with its people, item and quotas through the product's create (numbered,
 * audited as the importer's), in force or not by its validity. Rows naming an unknown client
 * or insurer, a policy number already loaded, a bad date or a bad amount are reported in
 * Spanish; another organization neither matches our clients nor sees our policies.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { cents } from '../../domain/engine/money';
import { contractPersonTypes, itemTypes, paymentTypes } from '../../domain/enums/catalogues';
import { contractStatus } from '../../domain/enums/statuses';
import type { Entity } from '../../domain/engine/entity';
import {
  contractItemRow,
  contractPersonRow,
  contractQuota,
} from '../../domain/entities/contractParts';
import { VALIDITY_ENDED } from '../contracts/contractExpiry';
import { decodeRow } from '../db/codec';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';
import { rowsOf, untilEnded, upload, workbookOf } from './testing';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;
const POLICIES = 10;
const base = '/api/v1/admin/import';
const contractIs = (code: string) => optionByCode(contractStatus, code).id;

const HEADER = [
  ...['Compañía', 'Ramo', 'Número de póliza', 'CUIT o DNI del cliente', 'Vigencia desde'],
  ...['Vigencia hasta', 'Fecha de emisión', 'Premio', 'Prima', 'Cuotas', 'Medio de pago'],
  ...['Patente', 'Descripción'],
];
const MAPPING = [
  ...['company', 'branch_id', 'number', 'client', 'validity_from', 'validity_to', 'issue_date'],
  ...['premium', 'net_premium', 'quota_quantity', 'payment_type', 'plate', 'title'],
];

/** Lower case and without accents: the sheet's spelling need not be the catalogue's. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describeApp('policy imports on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let insurer: { id: number; name: string; cuit: string };
  let branch: string;
  let holder: Row;
  let byDocument: Row;

  let digits: string;

  /** A sheet row by field: a valid policy of the holder unless `cells` says otherwise. */
  const rowOf = (cells: Row) => {
    const valid: Row = {
      company: insurer.name,
      branch_id: branch,
      client: digits,
      validity_from: '01/03/2026',
      validity_to: '01/03/2027',
      premium: '500',
    };
    return MAPPING.map((name) => ({ ...valid, ...cells })[name] ?? '');
  };
  const mappingOf = async (headers: Headers, id: unknown) =>
    json(await t.app.inject({ url: `${base}/${id}/mapping`, headers }));
  const policies = (headers: Headers, q: string) =>
    t.app
      .inject({
        url: `/api/v1/contract?filter=${encodeURIComponent(JSON.stringify({ q }))}`,
        headers,
      })
      .then((r) => r.json() as Row[]);
  const failedReasons = async (headers: Headers, done: Row) => {
    const file = await t.app.inject({
      url: `/api/v1/admin/download/${done.failed_download_id}/content`,
      headers,
    });
    return (await rowsOf(file.rawPayload)).map((row) => String(row.at(-1)));
  };

  /** Uploads the rows and runs the import with the suggested mapping. */
  async function importRows(headers: Headers, rows: unknown[][]) {
    const content = await workbookOf([HEADER, ...rows]);
    const uploaded = await upload(t, headers, POLICIES, { name: 'cartera.xlsx', content });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const id = json(uploaded).id;
    const { mapping } = await mappingOf(headers, id);
    expect(mapping).toEqual(MAPPING);
    const started = await t.app.inject({
      method: 'POST',
      url: `${base}/${id}/start`,
      headers,
      payload: { mapping },
    });
    expect(started.statusCode, started.body).toBe(200);
    return untilEnded(t, headers, id);
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    const db = t.database.db;
    const company = await db
      .selectFrom('companies')
      .select(['id', 'name', 'cuit'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    insurer = { id: Number(company.id), name: String(company.name), cuit: String(company.cuit) };
    branch = String(
      (await db.selectFrom('branches').select('name').where('id', '=', 1).executeTakeFirstOrThrow())
        .name,
    );
    const clients = db
      .selectFrom('accounts')
      .select(['id', 'display_name', 'cuit', 'document_number'])
      .where('organization_id', '=', 1)
      .orderBy('id');
    holder = await clients.where('cuit', 'is not', null).executeTakeFirstOrThrow();
    digits = String(holder.cuit).replace(/\D/g, '');
    byDocument = await clients
      .where('document_number', 'is not', null)
      .where('id', '!=', holder.id as string)
      .executeTakeFirstOrThrow();
  }, 180_000);
  afterAll(() => t?.close(), 60_000);

  it('offers «Pólizas» with its Spanish columns and a model workbook', async () => {
    const types = json(await t.app.inject({ url: `${base}/types`, headers: admin })) as unknown;
    const policiesType = (types as Row[]).find((type) => type.id === POLICIES)!;
    expect(policiesType).toMatchObject({ label: 'Pólizas', entity: 'contract', match_by: [] });
    expect((policiesType.fields as Row[]).map((f) => f.label)).toEqual(HEADER);
    const response = await t.app.inject({
      url: `${base}/types/${POLICIES}/template`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const [sheet, help] = workbook.worksheets;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    const lines = help.getSheetValues().map((row) => String((row as unknown[])?.[3] ?? ''));
    expect(lines.join(' ')).toContain('su CUIT');
  });

  it('imports the valid rows with their parts; each other row says why, in Spanish', async () => {
    const dni = String(byDocument.document_number);
    const done = await importRows(admin, [
      rowOf({
        company: plain(insurer.name).toUpperCase(),
        branch_id: plain(branch),
        number: 'IMP-0001',
        client: digits,
        validity_to: '01/03/2099',
        issue_date: '15/02/2026',
        premium: '1.465,50',
        net_premium: '1.200,00',
        quota_quantity: 3,
        payment_type: 'Pago Fácil',
        plate: 'AB 123 CD',
        title: 'Toyota Corolla',
      }),
      rowOf({
        company: insurer.cuit.replace(/\D/g, ''),
        number: 'IMP-0002',
        client: `${dni.slice(0, -6)}.${dni.slice(-6, -3)}.${dni.slice(-3)}`,
        validity_from: '31/01/2020',
        validity_to: '31/01/2021',
        premium: 1000,
        quota_quantity: 3,
      }),
      rowOf({ number: 'IMP-0003', client: '20-99999999-5' }),
      rowOf({ number: 'IMP-0004', company: 'Aseguradora Inexistente' }),
      rowOf({ number: 'imp-0001' }),
      rowOf({ number: 'IMP-0006', validity_from: '31/02/2026' }),
      rowOf({ number: 'IMP-0007', premium: 'mil pesos' }),
    ]);
    expect(done).toMatchObject({ status: 702, rows_ok: 2, rows_failed: 5 });

    const reasons = await failedReasons(admin, done);
    expect(reasons[0]).toBe('Errores de la importación');
    expect(reasons[1]).toBe(
      'Fila 4: No hay ningún cliente con CUIT o DNI 20-99999999-5 en tu organización: cargalo antes de importar su póliza.',
    );
    expect(reasons[2]).toBe(
      'Fila 5: No existe la compañía “Aseguradora Inexistente”: escribí su nombre o su CUIT como figura en Compañías.',
    );
    expect(reasons[3]).toBe(
      `Fila 6: Ya existe la póliza imp-0001 de ${insurer.name} en tu organización.`,
    );
    expect(reasons[4]).toMatch(/^Fila 7: .*Vigencia desde/);
    expect(reasons[5]).toMatch(/^Fila 8: .*Premio/);

    const [inForce] = await policies(admin, 'IMP-0001');
    const stored = json(
      await t.app.inject({ url: `/api/v1/contract/${inForce.id}`, headers: admin }),
    );
    expect(stored).toMatchObject({
      number: 'IMP-0001',
      account_id: holder.id,
      company_id: insurer.id,
      branch_id: 1,
      status: contractIs('validity'),
      validity_from: '2026-03-01',
      validity_to: '2099-03-01',
      issue_date: '2026-02-15',
      premium: 1465.5,
      net_premium: 1200,
      taxes: 265.5,
      quota_quantity: 3,
      plate: 'AB 123 CD',
      payment_type: optionByCode(paymentTypes, 'pago_facil').id,
    });
    expect(String(stored.internal_number)).toMatch(/^\d{7}$/);
    const db = t.database.db;
    const partsOf = async (entity: Entity, id: unknown) =>
      (
        await db
          .selectFrom(entity.table)
          .selectAll()
          .where('contract_id', '=', String(id))
          .orderBy('id')
          .execute()
      ).map((row) => decodeRow(entity, row));
    const people = await partsOf(contractPersonRow, inForce.id);
    expect(people.map((p) => [Number(p.role), p.document])).toEqual([
      [optionByCode(contractPersonTypes, 'policyholder').id, holder.cuit],
      [optionByCode(contractPersonTypes, 'assured').id, holder.cuit],
    ]);
    const items = await partsOf(contractItemRow, inForce.id);
    expect(items).toEqual([
      expect.objectContaining({
        item_type: optionByCode(itemTypes, 'vehicle').id,
        identifier: 'AB 123 CD',
        description: 'Toyota Corolla',
      }),
    ]);

    // Ended before today: recorded out of force, its quotas still adding up to the premium.
    const [ended] = await policies(admin, 'IMP-0002');
    expect(ended).toMatchObject({ status: contractIs('not_validity') });
    const quotas = await partsOf(contractQuota, ended.id);
    expect(quotas.map((q) => [q.number, q.due_date])).toEqual([
      [1, '2020-01-31'],
      [2, '2020-02-29'],
      [3, '2020-03-31'],
    ]);
    expect(quotas.reduce((sum, q) => sum + cents(Number(q.amount)), 0)).toBe(cents(1000));
    expect(quotas.map((q) => Number(q.amount))).toEqual([333.33, 333.33, 333.34]);

    // Through the generic create: audited as the importer's, the end of validity as a move.
    const me = (json(await t.app.inject({ url: '/api/v1/user/me', headers: admin })).data as Row)
      .id;
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', 'contract')
      .where('record_id', '=', String(ended.id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.user_id)).toEqual([me, me]);
    expect(JSON.stringify(audit[1])).toContain(VALIDITY_ENDED);
    // Its version 1 (server/history/), as the importer's, as it was recorded: out of force.
    const versions = await db
      .selectFrom('record_versions')
      .selectAll()
      .where('record_id', '=', String(ended.id))
      .execute();
    expect(versions).toEqual([
      expect.objectContaining({ version: 1, cause: 'Emisión', actor_id: me }),
    ]);
    expect(String(versions[0].effective_from)).toBe('2020-01-31');
    expect(JSON.parse(String(versions[0].snapshot)).record.status).toBe(contractIs('not_validity'));
  });

  it('is the type’s importers’, scoped to their organization', async () => {
    const row = rowOf({ number: 'IMP-0100', validity_to: '01/03/2099', premium: '900' });
    // Who may import policies imports them for any client of the organization.
    const importer = await t.userWith(['imports: import_types contract']);
    expect(await importRows(importer, [row])).toMatchObject({ rows_ok: 1, rows_failed: 0 });
    const clientsOnly = await t.userWith(['imports: import_types client', 'accounts: view']);
    const types = json(await t.app.inject({ url: `${base}/types`, headers: clientsOnly }));
    expect((types as unknown as Row[]).map((x) => x.id)).not.toContain(POLICIES);
    const content = await workbookOf([HEADER, row]);
    const refused = await upload(t, clientsOnly, POLICIES, { name: 'p.xlsx', content });
    expect(refused.statusCode).toBe(403);

    // Another organization: our client is none of theirs, our policies are not seen.
    const outsider = await t.userWith(
      ['imports: import_types contract', 'contracts: full_access'],
      [5],
    );
    const done = await importRows(outsider, [rowOf({ number: 'IMP-0101' })]);
    expect(done).toMatchObject({ status: 702, rows_ok: 0, rows_failed: 1 });
    expect((await failedReasons(outsider, done))[1]).toContain(
      'No hay ningún cliente con CUIT o DNI',
    );
    expect(await policies(outsider, 'IMP-0')).toEqual([]);
    const [ours] = await policies(admin, 'IMP-0100');
    const opened = await t.app.inject({ url: `/api/v1/contract/${ours.id}`, headers: outsider });
    expect(opened.statusCode).toBe(404);
  });
});
