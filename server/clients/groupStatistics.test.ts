/**
 * An economic group's "Estadísticas" count every record of all its clients through one dotted
 * filter per metric (domain/recordStatistics.ts `metricFilter`), with no list of member ids and
 * so no cap on members: the same totals as asking client by client, scoped as each list is
 * (an executive counts their clients' only), and nothing for another organization.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { clientMetrics, metricFilter } from '../../domain/recordStatistics';
import { apiCalls, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const NOW = new Date('2026-11-26T12:00:00.000Z');
const listUrl = (resource: string, filter: Row) =>
  `${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,0]`;

describeApp('an economic group’s statistics on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let group: Row;
  let members: Row[];
  const { call, send } = apiCalls(() => t);

  const total = async (headers: Headers, resource: string, filter: Row) => {
    const response = await call(headers, 'GET', listUrl(resource, filter));
    expect(response.statusCode, response.body).toBe(200);
    return Number(String(response.headers['content-range']).split('/').pop());
  };

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    // The demo group with the most clients.
    const groups = (await call(admin, 'GET', 'economic_group?range=[0,99]')).json() as Row[];
    let best = { group: groups[0], members: [] as Row[] };
    for (const candidate of groups) {
      const filter = encodeURIComponent(JSON.stringify({ economic_group_id: candidate.id }));
      const rows = (
        await call(admin, 'GET', `account?filter=${filter}&range=[0,999]`)
      ).json() as Row[];
      if (rows.length > best.members.length) best = { group: candidate, members: rows };
    }
    ({ group, members } = best);
    expect(members.length).toBeGreaterThan(1);
  });
  afterAll(() => t?.close());

  it('counts each metric across the group as the sum over its clients', async () => {
    for (const metric of clientMetrics) {
      const across = await total(
        admin,
        metric.entity,
        metricFilter(metric, 'economic_group_id', group.id, NOW),
      );
      const byId = await total(
        admin,
        metric.entity,
        metricFilter(
          metric,
          null,
          members.map((m) => m.id),
          NOW,
        ),
      );
      expect(across, metric.label).toBe(byId);
    }
  });

  it('counts only what an executive sees, and nothing for another organization', async () => {
    const executive = await t.login('ejecutivo@demo.test');
    const interactions = clientMetrics.find((m) => m.entity === 'interaction' && !m.filter)!;
    const filter = metricFilter(interactions, 'economic_group_id', group.id, NOW);
    expect(await total(executive, 'interaction', filter)).toBeLessThanOrEqual(
      await total(admin, 'interaction', filter),
    );
    const outsider = await t.userWith(['accounts: full_access'], [5]);
    expect(await total(outsider, 'interaction', filter)).toBe(0);
  });

  it('never tells an executive which group holds a client they may not open', async () => {
    const executive = await t.login('ejecutivo@demo.test');
    const supervisor = await t.login('supervisor@demo.test');
    const idOf = async (h: Headers) =>
      Number(((await call(h, 'GET', 'user/me')).json() as { data: Row }).data.id);
    const [executiveId, supervisorId] = [await idOf(executive), await idOf(supervisor)];
    const [theirs] = (
      await call(admin, 'GET', listUrl('account', { executive_id: supervisorId }))
    ).json() as Row[];
    const hidden = await send(admin, 'POST', 'economic_group', {
      name: 'Grupo Reservado',
      members: [theirs.id],
    });
    // A task handed to the executive about the supervisor's client: theirs to see, by itself.
    const task = await send(admin, 'POST', 'task', {
      title: 'Pedir la nómina',
      account_id: theirs.id,
      assignee_id: executiveId,
      due_at: '2031-02-03T13:00:00.000Z',
    });
    const own = (await call(executive, 'GET', listUrl('task', { id: [task.id] }))).json();
    expect((own as Row[]).map((r) => r.id)).toEqual([task.id]);
    const through = { 'account_id.economic_group_id': hidden.id };
    expect(await total(executive, 'task', through)).toBe(0);
    expect(await total(admin, 'task', through)).toBe(1);
  });

  it('refuses a dotted filter no declaration opens', async () => {
    const response = await call(
      admin,
      'GET',
      listUrl('interaction', { 'account_id.segment_id': 1 }),
    );
    expect(response.statusCode).toBe(400);
  });
});
