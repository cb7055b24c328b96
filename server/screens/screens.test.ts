/**
 * The [screens] server pieces beyond the generated CRUD: the home widgets each user gets
 * (user/component) and the sales-target grid editor (read, save of changed cells only, all or
 * nothing, 409 on a concurrent change, 422 in Spanish, permissions and organizations).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesTarget, salesTargetMessages } from '../../domain/entities/salesTarget';
import { homeWidgets } from '../../domain/homeWidgets';
import { rowCount, startTestApp, type TestApp, describeDialects } from '../test/harness';

type Headers = Record<string, string>;
interface Cell {
  id: number | null;
  user_id: number;
  month: number;
  value: number | null;
  updated_at: string | null;
}
interface Grid {
  executives: { id: number; name: string }[];
  cells: Cell[];
}
const EDITOR = '/api/v1/admin/sales-target/editor';
const YEAR = new Date().getFullYear();
const key = { year: YEAR, branch_id: 1, metric: 'premium_target' };
const query = (k: Record<string, unknown>) =>
  `${EDITOR}?${new URLSearchParams(Object.entries(k).map(([a, b]) => [a, String(b)]))}`;

describeDialects('screens on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let outsider: Headers;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    outsider = await t.userWith(['admin: sales_targets'], [2]);
  }, 180_000);
  afterAll(() => t?.close());

  const read = async (headers: Headers, k: Record<string, unknown> = key) => {
    const response = await t.app.inject({ url: query(k), headers });
    return { status: response.statusCode, body: response.json() as Grid };
  };
  const save = (headers: Headers, cells: Partial<Cell>[], k = key) =>
    t.app.inject({ method: 'PUT', url: EDITOR, headers, payload: { ...k, cells } });

  describe('user/component', () => {
    it('names every home widget, shown by what the user may open', async () => {
      const all = await t.app.inject({ url: '/api/v1/user/component', headers: admin });
      expect(all.statusCode).toBe(200);
      const components = all.json().user_components as Record<string, boolean>;
      expect(Object.keys(components).sort()).toEqual(homeWidgets.map((w) => w.name).sort());
      expect(components).toMatchObject({ news_board: true, sales_targets: true });
      const nobody = await t.login('sin-permisos@demo.test');
      const few = (await t.app.inject({ url: '/api/v1/user/component', headers: nobody })).json();
      expect(few.user_components).toMatchObject({
        news_board: true,
        admin_dashboard: false,
        sales_targets: false,
      });
    });

    it('needs a session', async () => {
      expect((await t.app.inject({ url: '/api/v1/user/component' })).statusCode).toBe(401);
    });
  });

  describe('sales-target editor', () => {
    it("reads the organization's executives and their seeded targets as cells", async () => {
      const { status, body } = await read(admin);
      expect(status).toBe(200);
      const eugenia = body.executives.find((e) => e.name === 'Eugenia Ejecutiva')!;
      expect(eugenia).toBeTruthy();
      const mine = body.cells.filter((c) => c.user_id === eugenia.id);
      expect(mine.map((c) => c.month).sort((a, b) => a - b)).toEqual(
        [...Array(12)].map((_, i) => i + 1),
      );
      expect(mine[0].value).toBeGreaterThan(0);
    });

    it('saves only the changed cells, creating and updating, and audits each', async () => {
      const before = await read(admin);
      const eugenia = before.body.executives.find((e) => e.name === 'Eugenia Ejecutiva')!;
      const sergio = before.body.executives.find((e) => e.name === 'Sergio Supervisor')!;
      const march = before.body.cells.find((c) => c.user_id === eugenia.id && c.month === 3)!;
      const untouched = before.body.cells.find((c) => c.user_id === eugenia.id && c.month === 4)!;
      const audits = await rowCount(t, 'audit_log');
      const k = { ...key, branch_id: 9 };
      const created = await save(admin, [{ user_id: sergio.id, month: 2, value: 1_500_000.5 }], k);
      expect(created.statusCode, created.body).toBe(200);
      const cell = (created.json() as Grid).cells.find((c) => c.user_id === sergio.id)!;
      expect(cell).toMatchObject({ month: 2, value: 1_500_000.5 });
      const response = await save(admin, [{ ...march, value: 7_777_000 }]);
      expect(response.statusCode, response.body).toBe(200);
      const after = response.json() as Grid;
      expect(after.cells.find((c) => c.id === march.id)!.value).toBe(7_777_000);
      expect(after.cells.find((c) => c.id === untouched.id)).toEqual(untouched);
      expect(await rowCount(t, 'audit_log')).toBe(audits + 2);
      // The other figure of the record stays as it was.
      const record = await t.app.inject({
        url: `/api/v1/admin/sales-target/${march.id}`,
        headers: admin,
      });
      expect(record.json().policy_target).toBeGreaterThan(0);
    });

    it('refuses the whole save with 409 when a cell changed since it was read', async () => {
      const { body } = await read(admin);
      const [first, second] = body.cells;
      expect((await save(admin, [{ ...first, value: 1000 }])).statusCode).toBe(200);
      // `first` still carries the version read before that save.
      const stale = await save(admin, [
        { ...second, value: 2000 },
        { ...first, value: 3000 },
      ]);
      expect(stale.statusCode).toBe(409);
      const now = await read(admin);
      expect(now.body.cells.find((c) => c.id === second.id)!.value).toBe(second.value);
      expect(now.body.cells.find((c) => c.id === first.id)!.value).toBe(1000);
      // A cell somebody created meanwhile is a conflict too, not a duplicate.
      const again = await save(admin, [{ user_id: first.user_id, month: first.month, value: 5 }]);
      expect(again.statusCode).toBe(409);
    });

    it('answers bad cells with 422 and Spanish messages, saving nothing', async () => {
      const { body } = await read(admin);
      const [first] = body.cells;
      const negative = await save(admin, [
        { ...first, value: 10 },
        { user_id: first.user_id, month: 5, id: null, value: -3, updated_at: null },
      ]);
      expect(negative.statusCode).toBe(422);
      expect(JSON.stringify(negative.json().errors)).toMatch(/mayo/);
      expect((await read(admin)).body.cells.find((c) => c.id === first.id)!.value).toBe(
        first.value,
      );
      const repeated = await save(admin, [
        { ...first, value: 1 },
        { ...first, value: 2 },
      ]);
      expect(repeated.statusCode).toBe(422);
      expect((await save(admin, [{ user_id: 999999, month: 1, value: 1 }])).statusCode).toBe(422);
      expect(
        (await save(admin, [{ user_id: first.user_id, month: 13, value: 1 }])).statusCode,
      ).toBe(422);
      expect((await read(admin, { ...key, metric: 'nada' })).status).toBe(422);
      expect((await read(admin, { ...key, branch_id: 999 })).status).toBe(422);
    });

    it("keeps organizations apart and needs the section's permission", async () => {
      const { body } = await read(outsider);
      expect(body.cells).toEqual([]);
      expect(body.executives.map((e) => e.name)).not.toContain('Eugenia Ejecutiva');
      const theirs = (await read(admin)).body.cells[0];
      // Another organization's executive is unknown there, and its cell cannot be reached.
      expect((await save(outsider, [{ ...theirs, value: 1 }])).statusCode).toBe(422);
      const nobody = await t.login('sin-permisos@demo.test');
      expect((await read(nobody)).status).toBe(403);
      expect((await save(nobody, [])).statusCode).toBe(403);
      const reader = await t.userWith(['admin: sales_targets']);
      expect((await read(reader)).status).toBe(200);
    });
  });

  describe('sales-target records', () => {
    it('need an executive or a team', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/${salesTarget.name}`,
        headers: admin,
        payload: { branch_id: 1, year: YEAR, month: 1, premium_target: 1, policy_target: 1 },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.user_id).toEqual([salesTargetMessages.subject]);
    });
  });
});
