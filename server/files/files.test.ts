/**
 * Uploaded files: the upload applies the field's limits and recognises the type by content,
 * the content is served only inside the organization, file fields accept only fitting files of
 * the writer's organization, uploads are audited, and "where used" finds the records.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bannerPng, simplePdf } from '../../fixtures/files';
import { multipart } from '../imports/testing';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
const base = '/api/v1/admin/media';
type Answer = Parameters<typeof json>[0];
const errorsOf = (response: Answer) =>
  (json(response) as { errors: Record<string, string[]> }).errors;
const recordOf = (response: Answer) => json(response) as Record<string, unknown>;

describeApp('uploaded files on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  const png = bannerPng(40, 20, [0, 51, 153], [0, 153, 204]);

  const upload = (
    headers: Headers,
    file: { name: string; content: Buffer; type?: string },
    field = 'image',
    entity = 'admin/news',
  ) => {
    const body = multipart({ entity, field }, file);
    return t.app.inject({
      method: 'POST',
      url: `${base}/upload`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const news = (headers: Headers, image: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/news',
      headers,
      payload: {
        title: 'Renovaciones de marzo',
        body: '<p>Hola</p>',
        published_from: '2031-03-01T12:00:00Z',
        image,
      },
    });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  }, 180_000);
  afterAll(() => t?.close());

  it('stores an image upload, audits it and serves it back to its organization only', async () => {
    const response = await upload(admin, {
      name: '../../logo nuevo.png',
      content: png,
      type: 'text/html',
    });
    expect(response.statusCode, response.body).toBe(201);
    const record = recordOf(response);
    expect(record).toMatchObject({
      name: 'logo nuevo.png',
      file_type: 1,
      size: png.length,
      uploaded_for: 'Novedades › Imagen',
    });

    // A name whose direction marks make it read as something else keeps what it ends in.
    const spoofed = await upload(admin, { name: 'poliza\u202Egnp.exe', content: png });
    expect(recordOf(spoofed).name).toBe('polizagnp.exe');

    const content = await t.app.inject({ url: `${base}/${record.id}/content`, headers: admin });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(png)).toBe(true);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['content-disposition']).toBe(
      "inline; filename*=UTF-8''logo%20nuevo.png",
    );

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource', '=', 'admin/media')
      .where('record_id', '=', String(record.id))
      .execute();
    expect(audit).toHaveLength(1);

    const other = await t.userWith(['admin: news', 'admin: media'], [2]);
    expect(
      (await t.app.inject({ url: `${base}/${record.id}/content`, headers: other })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: `${base}/${record.id}/content` })).statusCode).toBe(401);
  });

  it('refuses a file too big, of the wrong type by content, SVG or HTML disguised as images', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(admin, { name: 'enorme.png', content: big });
    expect(tooBig.statusCode).toBe(422);
    expect(errorsOf(tooBig).file[0]).toBe('El archivo de Imagen supera el máximo de 2 MB.');

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    for (const [name, content] of [
      ['logo.svg', svg],
      ['foto.png', html],
      ['informe.png', simplePdf('x')],
    ] as const) {
      const refused = await upload(admin, { name, content, type: 'image/png' });
      expect(refused.statusCode, name).toBe(422);
      expect(errorsOf(refused).file[0]).toContain(
        'debe ser Imagen PNG, Imagen JPEG, Imagen GIF o Imagen WebP',
      );
    }
    // A form without its boundary, or cut short, is the client's mistake: a 400, never a 500.
    for (const [type, payload] of [
      ['multipart/form-data', 'xxx'],
      [
        'multipart/form-data; boundary=zz',
        '--zz\r\nContent-Disposition: form-data; name="entity"\r\n\r\nadm',
      ],
    ]) {
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/media/upload',
        headers: { ...admin, 'content-type': type },
        payload,
      });
      expect(broken.statusCode, type).toBe(400);
      expect(json(broken).message).toBe(
        'El formulario enviado no es válido: mandá entity, field y file.',
      );
    }
    const empty = await upload(admin, { name: 'vacío.png', content: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(422);
    const noField = await upload(admin, { name: 'a.png', content: png }, 'title');
    expect(noField.statusCode).toBe(422);
    const unknown = await upload(
      admin,
      { name: 'a.png', content: png },
      'image',
      'admin/inventada',
    );
    expect(unknown.statusCode).toBe(422);
    expect(
      await t.database.db
        .selectFrom('media')
        .select('id')
        .where('name', 'in', ['enorme.png', 'logo.svg', 'foto.png'])
        .execute(),
    ).toEqual([]);
  });

  it('lets upload only who may create or edit the section', async () => {
    const nobody = await t.userWith([]);
    expect((await upload(nobody, { name: 'a.png', content: png })).statusCode).toBe(403);
    const editor = await t.userWith(['admin: news']);
    expect((await upload(editor, { name: 'a.png', content: png })).statusCode).toBe(201);
  });

  it('takes in a file field only a file of the organization that fits the field, and finds where it is used', async () => {
    const image = json(await upload(admin, { name: 'portada.png', content: png }));
    const created = await news(admin, image.id);
    expect(created.statusCode, created.body).toBe(201);
    expect(recordOf(created).image).toBe(image.id);

    // Demo file 5 is a PDF and 6 belongs to organization 2.
    for (const id of [5, 6, 987654]) {
      const refused = await news(admin, id);
      expect(refused.statusCode, String(id)).toBe(422);
      expect(Object.keys(errorsOf(refused))).toEqual(['image']);
    }
    const usage = await t.app.inject({ url: `${base}/${image.id}/usage`, headers: admin });
    expect(usage.statusCode).toBe(200);
    expect(recordOf(usage)).toEqual([
      {
        entity: 'admin/news',
        entity_label: 'Novedades',
        field: 'image',
        field_label: 'Imagen',
        id: recordOf(created).id,
        label: 'Renovaciones de marzo',
      },
    ]);
    const writer = await t.userWith(['admin: news']);
    expect(
      (await t.app.inject({ url: `${base}/${image.id}/usage`, headers: writer })).statusCode,
    ).toBe(403);
  });

  it('keeps the generic API of admin/media read-only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: base,
      headers: admin,
      payload: { name: 'x', file_type: 1, size: 1 },
    });
    expect(response.statusCode).toBe(405);
  });
});
