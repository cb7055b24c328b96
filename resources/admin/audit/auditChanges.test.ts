// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  actionCode,
  changeRows,
  formatChangeValue,
  nameInChanges,
  recordSection,
  sectionLabel,
} from './auditChanges';

describe('audit rows as people read them (issue 9 item 25)', () => {
  it('names the section in Spanish, or leaves an unknown route as written', () => {
    expect(sectionLabel('admin/company')).toBe('Compañía');
    expect(sectionLabel('auth-admin/user')).toBe('Usuario');
    expect(sectionLabel('admin/no-existe')).toBe('admin/no-existe');
    expect(sectionLabel('constructor')).toBe('constructor');
  });

  it('names a wizard step’s row by its record’s section and step, with the step’s labels (issue 28)', () => {
    expect(sectionLabel('flows/opportunity/fleet/object')).toMatch(/^Oportunidad › \S/);
    expect(sectionLabel('flows/opportunity/car/vehicle')).toBe('Oportunidad › Vehículo');
    // The record is the opportunity the step filled, named as the opportunity.
    expect(recordSection('flows/opportunity/car/vehicle')?.name).toBe('opportunity');
    expect(recordSection('admin/company')?.name).toBe('admin/company');
    expect(recordSection('admin/no-existe')).toBeUndefined();
    const rows = changeRows('flows/opportunity/car/vehicle', 'create', { brand: 'Toyota' });
    expect(rows.map((r) => [r.label, r.after])).toEqual([['Marca', 'Toyota']]);
  });

  it('reads an update as field, before and after, with Spanish labels, declared order first', () => {
    const changes = JSON.stringify({
      updated_at: { from: '2026-01-02T03:04:05Z', to: '2026-01-03T03:04:05Z' },
      active: { from: true, to: false },
      name: { from: 'Allianz', to: 'Allianz Argentina' },
    });
    const rows = changeRows('admin/company', 'update', changes);
    expect(rows.map((r) => [r.label, r.before, r.after])).toEqual([
      ['Nombre', 'Allianz', 'Allianz Argentina'],
      ['Activa', true, false],
      ['Última modificación', '2026-01-02T03:04:05Z', '2026-01-03T03:04:05Z'],
    ]);
    expect(formatChangeValue(rows[1].field, rows[1].before)).toBe('Sí');
  });

  it('reads a create as values after, a delete as values before', () => {
    const created = changeRows('auth-admin/user', 'create', { name: 'Ana', state: 1 });
    expect(created.map((r) => [r.label, r.before, r.after])).toEqual([
      ['Nombre y apellido', undefined, 'Ana'],
      ['Estado', undefined, 1],
    ]);
    expect(formatChangeValue(created[1].field, 1)).toBe('Activo');
    const deleted = changeRows('auth-admin/user', 'delete', { name: 'Ana' });
    expect(deleted[0]).toMatchObject({ before: 'Ana', after: undefined });
    expect(nameInChanges('auth-admin/user', 'delete', { name: 'Ana' })).toBe('Ana');
    expect(nameInChanges('admin/company', 'update', { name: { from: 'A', to: 'B' } })).toBe('B');
  });

  it('shows what the server hid as it hid it, and blanks as a dash', () => {
    const [row] = changeRows('auth-admin/user', 'update', {
      password: { from: '[oculto]', to: '[oculto]' },
    });
    expect(formatChangeValue(row.field, row.after)).toBe('[oculto]');
    expect(formatChangeValue(undefined, null)).toBe('—');
    expect(formatChangeValue(undefined, [])).toBe('—');
  });

  it('survives malformed changes: not JSON, an array, prototype keys, an unknown action', () => {
    expect(changeRows('admin/company', 'update', '{no es json')).toEqual([]);
    expect(changeRows('admin/company', 'create', '[1,2]')).toEqual([]);
    const rows = changeRows('admin/company', 'create', '{"constructor":"x","toString":"y"}');
    expect(rows.map((r) => r.label)).toEqual(['constructor', 'toString']);
    expect(actionCode({ action: 99 })).toBe('update');
    expect(actionCode({ action: 1 })).toBe('create');
  });
});
