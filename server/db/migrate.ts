/** Brings a database to the current schema: hand-written migrations, then the declared entities. */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import { entities } from '../../domain/entities';
import type { Database } from './database';
import * as core from './migrations/2026_11_22_0001_core';
import * as loginAttempts from './migrations/2026_11_22_0002_login_attempts';
import * as passwords from './migrations/2026_11_22_0003_passwords';
import * as userGrants from './migrations/2026_11_22_0004_user_grants';
import * as unicodeLower from './migrations/2026_11_22_0005_unicode_lower';
import * as tenancy from './migrations/2026_11_23_0005_tenancy';
import * as authHardening from './migrations/2026_11_23_0006_auth_hardening';
import { syncEntitySchema } from './schema';
import { adoptLegacyGrants } from './legacyGrants';
import { installWriteVersions } from './writeVersions';

/** Migrations in timestamp order; each receives the dialect so it can spell types right. */
const migrations = {
  '2026_11_22_0001_core': core,
  '2026_11_22_0002_login_attempts': loginAttempts,
  '2026_11_22_0003_passwords': passwords,
  '2026_11_22_0004_user_grants': userGrants,
  '2026_11_22_0005_unicode_lower': unicodeLower,
  '2026_11_23_0005_tenancy': tenancy,
  '2026_11_23_0006_auth_hardening': authHardening,
};

export function provider(database: Database): MigrationProvider {
  return {
    async getMigrations() {
      return Object.fromEntries(
        Object.entries(migrations).map(([name, m]): [string, Migration] => [
          name,
          { up: (db) => m.up(db, database.dialect) },
        ]),
      );
    },
  };
}

export async function migrate(database: Database) {
  const migrator = new Migrator({ db: database.db, provider: provider(database) });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  await syncEntitySchema(database.db, database.dialect, [...entities]);
  await adoptLegacyGrants(database);
  await installWriteVersions(database);
}
