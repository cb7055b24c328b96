/**
 * Issue 28 item 10: a stored file is read by whoever may read a record holding it (section
 * permission and record scope), a file no record holds by its uploader and the media section,
 * and its answer keeps its own sandboxing Content-Security-Policy.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bannerPng } from '../../fixtures/files';
import { multipart } from '../imports/testing';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
const base = '/api/v1/admin/media';
const SANDBOX = "default-src 'none'; sandbox";

describeApp('who reads a stored file on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  const png = bannerPng(30, 10, [10, 20, 30], [40, 50, 60]);

  const upload = async (headers: Headers) => {
    const body = multipart(
      { entity: 'admin/news', field: 'image' },
      { name: 'a.png', content: png },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: `${base}/upload`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return Number(json(response).id);
  };
  const hold = async (image: number, publishedFrom: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/news',
      headers: admin,
      payload: { title: 'Con imagen', body: '<p>Hola</p>', published_from: publishedFrom, image },
    });
    expect(response.statusCode, response.body).toBe(201);
    return Number(json(response).id);
  };
  const status = async (id: number | string, headers: Headers) =>
    (await t.app.inject({ url: `${base}/${id}/content`, headers })).statusCode;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  }, 180_000);
  afterAll(() => t?.close());

  it('serves a file no record holds to its uploader and the media section only', async () => {
    const uploader = await t.userWith(['admin: news']);
    const id = await upload(uploader);
    expect(await status(id, uploader)).toBe(200);
    expect(await status(id, await t.userWith(['admin: media']))).toBe(200);
    expect(await status(id, await t.userWith(['admin: news']))).toBe(404);
    expect(await status(id, await t.userWith([]))).toBe(404);
    expect(await status(id, await t.userWith(['admin: news', 'admin: media'], [2]))).toBe(404);
  });

  it('serves a held file to who may read its record, by section and by scope', async () => {
    const id = await upload(admin);
    const newsId = await hold(id, '2031-03-01T12:00:00Z'); // not yet on home
    const reader = await t.userWith(['admin: news']);
    expect(await status(id, reader)).toBe(200);
    // Once held, the media section alone no longer opens it: the record's section decides.
    expect(await status(id, await t.userWith(['admin: media']))).toBe(404);
    expect(await status(id, await t.userWith(['admin: organization']))).toBe(404);
    expect(await status(id, await t.userWith(['admin: news', 'admin: media'], [2]))).toBe(404);

    // The record moves out of the reader's scope (another organization's news): refused alike.
    await t.database.db
      .updateTable('news')
      .set({ organization_id: 2 })
      .where('id', '=', newsId)
      .execute();
    expect(await status(id, reader)).toBe(404);
    expect(await status(id, admin)).toBe(404);
    // A malformed or unknown id is the same 404 as a refused one, as in the generic show.
    expect(await status('abc', reader)).toBe(404);
    expect(await status(987654, reader)).toBe(404);
  });

  it('serves a news image to whoever home shows the news to', async () => {
    const id = await upload(admin);
    const anyone = await t.userWith([]);
    expect(await status(id, anyone)).toBe(404);
    await hold(id, '2020-01-01T00:00:00Z');
    expect(await status(id, anyone)).toBe(200);
    expect(await status(id, await t.userWith([], [2]))).toBe(404);
  });

  it("keeps the file's sandboxing policy instead of the app's", async () => {
    const id = await upload(admin);
    const content = await t.app.inject({ url: `${base}/${id}/content`, headers: admin });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-security-policy']).toBe(SANDBOX);
    const other = await t.app.inject({ url: `${base}/${id}`, headers: admin });
    expect(other.headers['content-security-policy']).toMatch(/default-src 'self'/);
  });
});
