/**
 * A small spreadsheet (an embedded list's upload: 2 MB at most): its header's texts and its
 * data rows with their numbers in the file. Read as a stream like an import's file, within the
 * small caps of `smallSheetLimits`, and no further than one row past `maxRows`.
 */
import { cellText } from '../../domain/engine/importCells';
import { smallSheetLimits } from '../../domain/engine/sheetItems';
import { readNumberedRows, sniffKind, type NumberedRow } from './spreadsheet';

export interface SmallSheet {
  /** Each header cell's text, '' for a blank one. */
  header: string[];
  rows: NumberedRow[];
}

/** Reads one row past `maxRows` at most: enough to say there are more. */
export async function readSmallSheet(bytes: Buffer, maxRows: number): Promise<SmallSheet> {
  const rows: NumberedRow[] = [];
  for await (const row of readNumberedRows(sniffKind(bytes), bytes, smallSheetLimits)) {
    rows.push(row);
    if (rows.length > maxRows + 1) break;
  }
  const [first, ...data] = rows;
  return {
    header: (first?.cells ?? []).map((cell) => cellText(cell).trim()),
    rows: data.slice(0, maxRows + 1),
  };
}
