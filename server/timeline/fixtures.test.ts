/**
 * Fixtures mode answers a client's history too (fixtures/server/timeline.ts): the same shape,
 * order and paging as the server, over a copy of fixtures/db.json, and the same refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareItems, timelineMessages } from '../../domain/timeline';
import type { TimelineItem } from '../../domain/timelineItems';
import { fixturesData, startFixturesServer } from '../fixturesMode/fixturesServer';

let base: string;
let token: string;
let close: () => Promise<void>;
let call: Awaited<ReturnType<typeof startFixturesServer>>['call'];
let accountId: string;

beforeAll(async () => {
  accountId = String(fixturesData().interactions[0].account_id);
  ({ base, token, close, call } = await startFixturesServer('fixtures-timeline-'));
});
afterAll(() => close());

const get = async (path: string) => {
  const response = await fetch(`${base}/api/v1/${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

describe('a client’s history in fixtures mode', () => {
  it('lists the client’s interactions newest first, one page at a time', async () => {
    const whole = await get(`account/${accountId}/timeline?kind=interaction`);
    expect(whole.status).toBe(200);
    const items = whole.json.items as TimelineItem[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.kind === 'interaction' && i.account?.id === accountId)).toBe(true);
    expect([...items].sort(compareItems)).toEqual(items);
    const first = await get(`account/${accountId}/timeline?kind=interaction&limit=1`);
    expect((first.json.items as TimelineItem[]).map((i) => i.id)).toEqual([items[0].id]);
    expect(first.json.next).toEqual(items.length > 1 ? expect.any(String) : null);
  });

  it('shows a task about the group itself on the group’s feed, not on its clients’', async () => {
    const data = fixturesData();
    const member = data.accounts.find((a) => a.economic_group_id)!;
    const groupId = String(member.economic_group_id);
    const created = await call('task', {
      method: 'POST',
      body: {
        title: 'Revisar las pólizas del grupo',
        economic_group_id: groupId,
        due_at: '2031-02-03T13:00:00.000Z',
      },
    });
    expect(created.status).toBe(201);
    const titles = async (path: string) =>
      ((await get(`${path}/timeline?kind=task&limit=100`)).json.items as TimelineItem[]).map(
        (i) => i.title,
      );
    expect(await titles(`economic_group/${groupId}`)).toContain('Revisar las pólizas del grupo');
    expect(await titles(`account/${String(member.id)}`)).not.toContain(
      'Revisar las pólizas del grupo',
    );
  });

  it('refuses a bad query in Spanish and an unknown client with a 404', async () => {
    const bad = await get(`account/${accountId}/timeline?limit=0`);
    expect(bad.status).toBe(422);
    expect(bad.json.errors).toEqual({ limit: [timelineMessages.limit] });
    const missing = await get('account/00000000-0000-4000-8000-999999999999/timeline');
    expect(missing.status).toBe(404);
  });
});
