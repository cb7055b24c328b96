/**
 * Libraries only a few requests need (a spreadsheet written, a PDF drawn), loaded on their first
 * use instead of at start-up: each held ~25 MB of the API process's memory (its source, compiled
 * code and modules) from boot, whether or not a document was ever made (issue 30 §3).
 */
import type ExcelJSModule from 'exceljs';

let excel: Promise<typeof ExcelJSModule> | undefined;

/** exceljs, imported once on first use. */
export const loadExcel = (): Promise<typeof ExcelJSModule> =>
  (excel ??= import('exceljs').then((module) => module.default));
