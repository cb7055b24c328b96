// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { company } from '../../domain/entities/company';
import { user } from '../../domain/entities/auth';
import { csvRows, neutraliseFormula } from './exporter';

describe('neutraliseFormula (issue 9 item 34)', () => {
  it.each([
    ['=HYPERLINK("http://evil.test","Ver")', `'=HYPERLINK("http://evil.test","Ver")`],
    ['+cmd|" /C calc"!A0', `'+cmd|" /C calc"!A0`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['+54 11 4444-5555', `'+54 11 4444-5555`],
  ])('prefixes %j with an apostrophe', (value, safe) => {
    expect(neutraliseFormula(value)).toBe(safe);
  });

  it.each([
    ['Allianz', 'Allianz'],
    ['a=b', 'a=b'],
    ['-1.234,56', '-1.234,56'],
    ['-15', '-15'],
    ['', ''],
  ])('leaves %j alone (plain text, or a number that must stay a number)', (value, same) => {
    expect(neutraliseFormula(value)).toBe(same);
  });

  it('writes nothing for null and undefined, and numbers as text', () => {
    expect(neutraliseFormula(null)).toBe('');
    expect(neutraliseFormula(undefined)).toBe('');
    expect(neutraliseFormula(42)).toBe('42');
  });
});

describe('csvRows', () => {
  it('neutralises every cell, whatever the field', () => {
    const [row] = csvRows(
      company,
      [{ id: 1, name: '=HYPERLINK("http://evil.test")', updated_at: '2026-01-02T03:04:05Z' }],
      {},
    );
    expect(Object.values(row).some((cell) => /^[=+\-@]/.test(cell))).toBe(false);
    expect(row.Nombre).toBe(`'=HYPERLINK("http://evil.test")`);
  });

  it('names the records of reference lists (a user’s roles and cargos), never their ids', () => {
    const [row] = csvRows(
      user,
      [
        {
          id: 7,
          name: 'Ana Pérez',
          email: 'ana@demo.test',
          state: 1,
          roles: [2, 99],
          assignments: ['u-1'],
          updated_at: '2026-01-02T03:04:05Z',
        },
      ],
      {
        roles: { 2: { id: 2, name: 'executive', label: 'Ejecutivo comercial' } },
        assignments: { 'u-1': { id: 'u-1', name: 'executive', label: '+Ejecutivo' } },
      },
    );
    // A role the export could not fetch is left out rather than shown as its id.
    expect(row.Roles).toBe('Ejecutivo comercial');
    expect(row.Cargos).toBe(`'+Ejecutivo`);
    expect(row['Nombre y apellido']).toBe('Ana Pérez');
    expect(JSON.stringify(row)).not.toContain('"2"');
  });

  it('does not take prototype keys for referenced records', () => {
    const [row] = csvRows(user, [{ id: 1, roles: ['constructor'], assignments: [] }], {
      roles: {},
    });
    expect(row.Roles).toBe('');
  });
});
