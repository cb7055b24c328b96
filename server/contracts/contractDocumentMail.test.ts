/**
 * Issue 31: «Enviar por correo» e-mails a policy's document through the outbox. The message
 * belongs to the sender's organization (the client is no user), carries the PDF as a media file
 * of that organization, and leaves a command audit on the policy; a bad address is a Spanish 422
 * on its field, a reader of another organization gets the 404 of an unknown policy, and a
 * policy that has no certificate cannot send one.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  contractDocumentMessages,
  contractDocumentMailSubject,
} from '../../domain/contracts/contractDocuments';
import { optionByCode } from '../../domain/engine/defineEnum';
import { contract } from '../../domain/entities/contracts';
import { outbox } from '../../domain/entities/outbox';
import { media } from '../../domain/entities/media';
import { branches } from '../../domain/enums/branches';
import { fileTypes } from '../../domain/enums/files';
import { describeApp, startTestApp, type TestApp } from '../test/harness';

const HOME = optionByCode(branches, 'home').id;
const PDF = optionByCode(fileTypes, 'application/pdf').id;

describeApp('e-mailing the policy documents, on %s', (dialect) => {
  let t: TestApp;
  const headers: Record<string, Record<string, string>> = {};
  let home: { id: string; number: string };

  const send = (who: string, id: unknown, kind: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/contract/${String(id)}/document/${kind}/send`,
      headers: headers[who],
      payload: body as Record<string, unknown>,
    });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    headers.admin = await t.login('admin@demo.test');
    headers.other = await t.userWith(['contracts: full_access'], [2]);
    const row = await t.database.db
      .selectFrom(contract.table)
      .select(['id', 'number'])
      .where('branch_id', '=', HOME)
      .where('organization_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    home = { id: String(row.id), number: String(row.number) };
  }, 60_000);
  afterAll(() => t?.close());

  it('stores the summary in the outbox of the sender’s organization, with its PDF', async () => {
    const response = await send('admin', home.id, 'summary', { to: 'cliente@example.com' });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json<{ id: number }>();
    const mail = await t.database.db
      .selectFrom(outbox.table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('cliente@example.com');
    expect(mail.subject).toBe(contractDocumentMailSubject('summary', home.number));
    expect(mail.subject).toMatch(/^Póliza .+: resumen de póliza$/);
    expect(mail.organization_id).toBe(1);
    expect(String(mail.recipient_organizations)).toContain('1');
    expect(String(mail.recipient_organizations)).not.toContain('2');
    const file = await t.database.db
      .selectFrom(media.table)
      .selectAll()
      .where('id', '=', Number(mail.file))
      .executeTakeFirstOrThrow();
    expect(file.file_type).toBe(PDF);
    expect(file.organization_id).toBe(1);
    const content = await t.database.db
      .selectFrom('media_contents')
      .select('content')
      .where('media_id', '=', Number(mail.file))
      .executeTakeFirstOrThrow();
    const bytes = Buffer.from(content.content as Uint8Array);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect(Number(file.size)).toBe(bytes.length);

    // The administrator reads the message and its attachment through the API.
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/outbox/${id}`,
      headers: headers.admin,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<{ file: unknown }>().file).toBeTruthy();
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/media/${String(mail.file)}/content`,
      headers: headers.admin,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    const audits = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('resource', '=', contract.name)
      .where('record_id', '=', home.id)
      .execute();
    const sent = audits.find((row) => String(row.changes).includes(contractDocumentMessages.send));
    expect(sent, JSON.stringify(audits.map((row) => row.changes))).toBeDefined();
    expect(String(sent?.changes)).toContain('cliente@example.com');
    expect(sent?.organization_id).toBe(1);
  });

  it('refuses a bad address in Spanish, on its field', async () => {
    for (const body of [{ to: 'no es un correo' }, { to: '' }, {}]) {
      const response = await send('admin', home.id, 'summary', body);
      expect(response.statusCode, response.body).toBe(422);
      const { errors } = response.json<{ errors: Record<string, string[]> }>();
      expect(errors.to?.[0], response.body).toMatch(/Destinatario/);
    }
  });

  it('sends nothing of another organization’s policy', async () => {
    const response = await send('other', home.id, 'summary', { to: 'cliente@example.com' });
    expect(response.statusCode).toBe(404);
  });

  it('sends no certificate of a policy that has none', async () => {
    const response = await send('admin', home.id, 'certificate', { to: 'cliente@example.com' });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(
      contractDocumentMessages.certificateVehiclesOnly,
    );
  });
});
