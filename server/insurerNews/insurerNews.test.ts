/**
 * An insurer's file of changes imported (issue 32 §5, spec 2.3 `import_news`), through the
 * imports' engine by an admin of the section: its policy numbers matched in the insurer's own
 * spelling among the organization's policies; an endorsement's answer applied to the
 * endorsement waiting for it, a rejected payment recorded with the executive's task; rows
 * naming no policy, or a policy with nothing waiting, kept for review with the reason; bad rows
 * refused on the failed rows; the same file imported again applies nothing twice.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { contractMovement } from '../../domain/entities/contractMovements';
import { contractRequestStatus, contractResponseStatus } from '../../domain/enums/statuses';
import { insurerNewsKinds, insurerNewsStatus } from '../../domain/enums/insurerNews';
import { newsExample } from '../../domain/insurerNews/newsExample';
import { decodeRow } from '../db/codec';
import { json, rowCount, startTestApp, type TestApp, describeDialects } from '../test/harness';
import {
  demoPolicies,
  failedReasons,
  importNews,
  insurerSpelling,
  NEWS_HEADER,
  NEWS_TYPE,
  newsOf,
  newsRow,
  type DemoPolicy,
  type Row,
} from './newsTesting';

type Headers = Record<string, string>;
const kind = (code: string) => optionByCode(insurerNewsKinds, code).label;
const newsIs = (code: string) => optionByCode(insurerNewsStatus, code).id;

describeDialects('insurer news on %s', (dialect) => {
  let t: TestApp;
  let desk: Headers;
  let waiting: DemoPolicy;
  let waitingMovement: Row;
  let paying: DemoPolicy;
  let quiet: DemoPolicy;

  /** The file of the first import: two applied, three for review, two bad rows. */
  const firstFile = () => [
    // Line 2: the answer to the endorsement waiting for it, in the insurer's spelling.
    newsRow({
      company: waiting.company.toUpperCase(),
      policy_number: insurerSpelling(waiting),
      kind: kind('endorsement'),
      endorsement_number: 'E-77001',
      issue_date: '10/11/2026',
      net_premium: '10.000,00',
      surcharges: 0,
      taxes: '2.100,00',
      premium_change: '12.100,00',
    }),
    // Line 3: a rejected payment on another policy, its number without separators.
    newsRow({
      company: paying.company,
      policy_number: paying.number.replace(/-/g, ''),
      kind: kind('payment_rejected'),
      quota_number: 1,
      rejected_on: '05/11/2026',
      rejection_reason: 'Fondos insuficientes',
    }),
    // Line 4: a number no policy of ours has.
    newsRow({
      company: paying.company,
      policy_number: '999-99-9999999',
      kind: kind('payment_rejected'),
      quota_number: 2,
      rejected_on: '05/11/2026',
      rejection_reason: 'Tarjeta vencida',
    }),
    // Line 5: an endorsement for a policy with none waiting.
    newsRow({
      company: quiet.company,
      policy_number: quiet.number,
      kind: kind('endorsement'),
      endorsement_number: 'E-9',
      issue_date: '10/11/2026',
      premium_change: 500,
    }),
    // Line 6: an impossible date; line 7: an endorsement without its number.
    newsRow({
      company: paying.company,
      policy_number: paying.number,
      kind: kind('payment_rejected'),
      quota_number: 2,
      rejected_on: '31/02/2026',
      rejection_reason: 'Otros',
    }),
    newsRow({
      company: quiet.company,
      policy_number: quiet.number,
      kind: kind('endorsement'),
      issue_date: '10/11/2026',
      premium_change: 500,
    }),
    // Line 8: a quota the policy does not have.
    newsRow({
      company: paying.company,
      policy_number: paying.number,
      kind: kind('payment_rejected'),
      quota_number: 99,
      rejected_on: '05/11/2026',
      rejection_reason: 'Otros',
    }),
  ];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    desk = await t.userWith(['admin: section_import_news']);
    const demo = await demoPolicies(t);
    ({ waiting, waitingMovement } = demo);
    [paying, quiet] = demo.quiet;
  }, 180_000);
  afterAll(() => t?.close(), 60_000);

  it('offers the section’s admins their one type, with a model and a realistic example', async () => {
    const types = json(await t.app.inject({ url: '/api/v1/admin/import/types', headers: desk }));
    expect((types as unknown as Row[]).map((type) => type.id)).toEqual([NEWS_TYPE]);
    const response = await t.app.inject({
      url: `/api/v1/admin/import/types/${NEWS_TYPE}/template`,
      headers: desk,
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Novedades de compañías',
      'Instrucciones',
      'Ejemplo',
    ]);
    const example = workbook.getWorksheet('Ejemplo')!;
    expect((example.getRow(1).values as unknown[]).slice(1)).toEqual(NEWS_HEADER);
    expect(example.rowCount).toBe(newsExample.length + 1);
    for (const row of newsExample) expect(row).toHaveLength(NEWS_HEADER.length);
  });

  it('applies what names a policy, keeps the rest for review, refuses bad rows', async () => {
    const tasksBefore = await rowCount(t, 'tasks');
    const done = await importNews(t, desk, firstFile());
    expect(done).toMatchObject({ status: 702, rows_ok: 5, rows_failed: 2 });
    expect(done.message).toBe('Se importaron 5 filas (3 quedaron para revisar); 2 con error.');
    const reasons = await failedReasons(t, desk, done);
    expect(reasons[1]).toMatch(/^Fila 6: .*Fecha de rechazo/);
    expect(reasons[2]).toBe(
      'Fila 7: Falta número de endoso de la compañía: una novedad «Endoso emitido» lo trae.',
    );

    const rows = await newsOf(t, desk, done.id);
    expect(rows.map((r) => [r.line, r.status])).toEqual([
      [2, newsIs('applied')],
      [3, newsIs('applied')],
      [4, newsIs('review')],
      [5, newsIs('review')],
      [8, newsIs('review')],
    ]);
    expect(rows[2].reason).toBe(
      `No hay ninguna póliza «999-99-9999999» de ${paying.company} en tu organización: asignala a la póliza correcta o descartala.`,
    );
    expect(rows[3].reason).toContain(
      `La póliza ${quiet.number} no tiene un endoso enviado a la compañía que espere respuesta`,
    );
    expect(rows[4].reason).toBe(`La póliza ${paying.number} no tiene la cuota 99.`);

    // The endorsement answered and applied as the response wizard does: number, premium, version.
    const movement = decodeRow(
      contractMovement,
      await t.database.db
        .selectFrom(contractMovement.table)
        .selectAll()
        .where('id', '=', String(waitingMovement.id))
        .executeTakeFirstOrThrow(),
    );
    expect(movement).toMatchObject({
      status: optionByCode(contractRequestStatus, 'emitted').id,
      response_status: optionByCode(contractResponseStatus, 'processed').id,
      endorsement_number: 'E-77001',
      issue_date: '2026-11-10',
      premium_change: 12100,
    });
    expect(rows[0]).toMatchObject({ contract_id: waiting.id, movement_id: movement.id });
    expect(String(rows[0].reason)).toMatch(/^Respuesta aplicada al endoso \d+ de la póliza/);
    const versions = await t.database.db
      .selectFrom('record_versions')
      .select('movement_id')
      .where('record_id', '=', waiting.id)
      .execute();
    expect(versions.map((v) => v.movement_id)).toContain(movement.id);

    // The rejected payment recorded on quota 1, completed from the policy, with its task.
    const rejected = await t.database.db
      .selectFrom('contract_rejected_payments')
      .selectAll()
      .where('contract_id', '=', paying.id)
      .execute();
    expect(rejected).toHaveLength(1);
    expect(rows[1].rejected_payment_id).toBe(rejected[0].id);
    expect(Number(rejected[0].executive_id)).toBe(paying.executiveId);
    expect(Number(rejected[0].amount)).toBeGreaterThan(0);
    expect(await rowCount(t, 'tasks')).toBe(tasksBefore + 1);
  });

  it('applies nothing twice when the same file comes again', async () => {
    const paymentsBefore = await rowCount(t, 'contract_rejected_payments');
    const versionsBefore = await rowCount(t, 'record_versions');
    const newsBefore = await rowCount(t, 'insurer_news');
    const again = await importNews(t, desk, firstFile());
    expect(again).toMatchObject({ status: 702, rows_ok: 0, rows_failed: 7 });
    const reasons = await failedReasons(t, desk, again);
    expect(reasons[1]).toMatch(
      /^Fila 2: Esta novedad ya se importó \(«novedades\.xlsx», fila 2\) y está «Aplicada»: no se aplica de nuevo\.$/,
    );
    expect(reasons[3]).toMatch(/^Fila 4: Esta novedad ya se importó .* «Para revisar»/);
    expect(await rowCount(t, 'contract_rejected_payments')).toBe(paymentsBefore);
    expect(await rowCount(t, 'record_versions')).toBe(versionsBefore);
    expect(await rowCount(t, 'insurer_news')).toBe(newsBefore);

    // The same endorsement answered again in another file (another date): a 409 on its row.
    const done = await importNews(t, desk, [
      newsRow({
        company: waiting.company,
        policy_number: waiting.number,
        kind: kind('endorsement'),
        endorsement_number: 'e-77001',
        issue_date: '11/11/2026',
        premium_change: 12100,
      }),
    ]);
    expect(done).toMatchObject({ rows_ok: 0, rows_failed: 1 });
    expect((await failedReasons(t, desk, done))[1]).toBe(
      `Fila 2: El endoso e-77001 de la póliza ${waiting.number} ya tiene registrada la respuesta de la compañía: no se aplica de nuevo.`,
    );
    expect(await rowCount(t, 'record_versions')).toBe(versionsBefore);
  });

  it('applies a file once when two imports of it run at the same time', async () => {
    const payments = await rowCount(t, 'contract_rejected_payments');
    const file = [
      newsRow({
        company: quiet.company,
        policy_number: insurerSpelling(quiet),
        kind: kind('payment_rejected'),
        quota_number: 1,
        rejected_on: '06/11/2026',
        rejection_reason: 'Tarjeta denunciada (robo o extravío)',
      }),
      newsRow({
        company: quiet.company,
        policy_number: '000-00-1234567',
        kind: kind('endorsement_refused'),
        insurer_message: 'Sin solicitud',
      }),
    ];
    const both = await Promise.all([importNews(t, desk, file), importNews(t, desk, file)]);
    expect(both.map((done) => done.status)).toEqual([702, 702]);
    expect(both.reduce((sum, done) => sum + Number(done.rows_ok), 0)).toBe(2);
    expect(both.reduce((sum, done) => sum + Number(done.rows_failed), 0)).toBe(2);
    expect(await rowCount(t, 'contract_rejected_payments')).toBe(payments + 1);
    for (const done of both.filter((d) => Number(d.rows_failed) > 0))
      for (const reason of (await failedReasons(t, desk, done)).slice(1))
        expect(reason).toMatch(/^Fila \d: Esta novedad ya se importó/);
  });
});
