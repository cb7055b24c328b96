/**
 * What the insurers' news tests share: the demo's policies a news file names (one with an
 * endorsement waiting for the insurer, others in force with their quotas), their numbers in the
 * insurer's own spelling, and a file of rows imported through the imports' routes.
 */
import { expect } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { contract } from '../../domain/entities/contracts';
import { contractMovement } from '../../domain/entities/contractMovements';
import { contractRequestStatus } from '../../domain/enums/statuses';
import { importFields } from '../../domain/imports';
import { newsSheet } from '../../domain/insurerNews/newsSheet';
import { insurerSpelling as spelling } from '../../domain/insurerNews/policyNumbers';
import { policiesWithInsurer, untouchedPolicies } from './untouchedPolicies';
import { json, type TestApp } from '../test/harness';
import { rowsOf, untilEnded, upload, workbookOf } from '../imports/testing';

type Headers = Record<string, string>;
export type Row = Record<string, unknown>;
export const NEWS_TYPE = 11;
const base = '/api/v1/admin/import';

export const NEWS_HEADER = importFields(newsSheet).map((f) => f.label);
export const NEWS_FIELDS = importFields(newsSheet).map((f) => f.name);

export interface DemoPolicy {
  id: string;
  number: string;
  company: string;
  companyId: number;
  executiveId: number | null;
}

/** "003-01-0089908" as its insurer's file writes it: "SCS 003 01 0089908". */
export const insurerSpelling = (policy: DemoPolicy) => spelling(policy.number, policy.companyId);

const policyOf = (row: Row): DemoPolicy => ({
  id: String(row.id),
  number: String(row.number),
  company: String(row.company),
  companyId: Number(row.company_id),
  executiveId: row.executive_id == null ? null : Number(row.executive_id),
});

/** Organization 1's policies the tests name: one awaiting the insurer, two without endorsements. */
export async function demoPolicies(t: TestApp) {
  const db = t.database.db;
  const policies = () => policiesWithInsurer(db, 1);
  const waitingMovement = await db
    .selectFrom(contractMovement.table)
    .selectAll()
    .where('status', '=', optionByCode(contractRequestStatus, 'pending_cia').id)
    .executeTakeFirstOrThrow();
  const waiting = policyOf(
    await policies()
      .where(`${contract.table}.id`, '=', String(waitingMovement.contract_id))
      .executeTakeFirstOrThrow(),
  );
  const quiet = (
    await untouchedPolicies(db, 1)
      .where('executive_id', 'is not', null)
      .orderBy('number')
      .limit(3)
      .execute()
  ).map(policyOf);
  return { waiting, waitingMovement, quiet };
}

/** A row of the file by field name, blank where not given. */
export const newsRow = (cells: Row) => NEWS_FIELDS.map((name) => cells[name] ?? '');

/** Uploads the rows as `headers`' user and runs the import with the suggested mapping. */
export async function importNews(t: TestApp, headers: Headers, rows: unknown[][]) {
  const content = await workbookOf([NEWS_HEADER, ...rows]);
  const uploaded = await upload(t, headers, NEWS_TYPE, { name: 'novedades.xlsx', content });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const id = json(uploaded).id;
  const mapping = json(await t.app.inject({ url: `${base}/${id}/mapping`, headers })).mapping;
  expect(mapping).toEqual(NEWS_FIELDS);
  const started = await t.app.inject({
    method: 'POST',
    url: `${base}/${id}/start`,
    headers,
    payload: { mapping },
  });
  expect(started.statusCode, started.body).toBe(200);
  return untilEnded(t, headers, id);
}

/** The failed rows' reasons, the header's first. */
export async function failedReasons(t: TestApp, headers: Headers, done: Row) {
  const file = await t.app.inject({
    url: `/api/v1/admin/download/${done.failed_download_id}/content`,
    headers,
  });
  return (await rowsOf(file.rawPayload)).map((row) => String(row.at(-1)));
}

/** The news rows of one import, by line, as the API answers them to `headers`' user. */
export async function newsOf(t: TestApp, headers: Headers, importId: unknown) {
  const filter = encodeURIComponent(JSON.stringify({ import_id: importId }));
  const response = await t.app.inject({
    url: `/api/v1/import_news/row?filter=${filter}&sort=["line","ASC"]&range=[0,99]`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Row[];
}
