/**
 * Migrated and seeded databases made once per test run (vitest's globalSetup) and copied for
 * each suite: a SQLite file copy and PostgreSQL's `create database … template` take a fraction
 * of migrating and seeding every time. Without a template (a file run some other way) the
 * harness migrates and seeds as before.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../../fixtures/seed/seed';

const SQLITE_TEMPLATE = 'TEST_SQLITE_TEMPLATE';
const PG_TEMPLATE = 'TEST_PG_TEMPLATE';

async function migratedAndSeeded(url: string) {
  const database = openDatabase(url);
  await migrate(database);
  await seedDemoData(database);
  await database.close();
}

async function onAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const urlOf = (database: string) => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
};

/** Makes the templates and names them in the environment the test workers inherit. */
export async function createTemplates(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'bo-template-'));
  const file = join(dir, 'template.db');
  await migratedAndSeeded(`sqlite:${file}`);
  process.env[SQLITE_TEMPLATE] = file;
  let pgName: string | null = null;
  if (process.env.TEST_DATABASE_URL) {
    pgName = `bo_template_${randomBytes(6).toString('hex')}`;
    await onAdmin((c) => c.query(`create database ${pgName}`));
    await migratedAndSeeded(urlOf(pgName));
    process.env[PG_TEMPLATE] = pgName;
  }
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (pgName) await onAdmin((c) => c.query(`drop database if exists ${pgName} with (force)`));
  };
}

/** Copies the SQLite template to `file`; false when there is none. */
export function copySqliteTemplate(file: string): boolean {
  const template = process.env[SQLITE_TEMPLATE];
  if (!template) return false;
  copyFileSync(template, file);
  return true;
}

/** Creates database `name` from the PostgreSQL template (or empty); true when from it. */
export async function createPgDatabase(client: pg.Client, name: string): Promise<boolean> {
  const template = process.env[PG_TEMPLATE];
  if (!template) {
    await client.query(`create database ${name}`);
    return false;
  }
  // Two workers copying at once may find the template busy for a moment: try again.
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(`create database ${name} template ${template}`);
      return true;
    } catch (error) {
      const busy = /being accessed by other users/.test(String(error));
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
}
