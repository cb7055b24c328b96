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

/**
 * A test database commits without waiting for its write-ahead log to reach the disk: every
 * suite's writes are visible exactly as before, only a crash of the PostgreSQL server could
 * lose the last ones, and a test database does not outlive its run. Single-row writes (the
 * seed's, most suites') take a fraction of the time. Set on the database, so it holds for
 * every connection opened to it afterwards (a copy does not inherit it). Never on a bench's
 * database (bench/pg.ts): its figures are production's.
 */
export const commitsWithoutWaiting = (client: pg.Client, name: string) =>
  client.query(`alter database ${name} set synchronous_commit = off`);

/**
 * Makes the templates, side by side (SQLite's seed works in this process, PostgreSQL's mostly
 * waits on the server), and names them in the environment the test workers inherit.
 */
export async function createTemplates(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'bo-template-'));
  const file = join(dir, 'template.db');
  let pgName: string | null = null;
  const sqlite = async () => {
    await migratedAndSeeded(`sqlite:${file}`);
    process.env[SQLITE_TEMPLATE] = file;
  };
  const postgres = async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    const name = (pgName = `bo_template_${randomBytes(6).toString('hex')}`);
    await onAdmin(async (c) => {
      await c.query(`create database ${name}`);
      await commitsWithoutWaiting(c, name);
    });
    await migratedAndSeeded(urlOf(name));
    process.env[PG_TEMPLATE] = name;
  };
  const removeAll = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (pgName) await onAdmin((c) => c.query(`drop database if exists ${pgName} with (force)`));
  };
  // Both finish before either failure is thrown: nothing is left behind half-made.
  const made = await Promise.allSettled([sqlite(), postgres()]);
  const failed = made.find((m): m is PromiseRejectedResult => m.status === 'rejected');
  if (failed) {
    await removeAll();
    throw failed.reason;
  }
  return removeAll;
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
