/**
 * Migration 2026_11_28_0002: an insurer's SSN code becomes text. A code stored as a number comes
 * back with four digits (396 → 0396), and the API keeps what is typed, leading zeros included.
 */
import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp, describeDialects } from '../test/harness';
import { up } from './migrations/2026_11_28_0002_company_ssn_code_text';

describeDialects('the SSN code as text on %s', (dialect) => {
  const app = useTestApp(dialect);

  it('keeps leading zeros of codes stored as numbers, and is safe to run again', async () => {
    const db = app().database.db;
    // The column as it was before: an integer holding 396.
    await sql`alter table companies drop column ssn_code`.execute(db);
    await sql`alter table companies add column ssn_code integer`.execute(db);
    await sql`update companies set ssn_code = 396 where id = 1`.execute(db);
    await sql`update companies set ssn_code = 12345 where id = 2`.execute(db);
    await up(db, dialect);
    await up(db, dialect);
    const rows = await db
      .selectFrom('companies')
      .select(['id', 'ssn_code'])
      .where('id', 'in', [1, 2, 3])
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.ssn_code)).toEqual(['0396', '12345', null]);
  });

  it('stores 0396 as typed and refuses what is not a code', async () => {
    const t = app();
    const admin = await t.login('admin@demo.test');
    const company = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/company/3',
      headers: admin,
    });
    const body = { ...(company.json() as Record<string, unknown>), ssn_code: '0079' };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/company/3',
      headers: admin,
      payload: body,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().ssn_code).toBe('0079');
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/company/3',
      headers: admin,
      payload: { ...(saved.json() as Record<string, unknown>), ssn_code: '03-96' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.ssn_code).toEqual([
      'El código SSN tiene de 1 a 5 dígitos, p. ej. 0396.',
    ]);
  });
});
