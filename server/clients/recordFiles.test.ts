/**
 * A client's files (domain/engine/attachments.ts, issue 31): uploaded as media, kept with a
 * name and a kind on the client's «Archivos» tab, and seen, listed, opened and downloaded only
 * by whoever sees the client: its executive and the full access of its organization, never
 * another executive, nor anyone of another organization.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { fileLimitMessages } from '../../domain/engine/fileLimits';
import { validationMessage } from '../../domain/engine/messages';
import { attachmentKinds } from '../../domain/enums/files';
import { accountFile } from '../../domain/entities/recordFiles';
import { bannerPng, simplePdf } from '../../fixtures/files';
import { LOOSE_FILE_DAYS, purgeLooseFiles } from '../files/looseFiles';
import { multipart } from '../imports/testing';
import { apiCalls, json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const LEGAL = 14;
const PHOTO = optionByCode(attachmentKinds, 'photo').id;
const POLICY = optionByCode(attachmentKinds, 'policy').id;

describeApp('a client’s files on %s', (dialect) => {
  let t: TestApp;
  const { call, send, refused } = apiCalls(() => t);
  let admin: Headers;
  let executive: Headers;
  let client: string;

  const upload = async (
    headers: Headers,
    name: string,
    content: Buffer,
    target = { entity: accountFile.name, field: 'file' },
  ) => {
    const body = multipart(target, { name, content });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/media/upload',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const uploaded = async (
    headers: Headers,
    name: string,
    content: Buffer,
    target?: { entity: string; field: string },
  ) => {
    const response = await upload(headers, name, content, target);
    expect(response.statusCode, response.body).toBe(201);
    return Number(json(response).id);
  };
  /** The client's «Archivos» tab, as react-admin's getManyReference asks for it. */
  const tab = async (headers: Headers) => {
    const filter = encodeURIComponent(JSON.stringify({ account_id: client }));
    const response = await call(headers, 'GET', `account_file?filter=${filter}&range=[0,24]`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Row[]).map((row) => row.title);
  };
  const content = async (headers: Headers, file: number) =>
    (await t.app.inject({ url: `/api/v1/admin/media/${file}/content`, headers })).statusCode;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    const me = json(await call(executive, 'GET', 'user/me')).data as Row;
    client = (
      await send(admin, 'POST', 'account', {
        person_type: LEGAL,
        business_name: 'Transportes del Litoral S.R.L.',
        executive_id: me.id,
      })
    ).id as string;
  }, 180_000);
  afterAll(() => t?.close());

  it('keeps several files of a client, each with its kind, for whoever sees the client', async () => {
    const photo = await uploaded(executive, 'dni.png', bannerPng(40, 25, [1, 2, 3], [4, 5, 6]));
    const policy = await uploaded(executive, 'poliza.pdf', simplePdf('Poliza 2026'));
    const kept = await send(executive, 'POST', 'account_file', {
      account_id: client,
      title: 'DNI frente',
      kind: PHOTO,
      file: photo,
    });
    await send(executive, 'POST', 'account_file', {
      account_id: client,
      title: 'Póliza anterior',
      kind: POLICY,
      file: policy,
    });
    expect(await tab(executive)).toEqual(['Póliza anterior', 'DNI frente']);
    expect(await tab(admin)).toEqual(['Póliza anterior', 'DNI frente']);
    expect(await content(executive, photo)).toBe(200);
    expect(await content(admin, policy)).toBe(200);

    // Another executive of the organization, and a full access of another one: nothing, by
    // every channel (the tab, the record, the bytes, a file of their own hung on the client).
    const other = await t.userWith(['accounts: view']);
    const elsewhere = await t.userWith(['accounts: full_access', 'admin: media'], [2]);
    for (const outsider of [other, elsewhere]) {
      expect(await tab(outsider)).toEqual([]);
      expect((await call(outsider, 'GET', `account_file/${kept.id}`)).statusCode).toBe(404);
      expect(await content(outsider, photo)).toBe(404);
      const theirs = await uploaded(outsider, 'x.png', bannerPng(8, 8, [0, 0, 0], [9, 9, 9]));
      const errors = await refused(outsider, 'POST', 'account_file', {
        account_id: client,
        title: 'Intruso',
        kind: PHOTO,
        file: theirs,
      });
      expect(errors.account_id).toEqual([validationMessage('exists', { attribute: 'Cliente' })]);
    }
    expect(await tab(admin)).toEqual(['Póliza anterior', 'DNI frente']);
  });

  it('never lets a file be read by hanging its number on a record of one’s own', async () => {
    const photo = await uploaded(executive, 'cedula.png', bannerPng(9, 9, [1, 1, 1], [2, 2, 2]));
    await send(executive, 'POST', 'account_file', {
      account_id: client,
      title: 'Cédula verde',
      kind: PHOTO,
      file: photo,
    });
    // Another executive, with a client of their own, and an operator through an opportunity.
    const other = await t.userWith(['accounts: view']);
    const mine = (
      await send(other, 'POST', 'account', { person_type: LEGAL, business_name: 'Propio S.A.' })
    ).id;
    const errors = await refused(other, 'POST', 'account_file', {
      account_id: mine,
      title: 'Ajeno',
      kind: PHOTO,
      file: photo,
    });
    expect(errors).toEqual({ file: [validationMessage('exists', { attribute: 'Archivo' })] });
    expect(await content(other, photo)).toBe(404);
    // Nor by changing the file of a record of their own to it.
    const own = await uploaded(other, 'propia.png', bannerPng(9, 9, [3, 3, 3], [4, 4, 4]));
    const kept = await send(other, 'POST', 'account_file', {
      account_id: mine,
      title: 'Propia',
      kind: PHOTO,
      file: own,
    });
    const swap = await call(other, 'PUT', `account_file/${kept.id}`, { ...kept, file: photo });
    expect(swap.statusCode).toBe(422);
    expect(await content(other, photo)).toBe(404);
    // Whoever reads it may reuse it: the executive files it again on the same client.
    await send(executive, 'POST', 'account_file', {
      account_id: client,
      title: 'Cédula verde (copia)',
      kind: PHOTO,
      file: photo,
    });
  });

  it('lets whoever works the client remove a file, and its bytes go with the last record', async () => {
    const photo = await uploaded(executive, 'error.png', bannerPng(9, 9, [5, 5, 5], [6, 6, 6]));
    const kept = await send(executive, 'POST', 'account_file', {
      account_id: client,
      title: 'Foto equivocada',
      kind: PHOTO,
      file: photo,
    });
    const removed = await call(executive, 'DELETE', `account_file/${kept.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await tab(executive)).not.toContain('Foto equivocada');
    // Nobody reads it any more, not even the media section: it is gone with its record.
    const mediaSection = await t.userWith(['admin: media']);
    expect(await content(mediaSection, photo)).toBe(404);
    expect(await content(executive, photo)).toBe(404);
  });

  it('sweeps a client file uploaded and never saved after two days, and nothing else', async () => {
    const abandoned = await uploaded(
      executive,
      'olvidada.png',
      bannerPng(9, 9, [7, 7, 7], [8, 8, 8]),
    );
    const fresh = await uploaded(executive, 'recien.png', bannerPng(9, 9, [7, 7, 7], [8, 8, 9]));
    const kept = await uploaded(executive, 'guardada.png', bannerPng(9, 9, [7, 7, 7], [8, 8, 7]));
    await send(executive, 'POST', 'account_file', {
      account_id: client,
      title: 'Guardada',
      kind: PHOTO,
      file: kept,
    });
    // A library image (a slider's) no record holds is the media section's, not swept.
    const library = await uploaded(admin, 'banner.png', bannerPng(9, 9, [1, 7, 7], [8, 8, 8]), {
      entity: 'admin/slider',
      field: 'image',
    });
    const old = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await t.database.db
      .updateTable('media')
      .set({ created_at: old })
      .where('id', 'in', [abandoned, kept, library])
      .execute();
    const before = new Date(Date.now() - LOOSE_FILE_DAYS * 86_400_000);
    expect(await purgeLooseFiles(t.database, before)).toBe(1);
    const left = await t.database.db.selectFrom('media').select('id').execute();
    const ids = left.map((row) => Number(row.id));
    expect(ids).not.toContain(abandoned);
    for (const id of [fresh, kept, library]) expect(ids).toContain(id);
    expect(await content(executive, kept)).toBe(200);
  });

  it('refuses a file of another type, and a file without its name or kind, in Spanish', async () => {
    const sheet = Buffer.from('504b0304', 'hex');
    const response = await upload(executive, 'planilla.xlsx', Buffer.concat([sheet, sheet]));
    expect(response.statusCode).toBe(422);
    const field = accountFile.fields.file as Parameters<typeof fileLimitMessages>[0];
    expect(response.body).toContain(fileLimitMessages(field).type);

    const photo = await uploaded(executive, 'a.png', bannerPng(8, 8, [0, 0, 0], [9, 9, 9]));
    const listed = await tab(executive);
    const errors = await refused(executive, 'POST', 'account_file', {
      account_id: client,
      title: ' ',
      kind: 9,
      file: photo,
    });
    expect(Object.keys(errors).sort()).toEqual(['kind', 'title']);
    // Nothing was kept.
    expect(await tab(executive)).toEqual(listed);
  });
});
