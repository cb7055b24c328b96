// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entities } from '../../domain/entities';
import { iconOf, sectionIcons } from './icons';

describe('section icons (issue 9 item 31)', () => {
  it('give every declared section with a screen its own icon', () => {
    // Parts read on another record's page only (a policy's quotas) have no section of their own.
    const shown = entities.filter((e) => e.inMenu);
    const icons = shown.map((e) => iconOf(e.name));
    for (const entity of shown) expect(sectionIcons.has(entity.name), entity.name).toBe(true);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('fall back to a plain folder for a section without one', () => {
    expect(iconOf('admin/no-declarada')).toBe(iconOf('otra/tampoco'));
    expect(iconOf('constructor')).toBeTruthy();
  });
});
