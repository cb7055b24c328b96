/** A record's page opened by its address: its record and names asked for early, each taken once. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataProvider, GetManyParams, GetOneParams } from 'react-admin';
import { entityByName } from '../domain/entities';
import { citedRecords } from '../domain/engine/referenceLabels';
import { demoAccess, demoUsers } from '../fixtures/users';
import { forgetWarmAnswers, WARM_ANSWER_TTL_MS, withWarmStart } from './warmStart';
import { warmStart } from './warmStartPage';

const account = entityByName('account');
const demo = (email: string) => demoAccess(demoUsers.find((u) => u.email === email)!);

const client = {
  id: 'c-1',
  person_type: 2,
  business_name: 'Metalúrgica Tandil S.A.',
  first_name: 'Ignorado',
  executive_id: 7,
  segment_id: 4,
  phones: [{ id: 1, area_code: '351', number: '4987731' }],
  addresses: [
    { id: 1, country_id: 1, state_id: 2, locality_id: 5, zipcode_id: 10 },
    { id: 2, country_id: 1, state_id: 3, locality_id: 6, zipcode_id: null },
  ],
};

/** An API that counts what it is asked, answering every id it is given. */
function api() {
  const asked: string[] = [];
  const provider = {
    async getOne(resource: string, params: GetOneParams) {
      asked.push(`getOne ${resource} ${params.id}`);
      return { data: { ...client, id: params.id } };
    },
    async getMany(resource: string, params: GetManyParams) {
      asked.push(`getMany ${resource} ${params.ids.join(',')}`);
      return { data: params.ids.map((id) => ({ id, label: `${resource} ${id}` })) };
    },
  } as unknown as DataProvider;
  return { provider, asked };
}

afterEach(() => {
  vi.useRealTimers();
  forgetWarmAnswers();
});

describe('citedRecords', () => {
  it('names the references of the record and of its embedded items, only those that apply', () => {
    const cited = citedRecords(account, client);
    expect([...cited.get('auth-admin/user')!]).toEqual([7]);
    expect([...cited.get('admin/segmentation')!]).toEqual([4]);
    expect([...cited.get('admin/locations/state')!]).toEqual([2, 3]);
    expect([...cited.get('admin/locations/zipcode')!]).toEqual([10]);
    // Blank references cite nothing.
    expect(cited.has('admin/campaign')).toBe(false);
  });
});

describe('warm start', () => {
  it('asks for the record and its names once; react-admin takes them instead of asking again', async () => {
    const { provider, asked } = api();
    const warm = withWarmStart(provider);
    const page = { entity: account, id: 'c-1', view: 'show' as const, showsFields: true };
    await warmStart(provider, page, Promise.resolve(demo('ejecutivo@demo.test')));
    const early = asked.length;
    expect(asked).toContain('getOne account c-1');
    // An executive reads the users' and the locations' names from the labels routes.
    expect(asked).toContain('getMany labels/auth-admin/user 7');
    expect(asked).toContain('getMany labels/admin/locations/state 2,3');

    expect((await warm.getOne('account', { id: 'c-1' })).data.business_name).toBe(
      'Metalúrgica Tandil S.A.',
    );
    // Fewer ids than were asked for: only those, as the API would answer.
    const states = await warm.getMany('labels/admin/locations/state', { ids: [3] });
    expect(states.data).toEqual([{ id: 3, label: 'labels/admin/locations/state 3' }]);
    expect(asked).toHaveLength(early);

    // Taken once: the next read (a refresh after saving) goes to the API.
    await warm.getOne('account', { id: 'c-1' });
    await warm.getMany('labels/admin/locations/state', { ids: [3] });
    expect(asked.slice(early)).toEqual([
      'getOne account c-1',
      'getMany labels/admin/locations/state 3',
    ]);
  });

  it('never serves another record, ids it did not ask for, or an answer past its time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { provider, asked } = api();
    const warm = withWarmStart(provider);
    const page = { entity: account, id: 'c-1', view: 'show' as const, showsFields: true };
    await warmStart(provider, page, Promise.resolve(demo('ejecutivo@demo.test')));
    const early = asked.length;
    await warm.getOne('account', { id: 'c-2' });
    await warm.getMany('labels/auth-admin/user', { ids: [7, 8] });
    expect(asked.slice(early)).toEqual([
      'getOne account c-2',
      'getMany labels/auth-admin/user 7,8',
    ]);
    vi.setSystemTime(Date.now() + WARM_ANSWER_TTL_MS + 1);
    await warm.getOne('account', { id: 'c-1' });
    expect(asked.at(-1)).toBe('getOne account c-1');
  });

  it('asks for nothing on a page the user may not open, and no names for a form', async () => {
    const { provider, asked } = api();
    const page = { entity: account, id: 'c-1', view: 'show' as const, showsFields: true };
    await warmStart(provider, page, Promise.resolve(demo('sin-permisos@demo.test')));
    await warmStart(provider, page, Promise.resolve(null));
    expect(asked).toEqual([]);
    await warmStart(
      provider,
      { ...page, view: 'edit', showsFields: false },
      Promise.resolve(demo('ejecutivo@demo.test')),
    );
    expect(asked).toEqual(['getOne account c-1']);
  });

  it('drops every early answer on a write, and stays quiet when the record is gone', async () => {
    const { provider, asked } = api();
    const warm = withWarmStart({
      ...provider,
      update: async () => ({ data: { id: 'c-1' } }),
    } as unknown as DataProvider);
    const page = { entity: account, id: 'c-1', view: 'show' as const, showsFields: true };
    await warmStart(provider, page, Promise.resolve(demo('ejecutivo@demo.test')));
    const early = asked.length;
    await warm.update('account', { id: 'c-1', data: {}, previousData: { id: 'c-1' } });
    await warm.getOne('account', { id: 'c-1' });
    expect(asked.slice(early)).toEqual(['getOne account c-1']);

    const gone = {
      ...provider,
      getOne: () => Promise.reject(new Error('404')),
    } as DataProvider;
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    await expect(
      warmStart(gone, page, Promise.resolve(demo('ejecutivo@demo.test'))),
    ).resolves.toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
