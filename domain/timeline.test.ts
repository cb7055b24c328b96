/**
 * The history's declarations agree with the entities (a kind added later is checked the same
 * way), panel tabs never take another tab's path, and the cursor pages without gaps.
 */
import { describe, expect, it } from 'vitest';
import { detailTabsOf, hasRecordPage, RESERVED_TAB_PATHS } from './engine/detailTabs';
import { entities, entityByName, findEntity } from './entities';
import {
  cursorOf,
  directLinkOf,
  pageOf,
  parseCursor,
  subjectLinkOf,
  TIMELINE_SUBJECT,
  timelineKinds,
  timelineParents,
} from './timeline';

describe('the kinds of the history', () => {
  const sources = timelineKinds.flatMap((kind) => [
    ...(kind.records ? [kind.records] : []),
    ...(kind.changes?.related ?? []),
  ]);

  it.each(sources.map((s) => [s.entity, s] as const))(
    '%s hangs from the client by its link',
    (_name, source) => {
      const entity = findEntity(source.entity);
      expect(entity).toBeTruthy();
      const link = entity!.fields[source.link];
      expect(link?.kind === 'reference' && link.target).toBe(TIMELINE_SUBJECT);
    },
  );

  it('reads each record kind’s time from date-time fields and its facts from declared ones', () => {
    for (const { records } of timelineKinds.filter((k) => k.records)) {
      const entity = entityByName(records!.entity);
      for (const name of records!.at) expect(entity.fields[name]?.kind, name).toBe('datetime');
      for (const name of [...records!.facts, ...(records!.text ? [records!.text] : [])])
        expect(entity.fields[name], name).toBeTruthy();
    }
    expect(new Set(timelineKinds.map((k) => k.code)).size).toBe(timelineKinds.length);
  });

  it('names a page’s record directly only by a reference to it, on pages that show the feed', () => {
    const parents = timelineParents().map((e) => e.name);
    for (const { records } of timelineKinds.filter((k) => k.records))
      for (const [page, field] of Object.entries(records!.direct ?? {})) {
        expect(parents, page).toContain(page);
        const declared = entityByName(records!.entity).fields[field];
        expect(declared?.kind === 'reference' && declared.target, field).toBe(page);
      }
    const task = timelineKinds.find((k) => k.code === 'task')!.records!;
    expect(directLinkOf(task, entityByName('economic_group'))).toBe('economic_group_id');
    expect(directLinkOf(task, entityByName('account'))).toBeUndefined();
  });

  it('is shown on clients and economic groups, each reaching its clients', () => {
    expect(timelineParents().map((e) => e.name)).toEqual(['economic_group', 'account']);
    expect(subjectLinkOf(entityByName('account'))).toBeNull();
    expect(subjectLinkOf(entityByName('economic_group'))).toBe('economic_group_id');
  });
});

describe('panel tabs', () => {
  it('take a path of their own and give the record its page', () => {
    for (const entity of entities.filter((e) => e.panels.length)) {
      const paths = [...entity.panels, ...detailTabsOf(entity)].map((t) => t.tab);
      expect(new Set(paths).size, entity.name).toBe(paths.length);
      for (const path of paths) expect(RESERVED_TAB_PATHS).not.toContain(path);
      expect(hasRecordPage(entity)).toBe(true);
    }
  });
});

describe('the cursor', () => {
  const items = [
    { at: '2026-03-10T10:00:00.000Z', id: 'task:2' },
    { at: '2026-03-10T10:00:00.000Z', id: 'change:9' },
    { at: '2026-03-10T10:00:00.000Z', id: 'interaction:5' },
    { at: '2026-03-09T10:00:00.000Z', id: 'task:1' },
  ];

  it('pages through items sharing one time without gaps or repeats', () => {
    const seen: string[] = [];
    let before = null;
    for (let i = 0; i < 5; i++) {
      const { page, next } = pageOf(items, { before, limit: 1 });
      seen.push(...page.map((p) => p.id));
      if (!next) break;
      before = parseCursor(next);
    }
    expect(seen).toEqual(['task:2', 'interaction:5', 'change:9', 'task:1']);
  });

  it('reads its own value and a bare instant, and nothing else', () => {
    expect(parseCursor(cursorOf(items[0]))).toEqual({ at: items[0].at, key: 'task:2' });
    expect(parseCursor('2026-03-10T07:00:00-03:00')).toEqual({ at: items[0].at, key: null });
    for (const bad of ['ayer', '2026-03-10', '2026-02-30T10:00:00Z|x', `${items[0].at}|a b`])
      expect(parseCursor(bad), bad).toBeNull();
  });
});
