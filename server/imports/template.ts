/**
 * The model workbook of an entity's rows (an import type, a fleet's vehicles): a first sheet
 * with the Spanish column headers, the header row frozen and a dropdown on columns with few
 * options (Uso, Sí/No), an "Instrucciones" sheet saying how to write each column and, for a type
 * that declares one (ImportType.example), an "Ejemplo" sheet with a realistic file's rows (only
 * the first sheet is ever imported).
 */
import type ExcelJS from 'exceljs';
import { loadExcel } from '../files/lazyLibraries';
import type { Entity } from '../../domain/engine/entity';
import { cellChoices, cellHint } from '../../domain/engine/importCells';
import { groupsHint, importFieldOf } from '../../domain/engine/importGroups';
import { importFields } from '../../domain/imports';

/** Rows of the first sheet that get the dropdowns: a large fleet or catalogue fits. */
const VALIDATED_ROWS = 1000;
/** Excel's limit for a list written inside the validation rule. */
const INLINE_LIST_MAX = 255;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** `attachment` with a UTF-8 file name. */
export const attachmentOf = (fileName: string) =>
  `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** Excel's column letters of a 1-based index (1 → A, 27 → AA). */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** exceljs keeps a sheet's validations by range, but its types leave them out. */
type Validations = { add(range: string, rule: ExcelJS.DataValidation): void };
const validationsOf = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: Validations }).dataValidations;

export async function templateWorkbook(
  title: string,
  entity: Entity,
  example?: readonly (readonly (string | number)[])[],
): Promise<Buffer> {
  const fields = importFields(entity);
  const workbook = new (await loadExcel()).Workbook();
  // Excel refuses sheet names over 31 characters or with []:*?/\.
  const sheet = workbook.addWorksheet(title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31));
  const header = sheet.addRow(fields.map((f) => f.label));
  header.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.columns.forEach((c) => (c.width = 24));
  // A group's column ("Teléfono 1 - Tipo") is written as its item's field.
  const fieldOf = (name: string) => importFieldOf(entity, name)!;
  fields.forEach((f, i) => {
    const choices = cellChoices(fieldOf(f.name));
    const list = choices ? `"${choices.map((c) => c.replace(/[",]/g, ' ')).join(',')}"` : '';
    if (!choices || list.length > INLINE_LIST_MAX) return;
    const letters = columnLetters(i + 1);
    validationsOf(sheet).add(`${letters}2:${letters}${VALIDATED_ROWS + 1}`, {
      type: 'list',
      allowBlank: true,
      formulae: [list],
      showErrorMessage: true,
      errorTitle: f.label,
      error: cellHint(fieldOf(f.name)),
    });
  });
  const help = workbook.addWorksheet('Instrucciones');
  help.addRow(['Columna', 'Obligatoria', 'Cómo escribirla']).font = { bold: true };
  for (const f of fields) {
    const field = fieldOf(f.name);
    const hint = [cellHint(field), field.helperText].filter(Boolean).join(' ');
    help.addRow([f.label, f.required ? 'Sí' : 'No', hint]);
  }
  const groups = groupsHint(entity);
  if (groups) help.addRow(['Columnas numeradas', 'No', groups]);
  help.columns = [{ width: 28 }, { width: 12 }, { width: 90 }];
  if (example?.length) {
    const sample = workbook.addWorksheet('Ejemplo');
    sample.addRow(fields.map((f) => f.label)).font = { bold: true };
    for (const row of example) sample.addRow([...row]);
    sample.columns.forEach((c) => (c.width = 24));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
