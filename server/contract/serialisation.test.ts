/**
 * Answers are written by the response schemas (fast-json-stringify), which coerce silently:
 * every entity's stored records must come out identical to JSON.stringify's, and what a row
 * holds beyond the declaration (hashes, search text, organization) can never come out.
 */
import fastJson from 'fast-json-stringify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { entities } from '../../domain/entities';
import { getRecord } from '../rest/repository';
import { json, startTestApp, type TestApp, describeDialects } from '../test/harness';
import { sampleRecord } from '../test/samples';
import { recordSchema } from './entitySchemas';
import { sharedSchemas } from './shared';

type Schema = Parameters<typeof fastJson>[0];
const external = Object.fromEntries(
  sharedSchemas().map((s) => [s.$id as string, s as unknown as Schema]),
);
const serialiserOf = (schema: Record<string, unknown>) =>
  fastJson(schema as unknown as Schema, { schema: external });

describeDialects('answers written from the schemas on %s', (dialect) => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    // A notification and an audit row exist once someone is notified.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/send',
      headers: admin,
      payload: { title: 'Aviso', text: 'Hola', users: [1] },
    });
    expect(response.statusCode, response.body).toBe(201);
    // A team (no demo rows) and an outbox mail (a reset link).
    const teams = entities.find((e) => e.name === 'admin/team')!;
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/team',
      headers: admin,
      payload: await sampleRecord(t.database, teams, 1),
    });
    expect(team.statusCode, team.body).toBe(201);
    const mail = await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/email',
      payload: { email: 'admin@demo.test' },
    });
    expect(mail.statusCode, mail.body).toBe(200);
    // A generated file and a scheduled run exist once someone asks for them.
    const exported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/company/export',
      headers: admin,
      payload: { format: 'csv' },
    });
    expect(exported.statusCode, exported.body).toBe(202);
    const [job] = await t.database.db.selectFrom('cron_jobs').select('id').limit(1).execute();
    const run = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/cron/${job.id}/run`,
      headers: admin,
    });
    expect(run.statusCode, run.body).toBe(202);
    for (let i = 0; i < 100; i++) {
      const pending = await t.database.db
        .selectFrom('jobs')
        .select('id')
        .where('status', 'in', ['queued', 'running'])
        .execute();
      if (!pending.length) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);
  afterAll(() => t?.close());

  it.each(entities.map((e) => [e.name, e] as const))(
    'writes stored records of %s exactly as JSON.stringify does',
    async (_name, entity) => {
      const { id: _id, ...schema } = recordSchema(entity);
      const serialise = serialiserOf(schema);
      const rows = await t.database.db
        .selectFrom(entity.table)
        .select('id')
        .orderBy('id')
        .limit(20)
        .execute();
      expect(rows.length, `${entity.name} has demo rows`).toBeGreaterThan(0);
      for (const { id } of rows) {
        const record = (await getRecord(t.database, entity, id as number, null))!;
        expect(JSON.parse(serialise(record))).toEqual(JSON.parse(JSON.stringify(record)));
      }
    },
  );

  it('drops what a row holds beyond the declaration, whatever a handler returns', () => {
    const users = entities.find((e) => e.name === 'auth-admin/user')!;
    const { id: _id, ...schema } = recordSchema(users);
    const out = JSON.parse(
      serialiserOf(schema)({
        id: 7,
        name: 'Ana',
        password_hash: '$2b$10$secreto',
        search_text: 'ana',
        organization_id: 3,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      }),
    );
    expect(Object.keys(out).sort()).toEqual(['created_at', 'id', 'name', 'updated_at']);
  });

  it('never answers a password hash, the search text or the organization column', async () => {
    const users = entities.find((e) => e.name === 'auth-admin/user')!;
    const list = await t.app.inject({
      url: '/api/v1/auth-admin/user?range=[0,99]',
      headers: admin,
    });
    const me = await t.app.inject({ url: '/api/v1/user/me', headers: admin });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth-admin/user',
      headers: admin,
      payload: {
        ...(await sampleRecord(t.database, users, 5)),
        password: 'Clave12345',
        password_confirmation: 'Clave12345',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const shown = await t.app.inject({
      url: `/api/v1/auth-admin/user/${json(created).id}`,
      headers: admin,
    });
    for (const response of [list, me, created, shown]) {
      expect(response.body).not.toMatch(
        /password_hash|password_confirmation|"password"|search_text|\$2[aby]\$/,
      );
      expect(response.body).not.toContain('Clave12345');
    }
    // A user's organizations are a declared field; the row's owning column is not.
    for (const record of [...(list.json() as object[]), json(created), json(shown)])
      expect(Object.keys(record)).not.toContain('organization_id');
  });
});
