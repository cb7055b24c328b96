/**
 * The failed-rows workbook: the file's own columns, each failed row as it came (numbers stay
 * numbers, dates dates, so it can be fixed and imported again) and a last column, named as no
 * field is (REASON_COLUMN), with the row number and every Spanish reason of the row. A file
 * that was such a workbook brings its old errors column: it is left out, never repeated. Cells
 * are written as values, never as formulas.
 */
import { loadExcel } from '../files/lazyLibraries';
import type { CellValue } from '../../domain/engine/importCells';
import { isReasonColumn, REASON_COLUMN } from '../../domain/imports';

export interface FailedRow {
  /** Row number in the file, the header being row 1. */
  line: number;
  cells: CellValue[];
  reason: string;
}

export async function failedRowsWorkbook(columns: string[], rows: FailedRow[]): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  workbook.creator = 'BrokerDesk';
  const sheet = workbook.addWorksheet('Filas con error');
  const kept = columns.flatMap((name, index) => (isReasonColumn(name) ? [] : [index]));
  const header = sheet.addRow([...kept.map((i) => columns[i]), REASON_COLUMN]);
  header.font = { bold: true };
  for (const row of rows)
    sheet.addRow([...kept.map((i) => row.cells[i] ?? null), `Fila ${row.line}: ${row.reason}`]);
  sheet.columns.forEach((column, i) => {
    column.width = i === kept.length ? 80 : Math.min(40, Math.max(12, columns[kept[i]].length + 4));
  });
  sheet.getColumn(kept.length + 1).alignment = { wrapText: true, vertical: 'top' };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: kept.length + 1 } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The download's file name: the original name with " - filas con error.xlsx". */
export function failedRowsFileName(original: string): string {
  const base = original.replace(/\.(xlsx|csv|txt)$/i, '').slice(0, 180) || 'importacion';
  return `${base} - filas con error.xlsx`;
}
