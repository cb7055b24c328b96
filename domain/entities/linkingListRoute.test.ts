import { describe, expect, it } from 'vitest';
import { deletable } from '../engine/entity';
import { entities, entityByName, linkingListRoute } from '.';

describe('a singleton settings page', () => {
  it('goes back to the list that links to it, not to its own address', () => {
    expect(linkingListRoute('contract_research_renewal/settings')).toBe(
      'contract_research_renewal',
    );
    expect(linkingListRoute('contract_research_reinvoicing/settings')).toBe(
      'contract_research_reinvoicing',
    );
    expect(linkingListRoute('no_such/route')).toBeNull();
  });

  it('is never deleted, while other records are', () => {
    expect(deletable(entityByName('contract_research_renewal/settings'))).toBe(false);
    expect(deletable(entityByName('contract_research'))).toBe(true);
    for (const entity of entities.filter((e) => e.singleton)) expect(deletable(entity)).toBe(false);
  });
});
