/**
 * What an XLSX's rows need besides the sheet itself, each part read as a stream: the sheets in
 * the workbook's order with their visibility, the 1904 date system, which cell styles are
 * dates, and the shared strings (held in memory, within their own cap).
 */
import type { SheetLimits } from '../../domain/imports';
import type { SafeZip } from './safeZip';
import { tooBig, unreadableXlsx } from './sheetErrors';
import { BOOKKEEPING, readPart, relationships, relOfType } from './xmlParts';

export interface WorkbookSheet {
  name: string;
  visible: boolean;
  /** The sheet's part in the zip, or undefined when nothing points to one. */
  path: string | undefined;
}

export interface WorkbookParts {
  sheets: WorkbookSheet[];
  date1904: boolean;
  /** Per cell style (`s`), whether it shows a date. */
  dateStyles: boolean[];
  sharedStrings: string[];
}

/** Styles and workbook are small parts: a few megabytes at most even in a busy workbook. */
const SMALL_PART = 16 * 1024 * 1024;

/** Excel's built-in date and time formats (ECMA-376 18.8.30, with the East Asian ones). */
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** Whether a format code shows a date or time: a d, m, y, h or s outside quotes and brackets. */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*]/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

async function readStyles(zip: SafeZip, path: string | undefined): Promise<boolean[]> {
  if (!path || !zip.has(path)) return [];
  const formats = new Map<number, string>();
  const xfFormats: number[] = [];
  let inCellXfs = false;
  await readPart(
    zip,
    path,
    {
      open(name, attributes) {
        if (name === 'numFmt')
          formats.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
        else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) xfFormats.push(Number(attributes.numFmtId ?? 0));
      },
      close(name) {
        if (name === 'cellXfs') inCellXfs = false;
      },
    },
    SMALL_PART,
  );
  return xfFormats.map((id) =>
    formats.has(id) ? isDateFormat(formats.get(id)!) : BUILT_IN_DATES.has(id),
  );
}

/** Each `<si>` as its text: its runs joined, phonetic guides (`rPh`) left out. */
async function readSharedStrings(
  zip: SafeZip,
  path: string | undefined,
  limits: SheetLimits,
): Promise<string[]> {
  if (!path || !zip.has(path)) return [];
  const strings: string[] = [];
  let current: string[] | null = null;
  let inText = false;
  let phonetic = 0;
  await readPart(
    zip,
    path,
    {
      open(name) {
        if (name === 'si') current = [];
        else if (name === 'rPh') phonetic++;
        else if (name === 't') inText = current !== null && phonetic === 0;
      },
      text(text) {
        if (inText) current!.push(text);
      },
      close(name) {
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 'si' && current) {
          const text = current.join('');
          if (text.length > limits.cellChars) throw tooBig('cellChars', limits);
          if (strings.push(text) > limits.cells) throw tooBig('cells', limits);
          current = null;
        }
      },
    },
    limits.sharedStringsBytes,
  );
  return strings;
}

/** The workbook's parts the rows need; throws UnreadableFile for a zip that is no workbook. */
export async function readWorkbook(zip: SafeZip): Promise<WorkbookParts> {
  const root = await relationships(zip, '');
  const workbook = relOfType(root, 'officeDocument') ?? 'xl/workbook.xml';
  const rels = await relationships(zip, workbook);
  const sheets: WorkbookSheet[] = [];
  let date1904 = false;
  await readPart(
    zip,
    workbook,
    {
      open(name, attributes) {
        if (name === 'workbookPr')
          date1904 = ['1', 'true'].includes(String(attributes.date1904 ?? '').toLowerCase());
        if (name !== 'sheet') return;
        if (sheets.length >= BOOKKEEPING.entries) throw unreadableXlsx();
        // The relationship id is `r:id` whatever the prefix is called.
        const idKey = Object.keys(attributes).find((k) => k.includes(':') && k.endsWith(':id'));
        sheets.push({
          name: attributes.name ?? '',
          visible: !attributes.state || attributes.state === 'visible',
          path: idKey ? rels.get(attributes[idKey])?.path : undefined,
        });
      },
    },
    SMALL_PART,
  );
  return {
    sheets,
    date1904,
    dateStyles: await readStyles(zip, relOfType(rels, 'styles')),
    sharedStrings: await readSharedStrings(zip, relOfType(rels, 'sharedStrings'), zip.limits),
  };
}
