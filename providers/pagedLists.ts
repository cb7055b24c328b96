/**
 * A list read bigger than the API's page limit (the browser export asks for up to
 * EXPORT_JOB_THRESHOLD rows at once) is sent as consecutive pages the API accepts, and the
 * rows joined: the export is whole, never cut at the limit nor refused with a 400.
 */
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { MAX_PAGE_SIZE } from '../domain/constants';

export function withPagedLists(provider: DataProvider): DataProvider {
  return {
    ...provider,
    async getList(resource: string, params: GetListParams): Promise<GetListResult> {
      const { page = 1, perPage = 25 } = params.pagination ?? {};
      // Only whole multiples split into aligned pages; anything else goes as asked.
      if (perPage <= MAX_PAGE_SIZE || perPage % MAX_PAGE_SIZE !== 0)
        return provider.getList(resource, params);
      const chunks = perPage / MAX_PAGE_SIZE;
      const data: GetListResult['data'] = [];
      let total: number | undefined;
      for (let i = 0; i < chunks; i++) {
        const part = await provider.getList(resource, {
          ...params,
          pagination: { page: (page - 1) * chunks + i + 1, perPage: MAX_PAGE_SIZE },
        });
        data.push(...part.data);
        total = part.total;
        if (part.data.length < MAX_PAGE_SIZE) break;
      }
      return { data, total };
    },
  };
}
