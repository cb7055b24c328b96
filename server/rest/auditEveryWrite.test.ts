/**
 * Issue 9, item 10: every write path leaves an audit row, with no secret in it. The walk covers
 * the generic POST/PUT/DELETE of every declared writable entity (a new entity is walked the day
 * it is declared) and every custom mutating route.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deletable } from '../../domain/engine/entity';
import { entities } from '../../domain/entities';
import { REDACTED } from '../../domain/engine/secrets';
import type { LightMyRequestResponse } from 'fastify';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';
import { makeRoomFor, sampleRecord } from '../test/samples';

type Headers = Record<string, string>;
type Body = Record<string, unknown>;
const SECRET = 'Secreto2026walk';
/** What must never be in a row: the passwords used here, bcrypt hashes, reset tokens. */
const LEAK = new RegExp(`${SECRET}|Demo1234|\\$2[aby]\\$|/password/reset/[\\w-]{20,}`);

describeApp('audit of every write on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let seed = 7000;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  const lastAuditId = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('audit_log')
          .select((eb) => eb.fn.max('id').as('last'))
          .executeTakeFirst()
      )?.last ?? 0,
    );

  /** Runs `write` and returns the audit rows it added (at least one is expected). */
  async function audited(label: string, write: () => Promise<LightMyRequestResponse>) {
    const before = await lastAuditId();
    const response = await write();
    expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(300);
    const rows = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', before)
      .execute();
    expect(rows.length, label).toBeGreaterThan(0);
    for (const row of rows) {
      expect(String(row.changes), label).not.toMatch(LEAK);
      expect(row.organization_id, label).not.toBeNull();
    }
    return { response, rows };
  }

  const writable = entities.filter((e) => !e.readOnly);

  it.each(writable.map((e) => [e.name, e] as const))(
    'audits POST, PUT and DELETE of %s',
    async (name, entity) => {
      const url = `/api/v1/${name}`;
      const body = await sampleRecord(t.database, entity, seed++);
      await makeRoomFor(t.database, entity);
      const { response, rows } = await audited(`POST ${name}`, () =>
        t.app.inject({ method: 'POST', url, headers: admin, payload: body }),
      );
      const record = json(response);
      expect(rows.map((r) => [r.resource, r.record_id])).toContainEqual([name, String(record.id)]);
      const update = await sampleRecord(t.database, entity, seed++, 'update');
      await audited(`PUT ${name}`, () =>
        t.app.inject({
          method: 'PUT',
          url: `${url}/${record.id}`,
          headers: admin,
          payload: { ...record, ...update },
        }),
      );
      const remove = () =>
        t.app.inject({ method: 'DELETE', url: `${url}/${record.id}`, headers: admin });
      // A singleton's one record is never deleted (405): nothing written, nothing to audit.
      if (!deletable(entity)) expect((await remove()).statusCode).toBe(405);
      else await audited(`DELETE ${name}`, remove);
    },
  );

  it('audits the custom routes: passwords, notifications, registration and reset', async () => {
    const client = { client_id: t.config.oauthClientId };
    const registered = await audited('register', () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          name: 'Nueva Registrada',
          email: `nueva-${dialect}@walk.test`,
          password: SECRET,
          password_confirmation: SECRET,
          ...client,
        },
      }),
    );
    const newcomer = (json(registered.response).user as { id: number }).id;
    const own = registered.rows.find((r) => r.resource === 'auth-admin/user')!;
    expect(own).toMatchObject({ record_id: String(newcomer), user_id: newcomer, action: 1 });
    expect(JSON.parse(String(own.changes)).email).toBe(`nueva-${dialect}@walk.test`);

    const setByAdmin = await audited('admin set-password', () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/auth-admin/user/${newcomer}/password`,
        headers: admin,
        payload: { password: `${SECRET}2`, password_confirmation: `${SECRET}2` },
      }),
    );
    const passwordRow = setByAdmin.rows.find((r) => r.resource === 'auth-admin/user')!;
    expect(passwordRow).toMatchObject({ record_id: String(newcomer), user_id: 1, action: 2 });
    expect(JSON.parse(String(passwordRow.changes))).toEqual({
      password: { from: REDACTED, to: REDACTED },
    });

    const newcomerSession = await t.login(`nueva-${dialect}@walk.test`, `${SECRET}2`);
    await audited('own password change', () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/me/password',
        headers: newcomerSession,
        payload: {
          current_password: `${SECRET}2`,
          password: `${SECRET}3`,
          password_confirmation: `${SECRET}3`,
        },
      }),
    );

    const sent = await audited('notification send', () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/notifications/send',
        headers: admin,
        payload: { title: 'Aviso', text: 'Auditado', users: [1, newcomer] },
      }),
    );
    expect(sent.rows.map((r) => r.resource)).toContain('notifications/send');
    const [note] = (
      await t.app.inject({ url: '/api/v1/notifications', headers: admin })
    ).json() as Body[];
    await audited('notification read', () =>
      t.app.inject({ method: 'PUT', url: `/api/v1/notifications/${note.id}/read`, headers: admin }),
    );
    const session = await t.login(`nueva-${dialect}@walk.test`, `${SECRET}3`);
    await audited('notifications read-all', () =>
      t.app.inject({ method: 'POST', url: '/api/v1/notifications/read-all', headers: session }),
    );

    const email = `nueva-${dialect}@walk.test`;
    const mailed = await audited('password e-mail', () =>
      t.app.inject({ method: 'POST', url: '/api/v1/password/email', payload: { email } }),
    );
    expect(mailed.rows.map((r) => r.resource)).toContain('admin/outbox');
    const filter = encodeURIComponent(JSON.stringify({ recipient: email }));
    const [mail] = (
      await t.app.inject({ url: `/api/v1/admin/outbox?filter=${filter}`, headers: admin })
    ).json() as Body[];
    const token = /\/password\/reset\/([\w-]+)/.exec(String(mail.body))![1];
    await audited('password reset', () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/password/reset',
        payload: {
          email,
          token,
          password: `${SECRET}4`,
          password_confirmation: `${SECRET}4`,
          ...client,
        },
      }),
    );
  });
});
