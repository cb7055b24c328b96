/**
 * The organizations' part of every section's rule (issue 28, items 8 and 9), generated over the
 * declarations: a shared catalogue is read by all and written only in the product organization;
 * the product's own sections are a product administrator's alone.
 */
import { describe, expect, it } from 'vitest';
import { entities } from './entities';
import type { AccessLists } from './engine/access';
import { sharesEveryRow, tenancyMessages, tenancyRefusal } from './tenancy';

const administrator: AccessLists = { permission: ['administrator'], role: [], assigment: [] };
const subscriber: AccessLists = { permission: ['coverages: full_access'], role: [], assigment: [] };

describe('tenancyRefusal', () => {
  it('keeps every writable catalogue of no organization shared, unless it has rules of its own', () => {
    const unscoped = entities.filter(
      (e) => !e.scope && !e.readOnly && !e.membersOf && !e.ownedBy && !e.sharedRows,
    );
    // Organizations: each administrator edits their own (domain/catalogueRules.ts).
    expect(unscoped.map((e) => e.name)).toEqual(['admin/organization']);
  });

  it.each(entities.filter(sharesEveryRow).map((e) => [e.name, e] as const))(
    'lets only the product organization write %s; every organization reads it',
    (_name, entity) => {
      for (const action of ['create', 'edit', 'delete'] as const) {
        expect(tenancyRefusal(entity, action, administrator, [5])).toBe(
          tenancyMessages.sharedRecord,
        );
        expect(tenancyRefusal(entity, action, administrator, [5, 1])).toBeNull();
        expect(tenancyRefusal(entity, action, administrator, [1])).toBeNull();
      }
      for (const action of ['list', 'show'] as const)
        expect(tenancyRefusal(entity, action, administrator, [5])).toBeNull();
    },
  );

  it('lets the product organization’s people write the catalogues their permissions open', () => {
    const coverage = entities.find((e) => e.name === 'coverage')!;
    expect(tenancyRefusal(coverage, 'edit', subscriber, [1])).toBeNull();
    expect(tenancyRefusal(coverage, 'edit', subscriber, [5])).toBe(tenancyMessages.sharedRecord);
  });

  it('opens the product’s own sections only to its administrators', () => {
    const own = entities.filter((e) => e.productOnly);
    expect(own.map((e) => e.name).sort()).toEqual(['admin/cron', 'admin/cron/run']);
    for (const entity of own) {
      expect(tenancyRefusal(entity, 'list', administrator, [1])).toBeNull();
      expect(tenancyRefusal(entity, 'list', administrator, [5])).toBe(tenancyMessages.productOnly);
      expect(tenancyRefusal(entity, 'list', subscriber, [1])).toBe(tenancyMessages.productOnly);
    }
  });
});
