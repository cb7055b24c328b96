/**
 * Development aid: with `DRAFT_SCHEMA=1` a database also gets, after its migrations, what the
 * declarations add to the last migration's snapshot (new tables, columns, indexes), so an
 * entity can be tried and tested before its migration is written. Nothing is recorded as a
 * migration; `server/db/schema.test.ts` keeps failing until `npm run migration:make` writes the
 * real one, so a draft never reaches CI. Refused in production.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { entities, entityByName } from '../../domain/entities';
import type { Database } from './database';
import { planMigration } from './migrationPlan';
import { runSteps } from './migrations/helpers';
import { declaredSchema, type SchemaModel } from './schema';

const snapshotFile = fileURLToPath(new URL('./migrations/schemaSnapshot.json', import.meta.url));

export const draftSchemaWanted = (env: NodeJS.ProcessEnv = process.env) =>
  env.DRAFT_SCHEMA === '1' && env.NODE_ENV !== 'production';

export async function applyDraftSchema(database: Database) {
  const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8')) as SchemaModel;
  const plan = planMigration(snapshot, declaredSchema(entities, entityByName));
  if (plan.refusals.length)
    throw new Error(`DRAFT_SCHEMA cannot apply:\n${plan.refusals.join('\n')}`);
  await runSteps(database.db, database.dialect, plan.steps);
}
