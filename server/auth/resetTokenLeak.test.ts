/**
 * Issue 9, item 2: a password-reset link never leaks. It is in the outbox whole only for an
 * administrator of the recipient's organization; everyone else (every demo user, another
 * organization's administrator or e-mail reader) sees it masked or not at all, and the audit
 * trail never carries it. Rows leaked before the fix are redacted by migration 2026_11_23_0005.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MASKED_LINK, REDACTED } from '../../domain/engine/secrets';
import { demoUsers } from '../../fixtures/users';
import { up as tenancyMigration } from '../db/migrations/2026_11_23_0005_tenancy';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Body = Record<string, unknown>;
const RESET = /\/password\/reset\/([\w-]+)\?email=/;

describeApp('reset links on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(() => t?.close());

  /** Everything the reader may fetch from the outbox and the audit trail, as one text. */
  async function readable(headers: Headers) {
    const texts: string[] = [];
    for (const path of ['admin/outbox', 'admin/audit']) {
      const list = await t.app.inject({ url: `/api/v1/${path}?range=[0,999]`, headers });
      // Allowed, or refused outright: never an error that would hide what a reader gets.
      expect([200, 403]).toContain(list.statusCode);
      texts.push(list.body);
      if (list.statusCode !== 200) continue;
      for (const row of (list.json() as Body[]).slice(0, 20))
        texts.push((await t.app.inject({ url: `/api/v1/${path}/${row.id}`, headers })).body);
    }
    return texts.join('\n');
  }

  it('shows the reset link only to an administrator of the recipient’s organization', async () => {
    const email = 'ejecutivo@demo.test';
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/email',
      payload: { email },
    });
    expect(requested.statusCode).toBe(200);

    const admin = await t.login('admin@demo.test');
    const filter = encodeURIComponent(JSON.stringify({ recipient: email }));
    const [mail] = (
      await t.app.inject({ url: `/api/v1/admin/outbox?filter=${filter}`, headers: admin })
    ).json() as Body[];
    const token = RESET.exec(String(mail.body))?.[1];
    expect(token).toMatch(/^[\w-]{32,}$/);

    const readers: [string, Headers][] = [];
    for (const demo of demoUsers) readers.push([demo.email, await t.login(demo.email)]);
    readers.push(['administrator of organization 2', await t.userWith(['administrator'], [2])]);
    const mailReader2 = await t.userWith(['admin: emails', 'admin: audits'], [2]);
    readers.push(['e-mail and audit reader of organization 2', mailReader2]);
    const mailReader1 = await t.userWith(['admin: emails', 'admin: audits'], [1]);
    readers.push(['e-mail and audit reader of organization 1', mailReader1]);
    for (const [who, headers] of readers) {
      const text = await readable(headers);
      const allowedOutbox = who === 'admin@demo.test';
      if (!allowedOutbox) expect(text, who).not.toContain(token);
      // The audit trail holds no token even for the administrator.
      const audit = await t.app.inject({ url: '/api/v1/admin/audit?range=[0,999]', headers });
      const mayAudit =
        who === 'admin@demo.test' || who.includes('reader') || who.includes('administrator');
      expect(audit.statusCode, who).toBe(mayAudit ? 200 : 403);
      expect(audit.body, who).not.toContain(token!);
      expect(audit.body, who).not.toMatch(/\$2[aby]\$/);
    }
    // The trail does record the e-mail, with its link masked.
    const auditFilter = encodeURIComponent(
      JSON.stringify({ resource: 'admin/outbox', record_id: String(mail.id) }),
    );
    const [mailAudit] = (
      await t.app.inject({ url: `/api/v1/admin/audit?filter=${auditFilter}`, headers: admin })
    ).json() as Body[];
    expect(String(mailAudit.changes)).toContain(MASKED_LINK);
    // The same organization's e-mail reader sees that a link was sent, masked.
    const masked = json(
      await t.app.inject({ url: `/api/v1/admin/outbox/${mail.id}`, headers: mailReader1 }),
    );
    expect(masked.body).toContain(MASKED_LINK);
    expect(masked.body).not.toMatch(RESET);
    // Another organization's reader does not even see the message.
    const foreign = await t.app.inject({
      url: `/api/v1/admin/outbox/${mail.id}`,
      headers: mailReader2,
    });
    expect(foreign.statusCode).toBe(404);

    // The link the administrator read is the real one.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/reset',
      payload: {
        email,
        token,
        password: 'Ejecutiva2026nueva',
        password_confirmation: 'Ejecutiva2026nueva',
        client_id: t.config.oauthClientId,
      },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('redacts reset links and hashes leaked into old audit rows, and gives them an organization', async () => {
    const link =
      'https://evil.example/password/reset/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-x?email=a%40b.c';
    const hash = '$2b$10$abcdefghijklmnopqrstuuVwXyZ0123456789abcdefghijklmnopq';
    const now = new Date().toISOString();
    const [ejecutivo] = (await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'ejecutivo@demo.test')
      .execute()) as { id: number }[];
    const leaked = [
      {
        resource: 'admin/outbox',
        record_id: '1',
        changes: JSON.stringify({ recipient: 'x@y.z', body: `Abra ${link} ya` }),
      },
      {
        resource: 'auth-admin/user',
        record_id: String(ejecutivo.id),
        changes: JSON.stringify({ name: 'E', password_hash: hash, note: `hash ${hash}` }),
      },
    ];
    const ids: number[] = [];
    for (const row of leaked) {
      const inserted = await t.database.db
        .insertInto('audit_log')
        .values({ ...row, user_id: null, action: 1, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(inserted.id));
    }
    await tenancyMigration(t.database.db);
    const rows = await t.database.db
      .selectFrom('audit_log')
      .select(['id', 'changes', 'organization_id'])
      .where('id', 'in', ids)
      .orderBy('id')
      .execute();
    const text = rows.map((r) => String(r.changes)).join('\n');
    expect(text).not.toContain('AbCdEfGhIjKlMnOpQrStUvWxYz');
    expect(text).not.toContain('$2b$');
    expect(JSON.parse(String(rows[1].changes))).toMatchObject({
      name: 'E',
      password_hash: REDACTED,
    });
    expect(rows.map((r) => Number(r.organization_id))).toEqual([1, 1]);
  });
});
