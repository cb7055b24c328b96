/**
 * Issue 28 item 11: one person cannot pile up drafts or exports. Past the cap of
 * domain/userLimits.ts the server answers a Spanish 429; drafts untouched for 30 days go with
 * the nightly job; other people are not held back by someone else's pile.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  DRAFT_RETENTION_DAYS,
  MAX_DRAFTS_PER_USER,
  MAX_PENDING_EXPORTS_PER_USER,
  userLimitMessages,
} from '../../domain/userLimits';
import { answer, json, startTestApp, type TestApp, describeDialects } from '../test/harness';

type Headers = Record<string, string>;
const FLOWS = '/api/v1/flows/opportunity';
const DAY_MS = 86_400_000;

describeDialects('per-user caps and the draft purge on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  const call = (
    headers: Headers,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers, payload });
  const idOf = async (headers: Headers) =>
    Number(answer(await call(headers, 'GET', '/api/v1/user/me')).data.id);
  const draftsOf = (userId: number) =>
    t.database.db
      .selectFrom('flow_drafts')
      .select(['record_id', 'updated_at'])
      .where('user_id', '=', userId)
      .execute();

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  }, 180_000);
  afterAll(() => t?.close());

  it(`refuses a draft past ${MAX_DRAFTS_PER_USER} per person with a Spanish 429`, async () => {
    const executive = await t.login('ejecutivo@demo.test');
    const ids: string[] = [];
    for (let i = 0; i < MAX_DRAFTS_PER_USER; i++) {
      const started = await call(executive, 'POST', FLOWS, { branch_id: 1 });
      expect(started.statusCode, started.body).toBe(200);
      ids.push(String(json(started).id));
    }
    const refused = await call(executive, 'POST', FLOWS, { branch_id: 1 });
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toBe(userLimitMessages.tooManyDrafts);
    expect(json(refused).message).toMatch(/^Tenés 50 borradores sin terminar/);
    expect(await draftsOf(await idOf(executive))).toHaveLength(MAX_DRAFTS_PER_USER);
    // Bad input is still a 422, and the drafts already kept still save.
    expect((await call(executive, 'POST', FLOWS, { branch_id: 'auto' })).statusCode).toBe(422);
    const kept = json(await call(executive, 'GET', `${FLOWS}/${ids[0]}`));
    const saved = await call(executive, 'PUT', `${FLOWS}/${ids[0]}`, {
      step: kept.step,
      values: {},
      version: kept.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Someone else is not held back; discarding one makes room again.
    expect((await call(admin, 'POST', FLOWS, { branch_id: 1 })).statusCode).toBe(200);
    expect((await call(executive, 'DELETE', `${FLOWS}/${ids[1]}`)).statusCode).toBeLessThan(300);
    expect((await call(executive, 'POST', FLOWS, { branch_id: 1 })).statusCode).toBe(200);
  });

  it(`deletes drafts untouched for ${DRAFT_RETENTION_DAYS} days and keeps the recent ones`, async () => {
    const supervisor = await t.login('supervisor@demo.test');
    const userId = await idOf(supervisor);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(String(json(await call(supervisor, 'POST', FLOWS, { branch_id: 1 })).id));
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();
    const touch = (id: string, at: string) =>
      t.database.db
        .updateTable('flow_drafts')
        .set({ updated_at: at })
        .where('record_id', '=', id)
        .execute();
    await touch(ids[0], ago(DRAFT_RETENTION_DAYS + 1));
    await touch(ids[1], ago(DRAFT_RETENTION_DAYS - 1));

    const jobs = json(
      await call(
        admin,
        'GET',
        `/api/v1/admin/cron?filter=${encodeURIComponent('{"q":"borradores"}')}`,
      ),
    );
    const job = (jobs as unknown as { id: number; label: string }[])[0];
    expect(job.label).toBe(`Borrar borradores sin tocar hace ${DRAFT_RETENTION_DAYS} días`);
    expect((await call(admin, 'POST', `/api/v1/admin/cron/${job.id}/run`)).statusCode).toBe(202);
    let left = await draftsOf(userId);
    for (let i = 0; i < 100 && left.length === 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await draftsOf(userId);
    }
    expect(left.map((d) => d.record_id).sort()).toEqual([ids[1], ids[2]].sort());
  });

  it(`refuses an export past ${MAX_PENDING_EXPORTS_PER_USER} queued or running with a Spanish 429`, async () => {
    const exporter = await t.userWith(['admin: holidays'], [1]);
    const userId = await idOf(exporter);
    // Exports waiting their turn (not due yet, so the worker leaves them queued).
    const later = new Date(Date.now() + DAY_MS).toISOString();
    const pending = [];
    for (let i = 0; i < MAX_PENDING_EXPORTS_PER_USER; i++) {
      const row = await t.database.db
        .insertInto('jobs')
        .values({
          kind: 'export',
          payload: 'null',
          status: i === 0 ? 'running' : 'queued',
          attempts: 0,
          max_attempts: 2,
          run_after: later,
          lease_until: later,
          cancel_requested: 0,
          progress_done: 0,
          progress_total: 0,
          user_id: userId,
          organization_id: 1,
          created_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      pending.push(Number(row.id));
    }
    const exportOf = (headers: Headers, payload: object = { format: 'csv' }) =>
      call(headers, 'POST', '/api/v1/admin/holiday/export', payload);
    const refused = await exportOf(exporter);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toBe(userLimitMessages.tooManyExports);
    expect(json(refused).message).toMatch(/^Ya tenés 5 exportaciones en preparación/);
    expect((await exportOf(exporter, { format: 'pdf' })).statusCode).toBe(422);
    expect((await exportOf(admin)).statusCode).toBe(202);

    await t.database.db
      .updateTable('jobs')
      .set({ status: 'succeeded', finished_at: new Date().toISOString() })
      .where('id', '=', pending[0])
      .execute();
    expect((await exportOf(exporter)).statusCode).toBe(202);
    await t.database.db.deleteFrom('jobs').where('id', 'in', pending).execute();
  });
});
