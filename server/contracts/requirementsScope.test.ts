/**
 * Who sees an inspection (issue 31): exactly who sees its request. Another subscriber sees
 * nothing of a request a colleague holds (not its inspection, its photos' bytes, nor may hang a
 * photo on it), though every subscriber sees the policies: the hop to the policy counts only
 * once the request has one. An executive who sees every client sees the inspections of the
 * requests they see, no more. On both databases: the scope is SQL of three hops.
 */
import { beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { inspectionViews } from '../../domain/enums/contracts';
import { contractRequestStatus } from '../../domain/enums/statuses';
import { SUBSCRIBER } from '../../domain/labors';
import { bannerPng } from '../../fixtures/files';
import { multipart } from '../imports/testing';
import { apiCalls, answer as json, describeDialects, useTestApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const PENDING = optionByCode(contractRequestStatus, 'pending').id;
const all = (resource: string) => `${resource}?range=${encodeURIComponent('[0,499]')}`;

describeDialects('who sees an inspection on %s', (dialect) => {
  const t = useTestApp(dialect);
  const { call } = apiCalls(t);
  let held: Row;
  let colleague: Headers;

  beforeAll(async () => {
    // An inspection of a pending request the demo subscriber holds, with a photo.
    const db = t().database.db;
    const subscriber = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'suscriptor@demo.test')
      .executeTakeFirstOrThrow();
    held = (await db
      .selectFrom('inspections')
      .innerJoin('contract_requests', 'contract_requests.id', 'inspections.contract_request_id')
      .select(['inspections.id as id', 'contract_requests.id as request_id'])
      .where('contract_requests.subscriber_id', '=', subscriber.id)
      .where('contract_requests.status', '=', PENDING)
      .executeTakeFirstOrThrow()) as Row;
    colleague = await t().userWith([SUBSCRIBER], [1]);
  });

  it('hides a colleague’s request’s inspection by every channel', async () => {
    expect(
      (await call(colleague, 'GET', `contract_request/${String(held.request_id)}`)).statusCode,
    ).toBe(404);
    expect((await call(colleague, 'GET', `inspection/${String(held.id)}`)).statusCode).toBe(404);
    const listed = json(await call(colleague, 'GET', all('inspection'))) as Row[];
    expect(listed.map((row) => row.id)).not.toContain(held.id);
    const body = multipart(
      { entity: 'inspection/photo', field: 'file' },
      { name: 'x.png', content: bannerPng(8, 8, [1, 1, 1], [9, 9, 9]) },
    );
    const media = json(
      await t().app.inject({
        method: 'POST',
        url: '/api/v1/admin/media/upload',
        headers: { ...colleague, ...body.headers },
        payload: body.payload,
      }),
    );
    const hung = await call(colleague, 'POST', 'inspection/photo', {
      inspection_id: held.id,
      title: 'Ajena',
      kind: optionByCode(inspectionViews, 'front').id,
      file: media.id,
    });
    expect(hung.statusCode).toBe(422);
  });

  it('shows each viewer the inspections of the requests they see, no more', async () => {
    const wide = await t().userWith(['contract_requests: executive', 'accounts: full_access'], [1]);
    for (const viewer of [colleague, wide, await t().login('ejecutivo@demo.test')]) {
      const requests = new Set(
        (json(await call(viewer, 'GET', all('contract_request'))) as Row[]).map((r) => r.id),
      );
      const inspections = json(await call(viewer, 'GET', all('inspection'))) as Row[];
      for (const row of inspections) {
        const one = json(await call(viewer, 'GET', `inspection/${String(row.id)}`)) as Row;
        expect(requests.has(one.contract_request_id), String(one.contract_request_id)).toBe(true);
      }
    }
  });
});
