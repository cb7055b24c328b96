/**
 * What spec 6's `admin: section_import_news` opens of the imports (domain/importAccess.ts): its
 * own type, «Novedades de compañías» (11), listed at `admin/import/insurer_news`, uploaded,
 * mapped, started and followed on its import's page, its rows reviewed; not the imports list
 * of `admin/import` (403, filtered or not), nor another type's model, upload or import (403, or
 * 404 for an import out of its sight). Whoever holds the imports section keeps every type.
 * Another organization's holder of the same permission sees none of ours.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { insurerNewsKinds } from '../../domain/enums/insurerNews';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';
import { upload, workbookOf } from '../imports/testing';
import { demoPolicies, importNews, NEWS_TYPE, newsRow, type Row } from './newsTesting';

type Headers = Record<string, string>;
const HOLIDAYS = 6;
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describeApp('the insurer news section’s access to the imports on %s', (dialect) => {
  let t: TestApp;
  let desk: Headers;
  let importer: Headers;
  let news: Row;
  let holidays: Row;

  const get = (headers: Headers, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers });
  const post = (headers: Headers, url: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/${url}`, headers, payload: {} });
  const holidayFile = () =>
    workbookOf([
      ['Fecha', 'Nombre'],
      ['25/12/2027', 'Navidad'],
    ]);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    desk = await t.userWith(['admin: section_import_news']);
    importer = await t.userWith(['admin: imports']);
    const [paying] = (await demoPolicies(t)).quiet;
    news = await importNews(t, desk, [
      newsRow({
        company: paying.company,
        policy_number: paying.number,
        kind: optionByCode(insurerNewsKinds, 'payment_rejected').label,
        quota_number: 1,
        rejected_on: '03/11/2026',
        rejection_reason: 'Cuenta cerrada',
      }),
    ]);
    const uploaded = await upload(t, importer, HOLIDAYS, {
      name: 'feriados.xlsx',
      content: await holidayFile(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    holidays = json(uploaded);
  }, 180_000);
  afterAll(() => t?.close(), 60_000);

  it('opens its own type: offered, modelled, listed, imported and reviewed', async () => {
    expect(news).toMatchObject({ type: NEWS_TYPE, status: 702 });
    const types = (await get(desk, 'admin/import/types')).json() as Row[];
    expect(types.map((type) => type.id)).toEqual([NEWS_TYPE]);
    expect((await get(desk, `admin/import/types/${NEWS_TYPE}/template`)).statusCode).toBe(200);
    const listed = await get(desk, 'admin/import/insurer_news');
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as Row[]).map((row) => row.id)).toContain(news.id);
    expect((await get(desk, `admin/import/${String(news.id)}`)).statusCode).toBe(200);
    expect((await get(desk, 'import_news/row/review')).statusCode).toBe(200);
    expect((await get(desk, 'import_news/row')).statusCode).toBe(200);
  });

  it('refuses the imports list and every other type', async () => {
    for (const url of ['admin/import', `admin/import?filter=${q({ type: HOLIDAYS })}`])
      expect((await get(desk, url)).statusCode, url).toBe(403);
    expect((await get(desk, `admin/import/types/${HOLIDAYS}/template`)).statusCode).toBe(403);
    const refused = await upload(t, desk, HOLIDAYS, {
      name: 'feriados.xlsx',
      content: await holidayFile(),
    });
    expect(refused.statusCode).toBe(403);
    // Another type's import is out of its sight, its page and its engine's routes alike.
    const id = String(holidays.id);
    expect((await get(desk, `admin/import/${id}`)).statusCode).toBe(404);
    expect((await get(desk, `admin/import/${id}/mapping`)).statusCode).toBe(404);
    expect((await post(desk, `admin/import/${id}/cancel`)).statusCode).toBe(404);
    const still = json(await get(importer, `admin/import/${id}`));
    expect(still.status).toBe(701);
    // The imports section keeps every type, the news' too.
    const all = await get(importer, `admin/import?range=${q([0, 99])}`);
    expect(all.statusCode).toBe(200);
    expect((all.json() as Row[]).map((row) => row.id)).toEqual(
      expect.arrayContaining([news.id, holidays.id]),
    );
  });

  it('shows another organization’s holder none of ours', async () => {
    const outsider = await t.userWith(['admin: section_import_news'], [5]);
    expect((await get(outsider, `admin/import/${String(news.id)}`)).statusCode).toBe(404);
    expect((await get(outsider, `admin/import/${String(news.id)}/mapping`)).statusCode).toBe(404);
    const theirs = (await get(outsider, 'admin/import/insurer_news')).json() as Row[];
    expect(theirs.map((row) => row.id)).not.toContain(news.id);
    expect((await get(outsider, 'admin/import')).statusCode).toBe(403);
  });
});
