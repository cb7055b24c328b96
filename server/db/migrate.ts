/**
 * Brings a database to the current schema by running the migrations it has not run yet, in
 * order (migrations/index.ts): hand-written ones, and those `npm run migration:make` generated
 * from the declarations. No entity table is introspected at boot; what runs besides the
 * migrations is idempotent: the write-version triggers of every declared table
 * (writeVersions.ts, so a table a later migration adds gets them too) and the legacy grants.
 */
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';
import { adoptLegacyGrants } from './legacyGrants';
import { installWriteVersions } from './writeVersions';
import { applyDraftSchema, draftSchemaWanted } from './draftSchema';

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
  // Unordered: a database that never recorded an older migration (the baseline, adopted by
  // databases the former schema sync built) still gets it after newer ones ran; each
  // migration is written to be safe whatever ran before it.
  const migrator = new Migrator({
    db: database.db,
    provider: provider(database),
    allowUnorderedMigrations: true,
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
  if (draftSchemaWanted()) await applyDraftSchema(database);
  await adoptLegacyGrants(database);
  await installWriteVersions(database);
}
