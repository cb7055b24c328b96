/**
 * The summaries' declarations hold together: each heads a page that declares it, its figures
 * measure a declared entity through a reference to that page's record, by declared fields,
 * summing only money; each button opens a tab the page has.
 */
import { describe, expect, it } from 'vitest';
import { entities, entityByName } from './entities';
import { detailTabsOf } from './engine/detailTabs';
import { figureFilter, figureOfRows, recordSummaries, summaryOf } from './recordSummary';

describe('record summaries', () => {
  it('head the pages that declare them, with figures and buttons those pages have', () => {
    const heads = entities.filter((e) => summaryOf(e)).map((e) => e.name);
    expect(heads).toEqual(Object.keys(recordSummaries));
    for (const name of heads) {
      const parent = entityByName(name);
      for (const figure of recordSummaries[name].figures) {
        const measured = entityByName(figure.entity);
        const link = measured.fields[figure.link];
        expect(link?.kind === 'reference' && link.target, figure.key).toBe(name);
        for (const field of Object.keys(figure.where ?? {}))
          expect(measured.fields[field], `${figure.key}.${field}`).toBeDefined();
        if (figure.sum) expect(measured.fields[figure.sum]?.kind).toBe('money');
      }
      for (const create of recordSummaries[name].creates)
        expect(detailTabsOf(parent).some((t) => t.entity === create.entity && !t.via)).toBe(true);
    }
  });

  it('measures rows to the cent, and opens the list it measures', () => {
    const [count, premium] = recordSummaries.account.figures;
    const rows = [{ premium: 0.1 }, { premium: 0.2 }, { premium: null }];
    expect(figureOfRows(count, rows)).toBe(3);
    expect(figureOfRows(premium, rows)).toBe(0.3);
    expect(figureFilter(count, 'a1')).toEqual({ account_id: 'a1', status: [252, 251, 253] });
  });
});
