/**
 * The declarations' screen options agree with the declarations: every tab of a record page names a
 * declared entity whose field is a reference back to the parent; home widgets follow access;
 * copy buttons go on identifiers and never on secrets.
 */
import { describe, expect, it } from 'vitest';
import { entities, entityByName, findEntity } from './entities';
import { detailTabsOf, RESERVED_TAB_PATHS } from './engine/detailTabs';
import { globalType } from './entities/globalType';
import { salesTargetProblems } from './entities/salesTarget';
import { userComponents, homeWidgets } from './homeWidgets';
import { isCopyable } from './engine/copyable';
import { cuit, email, text } from './engine/fields';
import { menuGroups } from './menuGroups';

describe('tabs of a record page', () => {
  const all = entities.flatMap((parent) =>
    detailTabsOf(parent).map((tab) => [parent.name, tab] as const),
  );

  it.each(all)('%s lists %o through its reference to it', (parent, tab) => {
    const entity = findEntity(tab.entity);
    expect(entity, tab.entity).toBeTruthy();
    const field = entity!.fields[tab.field];
    expect(field?.kind).toBe('reference');
    const target = field && 'target' in field ? field.target : undefined;
    // A through-tab hops once more: the target's reference `via` points at the parent.
    const via = tab.via ? findEntity(target!)?.fields[tab.via] : field;
    expect(via && 'target' in via && via.target).toBe(parent);
  });

  it('each tab has its own path, a plain word that no screen of the record takes', () => {
    for (const parent of entities) {
      const paths = detailTabsOf(parent).map((t) => t.tab);
      expect(new Set(paths).size, parent.name).toBe(paths.length);
      for (const path of paths) {
        expect(path).toMatch(/^[a-z][a-z0-9_-]*$/);
        expect(RESERVED_TAB_PATHS).not.toContain(path);
      }
    }
  });

  it("global_type's page lists its values", () => {
    expect(detailTabsOf(globalType).map((t) => t.entity)).toContain('admin/global_type/value');
  });

  it('a tab declared on the related entity joins the page it points at', () => {
    const company = detailTabsOf(entityByName('admin/company'));
    expect(company).toHaveLength(4);
    expect(company).toEqual(
      expect.arrayContaining([
        { entity: 'admin/map', field: 'company_id', label: 'Códigos', tab: 'codes' },
        {
          entity: 'admin/producer_company_commission',
          field: 'company_id',
          label: 'Comisiones de productores',
          tab: 'commissions',
        },
        {
          entity: 'coverage_old',
          field: 'company_id',
          label: 'Coberturas recibidas',
          tab: 'coverages',
        },
        {
          entity: 'coverage_package',
          field: 'company_id',
          label: 'Paquetes de coberturas',
          tab: 'packages',
        },
      ]),
    );
    // The producer's commissions are its own child; its reverse tab is the insurer's only.
    expect(detailTabsOf(entityByName('admin/producer')).map((t) => t.field)).toEqual([
      'producer_id',
    ]);
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
