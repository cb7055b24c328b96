/**
 * The insurers' news kept for review (issue 32 §5): listed to the section's admins with their
 * Spanish reason, assigned to a policy and applied as the import would have applied them, or
 * discarded with a note; a number that still names no policy is a 422 and the row stays. Who
 * lacks the section neither opens nor calls it; another organization's admin neither sees our
 * news nor matches our policies.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { convertCell } from '../../domain/engine/importCells';
import { validateRecord } from '../../domain/engine/validate';
import { insurerNewsKinds, insurerNewsStatus } from '../../domain/enums/insurerNews';
import { newsExample } from '../../domain/insurerNews/newsExample';
import { newsSheet } from '../../domain/insurerNews/newsSheet';
import { json, rowCount, startTestApp, type TestApp, describeApp } from '../test/harness';
import { upload, workbookOf } from '../imports/testing';
import {
  demoPolicies,
  importNews,
  NEWS_FIELDS,
  NEWS_HEADER,
  NEWS_TYPE,
  newsOf,
  newsRow,
  type DemoPolicy,
  type Row,
} from './newsTesting';

type Headers = Record<string, string>;
const kind = (code: string) => optionByCode(insurerNewsKinds, code).label;
const newsIs = (code: string) => optionByCode(insurerNewsStatus, code).id;

describeApp('insurer news review on %s', (dialect) => {
  let t: TestApp;
  let desk: Headers;
  let paying: DemoPolicy;
  let quiet: DemoPolicy;

  const call = (headers: Headers, url: string, payload?: Row) =>
    t.app.inject({ method: payload ? 'POST' : 'GET', url: `/api/v1/${url}`, headers, payload });
  const rejection = (policy: string, quota: number) =>
    newsRow({
      company: paying.company,
      policy_number: policy,
      kind: kind('payment_rejected'),
      quota_number: quota,
      rejected_on: '03/11/2026',
      rejection_reason: 'Cuenta cerrada',
    });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    desk = await t.userWith(['admin: section_import_news']);
    [paying, quiet] = (await demoPolicies(t)).quiet;
  }, 180_000);
  afterAll(() => t?.close(), 60_000);

  it('reads the model’s example rows without a problem', () => {
    for (const cells of newsExample) {
      const input = Object.fromEntries(
        NEWS_FIELDS.flatMap((name, i) => {
          if (cells[i] === '') return [];
          const read = convertCell(newsSheet.fields[name], cells[i]);
          expect(read, `${name}: ${String(cells[i])}`).toHaveProperty('value');
          return [[name, (read as { value: unknown }).value]];
        }),
      );
      expect(validateRecord(newsSheet, input, 'create').errors).toEqual({});
    }
  });

  it('assigns a row to its policy and applies it, or discards it with a note', async () => {
    const done = await importNews(t, desk, [
      rejection('SCS 4-1-00000', 1), // a typo: no such policy
      newsRow({
        company: quiet.company,
        policy_number: quiet.number,
        kind: kind('endorsement_refused'),
        insurer_message: 'Falta la inspección',
      }),
    ]);
    expect(done).toMatchObject({ rows_ok: 2, rows_failed: 0 });
    const [typo, refused] = await newsOf(t, desk, done.id);
    const review = await call(desk, 'import_news/row/review');
    expect(review.statusCode).toBe(200);
    expect((review.json() as Row[]).map((r) => r.id)).toEqual(
      expect.arrayContaining([typo.id, refused.id]),
    );

    // Still no such policy: a 422 on the number, in Spanish, and the row stays for review.
    const wrong = await call(desk, `import_news/row/${typo.id}/assign`, {
      updated_at: typo.updated_at,
      assigned_number: '000-00-0000001',
    });
    expect(wrong.statusCode).toBe(422);
    expect(json(wrong).errors).toEqual({
      assigned_number: [expect.stringContaining('No hay ninguna póliza «000-00-0000001»')],
    });
    const payments = await rowCount(t, 'contract_rejected_payments');
    const assigned = await call(desk, `import_news/row/${typo.id}/assign`, {
      updated_at: typo.updated_at,
      assigned_number: paying.number,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(json(assigned)).toMatchObject({
      status: newsIs('applied'),
      contract_id: paying.id,
      reason: `Pago rechazado registrado: cuota 1 de la póliza ${paying.number}.`,
    });
    expect(await rowCount(t, 'contract_rejected_payments')).toBe(payments + 1);
    // Once applied it is no longer the review's: a second click is a 409.
    const twice = await call(desk, `import_news/row/${typo.id}/assign`, {
      updated_at: json(assigned).updated_at,
      assigned_number: paying.number,
    });
    expect(twice.statusCode).toBe(409);

    // The refusal names a policy with nothing waiting: discarded, the reviewer's words kept.
    expect(refused.reason).toContain('no tiene un endoso enviado a la compañía');
    const discarded = await call(desk, `import_news/row/${refused.id}/discard`, {
      updated_at: refused.updated_at,
      review_note: 'La compañía se equivocó de póliza',
    });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(json(discarded)).toMatchObject({
      status: newsIs('discarded'),
      review_note: 'La compañía se equivocó de póliza',
    });
    const left = (await call(desk, 'import_news/row/review')).json() as Row[];
    expect(left.map((r) => r.id)).not.toContain(typo.id);
    expect(left.map((r) => r.id)).not.toContain(refused.id);
    // A discard without its note says so.
    const [again] = await newsOf(
      t,
      desk,
      (await importNews(t, desk, [rejection('999-98-1', 3)])).id,
    );
    const bare = await call(desk, `import_news/row/${again.id}/discard`, {
      updated_at: again.updated_at,
    });
    expect(bare.statusCode).toBe(422);
  });

  it('is the section’s admins’ alone, each organization its own', async () => {
    const stranger = await t.userWith(['admin: news', 'contracts: full_access']);
    for (const url of ['import_news/row', 'import_news/row/review', 'admin/import/insurer_news'])
      expect((await call(stranger, url)).statusCode, url).toBe(403);
    const content = await workbookOf([NEWS_HEADER, rejection(paying.number, 2)]);
    expect((await upload(t, stranger, NEWS_TYPE, { name: 'n.xlsx', content })).statusCode).toBe(
      403,
    );
    // The section's lists name the insurers they cite without the insurers' section.
    const names = await call(
      desk,
      `labels/admin/company?filter=${encodeURIComponent(JSON.stringify({ id: [paying.companyId] }))}`,
    );
    expect(names.statusCode).toBe(200);
    expect(names.json()).toEqual([expect.objectContaining({ id: paying.companyId })]);
    // The admin's full access opens it too.
    const full = await t.userWith(['admin: full_access']);
    expect((await call(full, 'admin/import/insurer_news')).statusCode).toBe(200);

    // Another organization's admin: our policy is none of theirs, our news not seen.
    const outsider = await t.userWith(['admin: section_import_news'], [5]);
    const payments = await rowCount(t, 'contract_rejected_payments');
    const done = await importNews(t, outsider, [rejection(paying.number, 2)]);
    expect(done).toMatchObject({ rows_ok: 1, rows_failed: 0 });
    const [theirs] = await newsOf(t, outsider, done.id);
    expect(theirs).toMatchObject({ status: newsIs('review'), contract_id: null });
    expect(String(theirs.reason)).toMatch(/^No hay ninguna póliza/);
    expect(await rowCount(t, 'contract_rejected_payments')).toBe(payments);
    const ours = (await call(desk, 'import_news/row')).json() as Row[];
    expect(ours.map((r) => r.id)).not.toContain(theirs.id);
    expect((await call(outsider, `import_news/row/${ours[0].id}`)).statusCode).toBe(404);
    const files = (await call(outsider, 'admin/import/insurer_news')).json() as Row[];
    expect(files.map((f) => f.id)).toEqual([done.id]);
    // Assigning their row our policy's number finds nothing in their organization.
    const assigned = await call(outsider, `import_news/row/${theirs.id}/assign`, {
      updated_at: theirs.updated_at,
      assigned_number: paying.number,
    });
    expect(assigned.statusCode).toBe(422);
  });
});
