import { describe, expect, it } from 'vitest';
// The route table the permissions read, loaded as the app loads it.
import './routes';
import { account } from './entities/clients';
import { company } from './entities/company';
import { holiday } from './entities/holiday';
import { locality, zipcode } from './entities/locations';
import { columnsSummary, importFieldOf, parseGroupField } from './engine/importGroups';
import { convertCell } from './engine/importCells';
import {
  importFields,
  importTypeById,
  importTypeList,
  mappingProblems,
  matchFieldsOf,
  suggestMapping,
} from './imports';
import { mayImportType } from './importAccess';
import { date, datetime, decimal, enumeration, boolean as yesNo, reference } from './engine/fields';
import { holidayTypes } from './entities/holiday';

const access = (...permission: string[]) => ({ permission, role: [], assigment: [] });
const type = (key: string) => importTypeList.find((t) => t.key === key)!;

describe('import types', () => {
  it('have permanent, distinct ids and keys', () => {
    expect(new Set(importTypeList.map((t) => t.id)).size).toBe(importTypeList.length);
    expect(new Set(importTypeList.map((t) => t.key)).size).toBe(importTypeList.length);
    expect(importTypeById('6')?.key).toBe('holiday');
    expect(importTypeById(99)).toBeUndefined();
  });

  it('are granted per type, or all at once by the admin permissions (spec 6)', () => {
    const holidays = access('Imports : Import_types  holiday');
    expect(mayImportType(holidays, type('holiday'))).toBe(true);
    expect(mayImportType(holidays, type('company'))).toBe(false);
    // Exact: a type's key is not a prefix grant of another's.
    expect(mayImportType(access('imports: import_types vehicle'), type('vehicle'))).toBe(true);
    expect(mayImportType(access('imports: import_types vehicle_x'), type('vehicle'))).toBe(false);
    for (const all of [
      'administrator',
      'admin: full_access',
      'admin: imports',
      'imports: import_types',
    ])
      expect(
        importTypeList.filter((t) => !t.asCreator).every((t) => mayImportType(access(all), t)),
      ).toBe(true);
    expect(mayImportType(access('admin: companies'), type('company'))).toBe(false);
    // A working area's records (clients): only who may also create them (issue 28).
    expect(mayImportType(access('administrator'), type('client'))).toBe(true);
    expect(mayImportType(access('admin: imports'), type('client'))).toBe(false);
    expect(mayImportType(access('imports: import_types client'), type('client'))).toBe(false);
    expect(
      mayImportType(access('imports: import_types client', 'accounts: view'), type('client')),
    ).toBe(true);
    expect(mayImportType(null, type('company'))).toBe(false);
  });

  it('match existing records by the declared key or the first unique field', () => {
    expect(matchFieldsOf(type('company'), company)).toEqual(['cuit']);
    expect(matchFieldsOf(type('holiday'), holiday)).toEqual(['date']);
    expect(matchFieldsOf(type('zipcode'), zipcode)).toEqual(['locality_id', 'code']);
    expect(matchFieldsOf(type('locality'), locality)).toEqual(['state_id', 'department', 'name']);
  });
});

describe('column mapping', () => {
  const fields = importFields(holiday);

  it('suggests fields by Spanish label or name, ignoring case, accents and punctuation', () => {
    expect(suggestMapping(['FECHA', ' motivo ', 'Tipo', 'Otra cosa', 'fecha'], fields)).toEqual([
      'date',
      'name',
      'type',
      null,
      null,
    ]);
    const zip = importFields(zipcode);
    expect(suggestMapping(['Código Postal', 'localidad'], zip)).toEqual(['code', 'locality_id']);
  });

  it('needs every required field once, and only importable fields', () => {
    expect(mappingProblems(['date', 'name', null], 3, fields)).toEqual([]);
    expect(mappingProblems(['date', null], 2, fields)).toEqual([
      'Faltan columnas para los campos obligatorios: Motivo.',
    ]);
    expect(mappingProblems(['date', 'name', 'name'], 3, fields)).toContain(
      'El campo Motivo está elegido para más de una columna.',
    );
    expect(mappingProblems(['date', 'name', 'toString'], 3, fields)).toContain(
      'Una de las columnas apunta a un campo que no se puede importar.',
    );
    expect(mappingProblems(['date'], 3, fields)).toEqual([
      'Elegí un campo (o “No importar”) para cada columna del archivo.',
    ]);
    expect(mappingProblems('date', 1, fields)).toHaveLength(1);
  });
});

