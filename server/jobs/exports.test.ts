/**
 * Background exports, downloads, "Ejecutar ahora" and the admin dashboard through the API, on
 * each dialect, with the app's own worker running the jobs.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { json, rowCount, startTestApp, type TestApp, describeDialects } from '../test/harness';

type Headers = Record<string, string>;

describeDialects('exports, downloads and scheduled jobs on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  const api = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers, payload });

  /** Waits until the download leaves "generating" (the worker wakes on commit). */
  async function ready(id: number, headers = admin) {
    for (let i = 0; i < 100; i++) {
      const record = json(await api('GET', `admin/download/${id}`, headers));
      if (record.status !== 1) return record;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the export never finished');
  }

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  it('exports a whole list as XLSX into the person’s downloads, titles and values in Spanish', async () => {
    // The demo seed already holds export activity, so the new row is found by its id.
    const lastActivity = await t.database.db
      .selectFrom('activity_log')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const started = await api('POST', 'admin/company/export', admin, {
      format: 'xlsx',
      filter: { active: true },
      sort: ['name', 'ASC'],
    });
    expect(started.statusCode).toBe(202);
    const { download_id } = json(started) as { download_id: number };
    const record = await ready(download_id);
    expect(record).toMatchObject({ status: 2, kind: 1 });
    const file = await api('GET', `admin/download/${download_id}/content`, admin);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as never);
    const sheet = workbook.worksheets[0];
    const titles = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(titles).toEqual(expect.arrayContaining(['Nombre', 'CUIT', 'Activa']));
    const companies = json(await api('GET', 'admin/company?filter={"active":true}', admin));
    expect(sheet.rowCount - 1).toBe((companies as unknown as unknown[]).length);
    expect(record.rows).toBe(sheet.rowCount - 1);
    const activity = await t.database.db
      .selectFrom('activity_log')
      .selectAll()
      .where('id', '>', Number(lastActivity.id ?? 0))
      .execute();
    // Exactly the one export run here, with its row count and format.
    expect(activity).toHaveLength(1);
    expect(activity[0].detail).toBe(
      `Exportación de Compañías: ${(sheet.rowCount - 1).toLocaleString('es-AR')} filas, XLSX`,
    );
  });

  it('refuses what the list would refuse, and whom the list would refuse', async () => {
    const before = await rowCount(t, 'jobs');
    const badSort = await api('POST', 'admin/company/export', admin, { sort: ['clave', 'ASC'] });
    expect(badSort.statusCode).toBe(400);
    const unknownKey = await api('POST', 'admin/company/export', admin, { formato: 'xlsx' });
    expect(unknownKey.statusCode).toBe(422);
    const badFormat = await api('POST', 'admin/company/export', admin, { format: 'pdf' });
    expect(badFormat.statusCode).toBe(422);
    const nobody = await t.login('sin-permisos@demo.test');
    expect((await api('POST', 'admin/company/export', nobody, {})).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/admin/company/export', payload: {} }))
        .statusCode,
    ).toBe(401);
    expect(await rowCount(t, 'jobs')).toBe(before);
  });

  it('serves a download only to the person it was made for', async () => {
    const started = json(await api('POST', 'admin/holiday/export', admin, { format: 'csv' }));
    const id = Number(started.download_id);
    await ready(id);
    const csv = await api('GET', `admin/download/${id}/content`, admin);
    expect(csv.body.startsWith('\ufeff')).toBe(true);
    // The route's sandbox survives the app-wide headers (issue 28 item 10).
    expect(csv.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(csv.body.split('\r\n')[0]).toContain(';');
    const colleague = await t.userWith(['admin: downloads', 'admin: holidays'], [1]);
    const stranger = await t.userWith(['admin: downloads', 'admin: holidays'], [2]);
    for (const other of [colleague, stranger]) {
      expect((await api('GET', `admin/download/${id}/content`, other)).statusCode).toBe(404);
      expect((await api('GET', `admin/download/${id}`, other)).statusCode).toBe(404);
    }
    expect((await api('GET', 'admin/download/abc/content', admin)).statusCode).toBe(404);
  });

  it('runs a scheduled job on request, recording who asked, and shows it on the dashboard', async () => {
    const jobs = json(await api('GET', 'admin/cron?filter={"q":"cola de llamados"}', admin));
    const job = (jobs as unknown as { id: number; label: string }[])[0];
    expect(job.label).toBe('Reconstruir la cola de llamados');
    const asked = await api('POST', `admin/cron/${job.id}/run`, admin);
    expect(asked.statusCode).toBe(202);
    let runs: Record<string, unknown>[] = [];
    for (let i = 0; i < 100 && !runs.some((r) => r.result !== 1); i++) {
      runs = json(
        await api('GET', `admin/cron/run?filter={"cron_id":${job.id}}`, admin),
      ) as unknown as Record<string, unknown>[];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(runs[0]).toMatchObject({ result: 2, triggered_by: 2 });
    expect(runs[0].user_id).toEqual(expect.any(Number));
    expect((await api('POST', 'admin/cron/999999/run', admin)).statusCode).toBe(404);
    const nobody = await t.login('sin-permisos@demo.test');
    expect((await api('POST', `admin/cron/${job.id}/run`, nobody)).statusCode).toBe(403);

    const data = json(await api('GET', 'dashboard/admin-data', admin));
    expect(data.longest_run).toMatchObject({
      job: expect.any(String),
      duration_ms: expect.any(Number),
    });
    expect(data).toMatchObject({
      pending_registrations: expect.any(Number),
      failed_jobs: expect.any(Number),
      imports_in_progress: expect.any(Number),
      queued_jobs: expect.any(Number),
    });
    expect((await api('GET', 'dashboard/admin-data', nobody)).statusCode).toBe(403);
  });
});
