/**
 * The failed-rows workbook: the file's own columns, each failed row as it came (numbers stay
 * numbers, dates dates, so it can be fixed and imported again) and a last "Motivo" column with
 * the row number and the Spanish reason. Cells are written as values, never as formulas.
 */
import ExcelJS from 'exceljs';
import type { CellValue } from '../../domain/importCells';
import { REASON_COLUMN } from '../../domain/imports';

export interface FailedRow {
  /** Row number in the file, the header being row 1. */
  line: number;
  cells: CellValue[];
  reason: string;
}

export async function failedRowsWorkbook(columns: string[], rows: FailedRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'BrokerDesk';
  const sheet = workbook.addWorksheet('Filas con error');
  // A file may have its own "Motivo" column (the holidays' reason): the error's is told apart.
  const reasonHeader = columns.some((c) => c.trim().toLowerCase() === REASON_COLUMN.toLowerCase())
    ? `${REASON_COLUMN} del error`
    : REASON_COLUMN;
  const header = sheet.addRow([...columns, reasonHeader]);
  header.font = { bold: true };
  for (const row of rows) {
    const cells = Array.from({ length: columns.length }, (_, i) => row.cells[i] ?? null);
    sheet.addRow([...cells, `Fila ${row.line}: ${row.reason}`]);
  }
  sheet.columns.forEach((column, i) => {
    column.width = i === columns.length ? 80 : Math.min(40, Math.max(12, columns[i].length + 4));
  });
  sheet.getColumn(columns.length + 1).alignment = { wrapText: true, vertical: 'top' };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length + 1 } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The download's file name: the original name with " - filas con error.xlsx". */
export function failedRowsFileName(original: string): string {
  const base = original.replace(/\.(xlsx|csv|txt)$/i, '').slice(0, 180) || 'importacion';
  return `${base} - filas con error.xlsx`;
}
