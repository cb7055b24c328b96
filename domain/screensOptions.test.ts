/**
 * The declarations' screen options agree with the declarations: every `children` entry names a
 * declared entity whose field is a reference back to the parent; home widgets follow access;
 * copy buttons go on identifiers and never on secrets.
 */
import { describe, expect, it } from 'vitest';
import { entities, findEntity } from './entities';
import { globalType } from './entities/globalType';
import { salesTargetProblems } from './entities/salesTarget';
import { userComponents, homeWidgets } from './homeWidgets';
import { isCopyable } from './copyable';
import { cuit, email, text } from './fields';
import { menuGroups } from './menuGroups';

describe('children of a show page', () => {
  it.each(
    entities.flatMap((parent) => parent.children.map((child) => [parent.name, child] as const)),
  )('%s lists a declared child through its reference to it', (parent, child) => {
    const entity = findEntity(child.entity);
    expect(entity, child.entity).toBeTruthy();
    const field = entity!.fields[child.field];
    expect(field?.kind).toBe('reference');
    expect(field && 'target' in field && field.target).toBe(parent);
  });

  it("global_type's page lists its values", () => {
    expect(globalType.children.map((c) => c.entity)).toContain('admin/global_type/value');
  });
});

describe('menu groups', () => {
  it('every admin section names a group of the menu', () => {
    for (const entity of entities.filter((e) => e.name.startsWith('admin/')))
      expect(entity.menuGroup && menuGroups[entity.menuGroup], entity.name).toBeTruthy();
  });
});

describe('home widgets (user/component)', () => {
  it('shows to everyone what needs no access, and the rest by route', () => {
    const nobody = userComponents({ permission: [], role: [], assigment: [] });
    expect(nobody).toMatchObject({ news_board: true, shortcuts: true, admin_dashboard: false });
    const admin = userComponents({
      permission: ['administrator'],
      role: ['administrator'],
      assigment: [],
    });
    expect(Object.values(admin).every(Boolean)).toBe(true);
    expect(Object.keys(admin)).toEqual(homeWidgets.map((w) => w.name));
  });

  it('shows nothing without a session', () => {
    expect(Object.values(userComponents(null)).some(Boolean)).toBe(false);
  });
});

describe('copy buttons', () => {
  it('go on CUITs, e-mails and named identifiers, never on secrets or plain text', () => {
    expect(isCopyable('cuit', cuit({ label: 'CUIT' }))).toBe(true);
    expect(isCopyable('email', email({ label: 'Correo' }))).toBe(true);
    expect(isCopyable('policy_number', text({ label: 'Póliza' }))).toBe(true);
    expect(isCopyable('name', text({ label: 'Nombre' }))).toBe(false);
    expect(isCopyable('policy_number', text({ label: 'Póliza', secret: true }))).toBe(false);
  });
});

describe('sales targets', () => {
  it('are for an executive or a team', () => {
    expect(salesTargetProblems({ user_id: null, team_id: null }).user_id).toBeTruthy();
    expect(salesTargetProblems({ user_id: 3, team_id: null })).toEqual({});
    expect(salesTargetProblems({ team_id: 2 })).toEqual({});
  });
});
