import { describe, expect, it } from 'vitest';
import { failedRowsFileName, failedRowsWorkbook } from './failedRows';
import { rowsOf } from './testing';

describe('the failed-rows workbook', () => {
  it('keeps each row as it came, with the row number and reason in a last column', async () => {
    const day = new Date(Date.UTC(2030, 2, 24));
    const content = await failedRowsWorkbook(
      ['CUIT', 'Nombre', 'Alta'],
      [
        {
          line: 3,
          cells: ['30-1', '=HYPERLINK("x")', day],
          reason: 'El campo CUIT no es un CUIT válido.',
        },
        { line: 7, cells: [30500049460], reason: 'El campo Nombre es obligatorio.' },
      ],
    );
    const rows = await rowsOf(content);
    expect(rows[0]).toEqual(['CUIT', 'Nombre', 'Alta', 'Errores de la importación']);
    // A text that looks like a formula stays text (never run by the spreadsheet).
    expect(rows[1]).toEqual([
      '30-1',
      '=HYPERLINK("x")',
      day,
      'Fila 3: El campo CUIT no es un CUIT válido.',
    ]);
    expect(rows[2][0]).toBe(30500049460);
    expect(rows[2][3]).toBe('Fila 7: El campo Nombre es obligatorio.');
  });

  it('names the errors column as no field is, and leaves out the old one of a file it made', async () => {
    const rows = await rowsOf(await failedRowsWorkbook(['Fecha', 'motivo'], []));
    expect(rows[0]).toEqual(['Fecha', 'motivo', 'Errores de la importación']);
    const again = await failedRowsWorkbook(
      ['Fecha', 'ERRORES de la importacion', 'Motivo'],
      [{ line: 2, cells: ['31/02/2030', 'Fila 2: viejo', 'X'], reason: 'Nuevo.' }],
    );
    expect(await rowsOf(again)).toEqual([
      ['Fecha', 'Motivo', 'Errores de la importación'],
      ['31/02/2030', 'X', 'Fila 2: Nuevo.'],
    ]);
  });

  it('is named after the original file', () => {
    expect(failedRowsFileName('feriados 2030.CSV')).toBe('feriados 2030 - filas con error.xlsx');
    expect(failedRowsFileName('.xlsx')).toBe('importacion - filas con error.xlsx');
  });
});
