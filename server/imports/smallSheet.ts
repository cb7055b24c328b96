/**
 * A small spreadsheet read whole, in memory (an embedded list's upload: 2 MB at most): its
 * header's texts and its data rows with their numbers in the file. An XLSX is loaded at once
 * rather than streamed (the streaming reader may spill sheets to temporary files, which an
 * early stop leaves behind), and its first visible sheet with data is read: a workbook whose
 * first tab is an empty or hidden lists sheet still works.
 */
import ExcelJS from 'exceljs';
import { cellText, type CellValue } from '../../domain/importCells';
import {
  isEmptyRow,
  readNumberedRows,
  rowCells,
  sniffKind,
  UnreadableFile,
  type NumberedRow,
} from './spreadsheet';

export interface SmallSheet {
  /** Each header cell's text, '' for a blank one. */
  header: string[];
  rows: NumberedRow[];
}

const trimmed = (cells: CellValue[]) => {
  while (cells.length && cells[cells.length - 1] === null) cells.pop();
  return cells;
};

async function xlsxRows(bytes: Buffer): Promise<NumberedRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new UnreadableFile(
      'No se pudo leer el archivo XLSX: está dañado o no es una planilla de Excel.',
    );
  }
  const sheet = workbook.worksheets.find((s) => s.state === 'visible' && s.actualRowCount > 0);
  const rows: NumberedRow[] = [];
  sheet?.eachRow((row) => {
    const cells = rowCells(row.values);
    if (!isEmptyRow(cells)) rows.push({ line: row.number, cells: trimmed(cells) });
  });
  return rows;
}

/** Reads one row past `maxRows` at most: enough to say there are more. */
export async function readSmallSheet(bytes: Buffer, maxRows: number): Promise<SmallSheet> {
  const kind = sniffKind(bytes);
  let rows: NumberedRow[] = [];
  if (kind === 'xlsx') rows = await xlsxRows(bytes);
  else
    for await (const row of readNumberedRows(kind, bytes)) {
      rows.push(row);
      if (rows.length > maxRows + 1) break;
    }
  const [first, ...data] = rows;
  return {
    header: (first?.cells ?? []).map((cell) => cellText(cell).trim()),
    rows: data.slice(0, maxRows + 1),
  };
}
