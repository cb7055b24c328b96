import { describe, expect, it } from 'vitest';
import { entityByName } from '../../domain/entities';
import { parseListQuery } from './listQuery';

const news = entityByName('admin/news')!;
const conditionsOf = (filter: object) =>
  parseListQuery(news, { filter: JSON.stringify(filter) }).conditions;

describe('a day as the bound of a date-time filter', () => {
  it('means the whole Argentine day: from 00:00 (03:00 UTC) up to 23:59:59.999', () => {
    expect(conditionsOf({ published_from_gte: '2026-11-20' })).toEqual([
      { field: 'published_from', op: '>=', value: '2026-11-20T03:00:00.000Z' },
    ]);
    expect(conditionsOf({ published_from_lte: '2026-11-20' })).toEqual([
      { field: 'published_from', op: '<=', value: '2026-11-21T02:59:59.999Z' },
    ]);
  });

  it('keeps an instant as given, and refuses a day no calendar has', () => {
    expect(conditionsOf({ published_from_gte: '2026-11-20T10:00:00Z' })[0].value).toBe(
      '2026-11-20T10:00:00.000Z',
    );
    expect(() => conditionsOf({ published_from_gte: '2026-02-30' })).toThrow(
      'El filtro Inicio de publicación no tiene un valor válido.',
    );
    expect(() => conditionsOf({ published_from: '2026-11-20' })).toThrow(/no tiene un valor/);
  });
});
