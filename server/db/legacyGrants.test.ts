/**
 * A database from before migration 0004 (users carrying role and assignment names as JSON)
 * keeps those grants: they become join rows once the named records exist, and nothing that
 * matches no record is thrown away.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { migrate, provider } from './migrate';
import { seedDemoData } from '../../fixtures/seed/seed';
import { loadSessionUser } from '../auth/users';

describe('users of a database older than the role records', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bo-legacy-'));
  const database = openDatabase(`sqlite:${join(dir, 'old.db')}`);
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keep their roles and assignments, by name, through the upgrade', async () => {
    const migrator = new Migrator({ db: database.db, provider: provider(database) });
    const { error } = await migrator.migrateTo('2026_11_22_0003_passwords');
    expect(error).toBeUndefined();
    const now = new Date().toISOString();
    await database.db
      .insertInto('users')
      .values({
        name: 'Ernesto Antiguo',
        email: 'antiguo@broker.com.ar',
        password_hash: 'x',
        state: 1,
        permissions: '["accounts: view"]',
        roles: '["executive","rol_que_no_existe"]',
        assignments: '["executive"]',
        organizations: '[1]',
        created_at: now,
        updated_at: now,
      })
      .execute();

    await migrate(database);
    await seedDemoData(database);

    const row = await database.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'antiguo@broker.com.ar')
      .executeTakeFirstOrThrow();
    const { access } = await loadSessionUser(database, row);
    expect(access.role).toEqual(['executive']);
    expect(access.assigment).toEqual(['executive']);
    expect(access.permission).toContain('accounts: view');
    expect(access.permission).toContain('opportunities: executive');
    expect(row.search_text).toBe('ernesto antiguo antiguo@broker.com.ar');
    // The name that matches no role yet waits for one.
    const waiting = await database.db.selectFrom('legacy_user_grants').selectAll().execute();
    expect(waiting).toEqual([
      { user_id: row.id, roles: '["rol_que_no_existe"]', assignments: '[]' },
    ]);
  });
});
