/** Named lists of an entity (domain/engine/listViews.ts), as the coverage catalogue declares one. */
import { describe, expect, it } from 'vitest';
import { coverageOld } from '../entities/coverages';
import { defineEntity } from './entity';
import { boolean, reference, referenceList, text } from './fields';
import {
  fixedFields,
  inListView,
  listViewOf,
  listViewRoute,
  mayOpenListView,
  THE_READER,
  viewFilterFor,
  type EntityListView,
} from './listViews';

const user = (...permission: string[]) => ({ permission, role: [], assigment: [] });
const unmatched = listViewOf(coverageOld, 'without-identifier')!;

describe('named lists', () => {
  it('gives the insurers’ unmatched coverages their own route, guarded as the section', () => {
    expect(listViewRoute(coverageOld, unmatched)).toBe('coverage_old/without-identifier');
    expect(mayOpenListView(user('coverages: full_access'), coverageOld, unmatched)).toBe(true);
    expect(mayOpenListView(user('contract_requests: full_access'), coverageOld, unmatched)).toBe(
      true,
    );
    expect(mayOpenListView(user('coverages: view'), coverageOld, unmatched)).toBe(false);
    expect(mayOpenListView(null, coverageOld, unmatched)).toBe(false);
    expect(fixedFields(unmatched)).toEqual(['coverage_id']);
    expect(unmatched.rowEdit?.fields).toEqual(['coverage_id']);
  });

  it('keeps the rows whose field is empty, or equal to the value it names', () => {
    expect(inListView(unmatched, { coverage_id: null })).toBe(true);
    expect(inListView(unmatched, {})).toBe(true);
    expect(inListView(unmatched, { coverage_id: 4 })).toBe(false);
    const open: EntityListView = { path: 'abiertas', label: 'Abiertas', filter: { active: true } };
    expect(inListView(open, { active: true })).toBe(true);
    expect(inListView(open, { active: false })).toBe(false);
  });

  it('refuses, when declared, a view the engine could not serve', () => {
    const fields = {
      name: text({ label: 'Nombre' }),
      active: boolean({ label: 'Activa', filter: true }),
      owner_id: reference({ label: 'Dueño', target: 'auth-admin/user' }),
      roles: referenceList({ label: 'Roles', target: 'auth-admin/role' }),
      code: text({ label: 'Código', system: true }),
    };
    const declare = (view: EntityListView) => () =>
      defineEntity({
        name: 'prueba',
        table: 'pruebas',
        label: { one: 'Prueba', many: 'Pruebas' },
        fields,
        recordLabel: 'name',
        listViews: [view],
      });
    const view = { label: 'Vista', filter: { owner_id: null } };
    expect(declare({ ...view, path: 'sin-dueno' })).not.toThrow();
    for (const path of ['create', 'export', 'Sin', 'a/b', ''])
      expect(declare({ ...view, path }), path).toThrow(/path/);
    expect(declare({ ...view, path: 'x', filter: { roles: null } })).toThrow(/roles/);
    expect(declare({ ...view, path: 'x', filter: { nada: 1 } })).toThrow(/nada/);
    expect(declare({ ...view, path: 'x', rowEdit: { label: 'E', fields: ['code'] } })).toThrow(
      /code/,
    );
    expect(declare({ ...view, path: 'mias', filter: { owner_id: THE_READER } })).not.toThrow();
    expect(declare({ ...view, path: 'x', filter: { name: THE_READER } })).toThrow(/name/);
    expect(declare({ ...view, path: 'x', filter: { roles: THE_READER } })).toThrow(/roles/);
  });

  it('keeps, for «Mis solicitudes», the rows whose user field is the reader', () => {
    const mine: EntityListView = { path: 'mine', label: 'Mías', filter: { owner_id: THE_READER } };
    expect(inListView(mine, { owner_id: 7 }, 7)).toBe(true);
    expect(inListView(mine, { owner_id: 8 }, 7)).toBe(false);
    expect(inListView(mine, { owner_id: null }, 7)).toBe(false);
    // A reader of none (the product) has no rows of their own.
    expect(inListView(mine, { owner_id: 7 })).toBe(false);
    expect(viewFilterFor(mine, 7)).toEqual({ owner_id: 7 });
  });
});
