import { describe, expect, it } from 'vitest';
import type { DataProvider, GetListParams } from 'react-admin';
import { MAX_PAGE_SIZE } from '../domain/constants';
import { withPagedLists } from './pagedLists';

/** A provider over `rows` records that refuses pages above the API's limit, as the server does. */
function fakeApi(rows: number) {
  const asked: { page: number; perPage: number }[] = [];
  const provider = {
    async getList(_resource: string, params: GetListParams) {
      const { page, perPage } = params.pagination!;
      if (perPage > MAX_PAGE_SIZE) throw new Error('400');
      asked.push({ page, perPage });
      const from = (page - 1) * perPage;
      const ids = Array.from({ length: Math.max(0, Math.min(perPage, rows - from)) }, (_, i) => ({
        id: from + i + 1,
      }));
      return { data: ids, total: rows };
    },
  } as unknown as DataProvider;
  return { provider: withPagedLists(provider), asked };
}

const read = (provider: DataProvider, perPage: number, page = 1) =>
  provider.getList('x', {
    pagination: { page, perPage },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });

describe('withPagedLists', () => {
  it('reads 10,000 rows as two pages the API accepts, in order and whole', async () => {
    const { provider, asked } = fakeApi(12_000);
    const { data, total } = await read(provider, 2 * MAX_PAGE_SIZE);
    expect(asked).toEqual([
      { page: 1, perPage: MAX_PAGE_SIZE },
      { page: 2, perPage: MAX_PAGE_SIZE },
    ]);
    expect(data.map((r) => r.id)).toEqual(Array.from({ length: 10_000 }, (_, i) => i + 1));
    expect(total).toBe(12_000);
  });

  it('stops at the last short page, and the second big page starts where the first ended', async () => {
    const { provider, asked } = fakeApi(13_000);
    const { data } = await read(provider, 2 * MAX_PAGE_SIZE, 2);
    expect(asked.map((a) => a.page)).toEqual([3]);
    expect(data[0].id).toBe(10_001);
    expect(data).toHaveLength(3_000);
  });

  it('leaves ordinary pages alone', async () => {
    const { provider, asked } = fakeApi(100);
    await read(provider, 25, 3);
    expect(asked).toEqual([{ page: 3, perPage: 25 }]);
  });
});
