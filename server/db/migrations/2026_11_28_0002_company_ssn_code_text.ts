/**
 * Migration 2026_11_28_0002_company_ssn_code_text, written by hand (the generator does not
 * change a column's type): companies.ssn_code from an integer to text, so the SSN's code keeps
 * its leading zeros (0396, not 396). Codes stored as numbers are written with four digits, as
 * the SSN's registry writes them. Safe to run twice: it acts only while the column is numeric.
 */
import { sql } from 'kysely';
import type { DialectName, DynamicDb } from '../database';

async function stillNumeric(db: DynamicDb, dialect: DialectName): Promise<boolean> {
  const { rows } =
    dialect === 'postgres'
      ? await sql`select 1 from information_schema.columns
          where table_name = 'companies' and column_name = 'ssn_code' and data_type = 'integer'
          and table_schema = current_schema()`.execute(db)
      : await sql`select 1 from pragma_table_info('companies')
          where name = 'ssn_code' and lower(type) = 'integer'`.execute(db);
  return rows.length > 0;
}

export async function up(db: DynamicDb, dialect: DialectName) {
  if (!(await stillNumeric(db, dialect))) return;
  if (dialect === 'postgres') {
    await sql`alter table "companies" alter column "ssn_code" type varchar(5)
      using case when "ssn_code" is null then null
        when "ssn_code" >= 1000 then "ssn_code"::text else lpad("ssn_code"::text, 4, '0') end`.execute(
      db,
    );
    return;
  }
  // SQLite keeps a column's affinity: an integer column would read '0396' back as 396, so the
  // values move to a new text column that takes the old one's name; in one transaction (SQLite's
  // DDL is transactional), so a stop halfway leaves the column as it was.
  await db.transaction().execute(async (trx) => {
    await sql`alter table "companies" add column "ssn_code_text" text`.execute(trx);
    await sql`update "companies" set "ssn_code_text" = case when "ssn_code" is null then null
      else substr('0000' || "ssn_code", -max(4, length("ssn_code"))) end`.execute(trx);
    await sql`alter table "companies" drop column "ssn_code"`.execute(trx);
    await sql`alter table "companies" rename column "ssn_code_text" to "ssn_code"`.execute(trx);
  });
}
