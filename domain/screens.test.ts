// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoAccess, demoUsers } from '../fixtures/users';
import { areaNames, upcomingAreas, upcomingAreasFor } from './screens';

const demo = (email: string) => demoAccess(demoUsers.find((u) => u.email === email)!);

describe('areas to come, for the home welcome (issue 9 item 27)', () => {
  it('names every area of the route table that has no screen yet', () => {
    expect(upcomingAreas.length).toBeGreaterThan(5);
    for (const rule of upcomingAreas) expect(areaNames.get(rule.path), rule.path).toBeTruthy();
  });

  it('tells each demo user the areas their access opens, from the route table', () => {
    expect(upcomingAreasFor(demo('ejecutivo@demo.test'))).toEqual(
      expect.arrayContaining(['Siniestros']),
    );
    // Contracts have their screens (issue 31).
    expect(upcomingAreasFor(demo('ejecutivo@demo.test'))).not.toContain('Pólizas');
    // Opportunities have their screens (issue 13).
    expect(upcomingAreasFor(demo('ejecutivo@demo.test'))).not.toContain('Oportunidades');
    // Clients and leads have their screens (issue 12): no longer areas to come.
    expect(upcomingAreasFor(demo('ejecutivo@demo.test'))).not.toContain('Clientes');
    expect(upcomingAreasFor(demo('ejecutivo@demo.test'))).not.toContain('Leads');
    // The agenda has its screen too (resources/schedule).
    expect(upcomingAreasFor(demo('supervisor@demo.test'))).not.toContain('Agenda');
    expect(upcomingAreasFor(demo('soporte@demo.test'))).toEqual([
      'Encuestas',
      'Atención al cliente (tickets)',
      'Reportes',
    ]);
    // The researches have theirs (issue 32): the renewals' workbench among them.
    expect(upcomingAreasFor(demo('suscriptor@demo.test'))).not.toContain('Renovaciones');
    // Contract requests and contracts have their screens (issue 31).
    expect(upcomingAreasFor(demo('suscriptor@demo.test'))).not.toContain('Solicitudes de póliza');
    expect(upcomingAreasFor(demo('suscriptor@demo.test'))).not.toContain('Pólizas');
    // The coverage catalogues have their screens (issue 13).
    expect(upcomingAreasFor(demo('suscriptor@demo.test'))).not.toContain('Coberturas');
  });

  it('gives nothing to a user without access, nor areas opened only by their sub-paths', () => {
    expect(upcomingAreasFor(demo('sin-permisos@demo.test'))).toEqual([]);
    expect(upcomingAreasFor(null)).toEqual([]);
    expect(upcomingAreasFor({ permission: [], role: [], assigment: [] })).not.toContain('Reportes');
    expect(
      upcomingAreasFor({ permission: ['reports: tracking'], role: [], assigment: [] }),
    ).toEqual(['Reportes']);
  });
});
