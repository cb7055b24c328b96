// @vitest-environment node
import { describe, expect, it } from 'vitest';
// The catalogue is built from the registered areas, as the app loads them before any screen.
import './areas';
import { ADMINISTRATOR } from './engine/access';
import { menuGroups } from './menuGroups';
import { describePermission, permissionCatalogue, permissionMatches } from './permissions';

const byId = (id: string) => permissionCatalogue.find((c) => c.id === id)!;

describe('permission catalogue in Spanish', () => {
  it('names every permission the route table asks for, with its area and what it allows', () => {
    expect(permissionCatalogue.length).toBeGreaterThan(100);
    for (const choice of permissionCatalogue) {
      // A code no rule names would show as itself: `tickets: foo`, with a colon or underscore.
      expect(choice.label, String(choice.id)).not.toMatch(/[:_]/);
      expect(choice.label).not.toBe(choice.id);
      expect(choice.group, String(choice.id)).not.toMatch(/[:_]/);
      expect(choice.description, String(choice.id)).toMatch(/^\p{Lu}.+\.$/u);
    }
  });

  it('composes area and action names, and reads charge statuses from their enumeration', () => {
    expect(byId('admin: companies')).toEqual({
      id: 'admin: companies',
      group: 'Administración',
      label: 'Administración › Compañías',
      description: 'Abre la sección Compañías de Administración.',
    });
    expect(byId('tickets: create').label).toBe('Tickets › Crear');
    // The clients' area as the menu names it (issue 28 item 26), not "Cuentas".
    expect(byId('accounts: view').label).toBe(`${menuGroups.clients} › Ver`);
    expect(menuGroups.clients).toBe('Clientes');
    expect(byId('tickets: create').description).toBe('Dar de alta tickets.');
    expect(byId('charges: edit_on_status_anulled').label).toBe(
      'Cobros › Modificar en estado Anulado',
    );
    expect(byId('customer_support').label).toBe('Atención al cliente');
  });

  it('lists the superuser first, then groups areas together', () => {
    expect(permissionCatalogue[0].id).toBe(ADMINISTRATOR);
    const groups = permissionCatalogue.map((c) => c.group);
    const seen = groups.filter((g, i) => g !== groups[i - 1]);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('leaves a code nobody named visible as the code, never a made-up name', () => {
    expect(describePermission('tickets: fly_away')).toEqual({
      id: 'tickets: fly_away',
      group: 'Tickets',
      label: 'tickets: fly_away',
      description: '',
    });
    expect(describePermission('nowhere').label).toBe('nowhere');
    // Object prototype keys are not action names.
    expect(describePermission('tickets: constructor').label).toBe('tickets: constructor');
    expect(describePermission('tickets: edit_on_status_toString').label).toBe(
      'tickets: edit_on_status_tostring',
    );
  });
});

describe('import type permissions (spec 6)', () => {
  it('offer one permission per import type, named in Spanish', () => {
    const infocar = permissionCatalogue.find((c) => c.id === 'imports: import_types infocar');
    expect(infocar?.label).toMatch(/Importar guía infocar/i);
    expect(
      permissionCatalogue.find((c) => c.id === 'imports: import_types no_such'),
    ).toBeUndefined();
  });
});

describe('searching permissions', () => {
  it('finds them by Spanish words without accents, by area, by description or by code', () => {
    const found = (typed: string) =>
      permissionCatalogue.filter((c) => permissionMatches(c, typed)).map((c) => c.id);
    expect(found('compania')).toEqual([
      'admin: companies',
      'imports: import_types company',
      'imports: import_types insurer_news',
    ]);
    expect(found('tickets crear')).toEqual(
      expect.arrayContaining(['tickets: create', 'ticket_subjects: create']),
    );
    expect(found('PÓLIZA ver')).toContain('contracts: view');
    expect(found('admin: companies')).toEqual(['admin: companies']);
    expect(found('   ')).toHaveLength(permissionCatalogue.length);
    expect(found('xyz inexistente')).toEqual([]);
  });
});