describe('cells', () => {
  it('reads numbers the Argentine way and refuses a guess', () => {
    const amount = decimal({ label: 'Valor', scale: 2 });
    expect(convertCell(amount, '1.465,50')).toEqual({ value: '1465.50' });
    expect(convertCell(amount, 1465.4999999999998)).toEqual({ value: 1465.5 });
    expect(convertCell(amount, '1465.50')).toHaveProperty('problem');
    expect(convertCell(amount, '')).toEqual({ value: null });
  });

  it('reads dates typed dd/mm/aaaa, ISO or as spreadsheet dates', () => {
    const day = date({ label: 'Fecha' });
    expect(convertCell(day, '9/7/2026')).toEqual({ value: '2026-07-09' });
    expect(convertCell(day, '2026-07-09')).toEqual({ value: '2026-07-09' });
    expect(convertCell(day, new Date(Date.UTC(2026, 6, 9)))).toEqual({ value: '2026-07-09' });
    expect(convertCell(day, '09/07/2026 10:00')).toHaveProperty('problem');
    expect(convertCell(day, 46000)).toHaveProperty('problem');
    const moment = datetime({ label: 'Momento' });
    expect(convertCell(moment, '09/07/2026 14:30')).toEqual({
      value: '2026-07-09T14:30:00-03:00',
    });
  });

  it('reads booleans, enumerations by label, and references as names to look up', () => {
    const active = yesNo({ label: 'Activa' });
    expect(convertCell(active, 'Sí')).toEqual({ value: true });
    expect(convertCell(active, 'no')).toEqual({ value: false });
    expect(convertCell(active, 'quizás')).toHaveProperty('problem');
    const kind = enumeration({ label: 'Tipo', enumeration: holidayTypes });
    expect(convertCell(kind, 'DIA NO LABORABLE')).toEqual({ value: 3 });
    expect(convertCell(kind, 2)).toEqual({ value: 2 });
    expect(convertCell(kind, 'Feriado de invierno')).toEqual({
      problem: expect.stringContaining('Feriado nacional'),
    });
    const where = reference({ label: 'Localidad', target: 'admin/locations/locality' });
    expect(convertCell(where, 'San Martín (Buenos Aires)')).toEqual({
      lookup: ['San Martín (Buenos Aires)'],
    });
    expect(convertCell(where, 12)).toEqual({ value: 12 });
  });
});

describe('column groups of embedded lists (issue 28)', () => {
  const fields = importFields(account);

  it('number each list’s items, with Spanish headers, none required', () => {
    const group = fields.filter((f) => f.name.startsWith('phones.'));
    expect(group.map((f) => f.label)).toContain('Teléfono 2 - Código de área');
    expect(group.every((f) => !f.required)).toBe(true);
    expect(fields.map((f) => f.name)).not.toContain('phones');
    expect(fields.map((f) => f.name)).toContain('addresses.3.locality_id');
    // The computed display is the product's: no column for it.
    expect(fields.map((f) => f.name)).not.toContain('phones.1.display');
  });

  it('are guessed by header and read as the item’s field; others are refused', () => {
    expect(suggestMapping(['teléfono 2 - número', 'Domicilio 1 - Calle'], fields)).toEqual([
      'phones.2.number',
      'addresses.1.street',
    ]);
    expect(importFieldOf(account, 'phones.2.number')?.label).toBe('Número');
    expect(parseGroupField(account, 'phones.4.number')).toBeNull();
    expect(parseGroupField(account, 'phones.1.display')).toBeNull();
    expect(parseGroupField(account, 'phones.0.number')).toBeNull();
    expect(mappingProblems(['phones.9.number'], 1, fields)).toContain(
      'Una de las columnas apunta a un campo que no se puede importar.',
    );
  });

  it('are listed once for all their numbers on the upload screen', () => {
    const summary = columnsSummary(fields);
    expect(summary).toContain('Teléfono 1 a 3 - Número');
    expect(summary).toContain('CUIT/CUIL');
    expect(summary.filter((c) => c.startsWith('Teléfono 1 a 3'))).toHaveLength(
      fields.filter((f) => f.name.startsWith('phones.1.')).length,
    );
  });
});
