/**
 * Migration 2026_11_23_0005 on a database from before tenancy: role names unique across all
 * organizations, outbox and audit rows without an organization. After it, shared roles stay
 * global, names are unique per organization, and every row has the organization it concerns.
 */
import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { DEMO_PASSWORD } from '../../fixtures/users';
import { hashPassword } from '../auth/passwords';
import { insertUser } from '../auth/users';
import { useTestApp, describeDialects } from '../test/harness';
import { migrate } from './migrate';
import { up } from './migrations/2026_11_23_0005_tenancy';
import * as baseline from './migrations/2026_11_23_0007_baseline';

describeDialects('tenancy migration on %s', (dialect) => {
  const app = useTestApp(dialect);

  it('backfills organizations and makes role names unique per organization', async () => {
    const t = app();
    const db = t.database.db;
    const foreign = `ajena-${dialect}@org2.test`;
    await insertUser(t.database, {
      name: 'Ajena',
      email: foreign,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      organizations: [2],
    });
    for (const email of ['ejecutivo@demo.test', foreign])
      await t.app.inject({ method: 'POST', url: '/api/v1/password/email', payload: { email } });
    // The database as it was before: no organization on these rows, one name per product.
    await sql`drop index roles_name_unique`.execute(db);
    await sql`create unique index roles_name_unique on roles (lower(name))`.execute(db);
    await db.updateTable('outbox').set({ organization_id: null }).execute();
    await db.updateTable('audit_log').set({ organization_id: null }).execute();

    // The migration itself, then the baseline after it (which recreates dropped indexes).
    await up(db);
    await baseline.up(db, dialect);
    await migrate(t.database);

    const mails = await db.selectFrom('outbox').select(['recipient', 'organization_id']).execute();
    expect(Object.fromEntries(mails.map((m) => [m.recipient, Number(m.organization_id)]))).toEqual({
      'ejecutivo@demo.test': 1,
      [foreign]: 2,
    });
    const orphans = await db
      .selectFrom('audit_log')
      .select('id')
      .where('organization_id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
    const roles = await db.selectFrom('roles').select('organization_id').distinct().execute();
    expect(roles.map((r) => r.organization_id)).toEqual([null]);

    const admin1 = await t.login('admin@demo.test');
    const admin2 = await t.userWith(['administrator'], [2]);
    for (const headers of [admin1, admin2]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth-admin/role',
        headers,
        payload: { name: 'rol_por_organizacion', label: 'Propio' },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
  });
});
