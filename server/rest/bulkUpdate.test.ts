/**
 * Issue 9 item 33 with the real client: react-admin's bulk-update buttons call
 * ra-data-simple-rest's updateMany, which PUTs only the changed fields and no updated_at. Such
 * a PUT is a partial update (only those fields, on the latest version, audited); a full edit
 * carrying a stale updated_at still gets 409.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'ra-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp, describeDialects } from '../test/harness';

const resource = 'admin/currencies/currency';

describeDialects('bulk updates through ra-data-simple-rest on %s', (dialect) => {
  let t: TestApp;
  let provider: DataProvider;
  let ids: number[];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const { authorization } = await t.login('admin@demo.test');
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    provider = simpleRestProvider(`${url}/api/v1`, (address, options = {}) =>
      fetchUtils.fetchJson(address, {
        ...options,
        headers: new Headers({ Accept: 'application/json', Authorization: authorization }),
      }),
    );
    ids = [];
    for (const [name, iso_code] of [
      ['Bulk Uno', 'BKA'],
      ['Bulk Dos', 'BKB'],
      ['Bulk Tres', 'BKC'],
    ]) {
      const { data } = await provider.create(resource, {
        data: { name, iso_code, symbol: '¤', active: false },
      });
      ids.push(Number(data.id));
    }
  });
  afterAll(() => t?.close());

  it('a bulk "Activar" changes only the active flag of every selected record, audited', async () => {
    const before = await provider.getMany(resource, { ids });
    const { data } = await provider.updateMany(resource, { ids, data: { active: true } });
    expect((data ?? []).map(Number).sort()).toEqual([...ids].sort());
    const after = await provider.getMany(resource, { ids });
    for (const record of after.data) {
      const old = before.data.find((r) => r.id === record.id)!;
      expect(record.active).toBe(true);
      expect({ ...record, active: old.active, updated_at: old.updated_at }).toEqual(old);
      expect(record.updated_at).not.toBe(old.updated_at);
    }
    const audit = await provider.getList('admin/audit', {
      filter: { resource, record_id: String(ids[0]), action: 2 },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
    });
    expect(audit.total).toBeGreaterThanOrEqual(1);
    expect(JSON.parse(String(audit.data[0].changes))).toHaveProperty('active');
  });

  it('a bulk change with an invalid value is a 422 and changes nothing', async () => {
    const before = await provider.getMany(resource, { ids });
    await expect(
      provider.updateMany(resource, { ids, data: { decimals: 'muchos' } }),
    ).rejects.toMatchObject({ status: 422 });
    expect((await provider.getMany(resource, { ids })).data).toEqual(before.data);
  });

  it('a full edit carrying a stale updated_at still gets 409, and keeps the newer data', async () => {
    const { data: read } = await provider.getOne(resource, { id: ids[1] });
    await provider.updateMany(resource, { ids: [ids[1]], data: { symbol: '¢' } });
    await expect(
      provider.update(resource, {
        id: ids[1],
        data: { ...read, name: 'Bulk Dos editada' },
        previousData: read,
      }),
    ).rejects.toMatchObject({ status: 409 });
    const { data: now } = await provider.getOne(resource, { id: ids[1] });
    expect(now.name).toBe('Bulk Dos');
    expect(now.symbol).toBe('¢');
    // The same edit on the current version goes through.
    const { data: saved } = await provider.update(resource, {
      id: ids[1],
      data: { ...now, name: 'Bulk Dos editada' },
      previousData: now,
    });
    expect(saved.name).toBe('Bulk Dos editada');
  });

  it('an updated_at that is present but not a timestamp is still a 422', async () => {
    await expect(
      provider.update(resource, {
        id: ids[2],
        data: { active: false, updated_at: null },
        previousData: { id: ids[2] },
      }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('concurrent partial updates of different fields both land', async () => {
    await Promise.all([
      provider.updateMany(resource, { ids: [ids[2]], data: { symbol: '₳' } }),
      provider.updateMany(resource, { ids: [ids[2]], data: { decimals: 3 } }),
      provider.updateMany(resource, { ids: [ids[2]], data: { name: 'Bulk Tres bis' } }),
    ]);
    const { data } = await provider.getOne(resource, { id: ids[2] });
    expect(data).toMatchObject({ symbol: '₳', decimals: 3, name: 'Bulk Tres bis' });
  });
});
