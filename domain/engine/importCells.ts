/**
 * A spreadsheet cell as the value a field's validator reads (domain/engine/validate.ts), or a Spanish
 * problem. Spreadsheets carry numbers, dates and booleans typed; CSV carries text written the
 * Argentine way (1.465,50, dd/mm/aaaa, Sí/No), which is read with the same rules as the forms.
 * Nothing is guessed: a text that could mean two things is refused with how to write it.
 */
import { foldHeader } from '../imports';
import { NUMBER_TEXT_MESSAGE, parseNumberText } from './format';
import { interpolate } from './messages';
import type { Field } from './fields';

/** What the file reader hands over for one cell. */
export type CellValue = string | number | boolean | Date | null;

export type Converted =
  | { value: unknown }
  | { problem: string }
  /** A reference written by name: the server looks the names up in the target catalogue. */
  | { lookup: string[] };

const say = (template: string, field: Field) => interpolate(template, { attribute: field.label });

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day of a spreadsheet date (stored as midnight UTC by exceljs). */
const dayOf = (date: Date) =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Argentina keeps UTC−3 all year (no daylight saving since 2009). */
export const ARGENTINA_OFFSET = '-03:00';

const DAY_TEXT = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const ISO_TEXT =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** `dd/mm/aaaa [hh:mm]` or ISO as an ISO day or date-time text (Argentine time), or null. */
function dateText(text: string, withTime: boolean): string | null {
  if (ISO_TEXT.test(text)) {
    if (!withTime) return text.slice(0, 10);
    if (text.length === 10) return `${text}T00:00:00${ARGENTINA_OFFSET}`;
    const iso = text.replace(' ', 'T');
    return /(Z|[+-]\d{2}:\d{2})$/.test(iso) ? iso : `${iso}${ARGENTINA_OFFSET}`;
  }
  const m = DAY_TEXT.exec(text);
  if (!m) return null;
  const [, d, mo, y, h = '0', mi = '0', s = '0'] = m;
  const day = `${y}-${pad(Number(mo))}-${pad(Number(d))}`;
  if (!withTime) return m[4] === undefined ? day : null;
  return `${day}T${pad(Number(h))}:${pad(Number(mi))}:${pad(Number(s))}${ARGENTINA_OFFSET}`;
}

const TRUE_WORDS = new Set(['si', 's', 'x', 'verdadero', 'true', 'yes', '1']);
const FALSE_WORDS = new Set(['no', 'n', 'falso', 'false', '0']);

/** Plain text of a number: integers without exponent, others with their shortest digits. */
function numberText(n: number): string {
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? n.toFixed(0) : String(n);
}

/** A cell as the text a person reads in it. */
export function cellText(cell: CellValue): string {
  if (cell === null) return '';
  if (cell instanceof Date) {
    const day = dayOf(cell);
    return `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
  }
  if (typeof cell === 'number') return numberText(cell);
  if (typeof cell === 'boolean') return cell ? 'Sí' : 'No';
  return cell;
}

/** Several values in one cell: separated by `;`, `|` or `,`. */
const splitList = (text: string) =>
  text
    .split(/[;|,]/)
    .map((part) => part.trim())
    .filter(Boolean);

/** Whether a cell holds nothing (a row's empty cells leave the field unset). */
export const isBlankCell = (cell: CellValue) =>
  cell === null || (typeof cell === 'string' && cell.trim() === '');

/** The value a field's validator reads from this cell, or why it cannot be read. */
export function convertCell(field: Field, cell: CellValue): Converted {
  if (isBlankCell(cell)) return { value: null };
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'cuit':
    case 'url':
      return { value: cellText(cell) };
    case 'integer':
    case 'decimal':
    case 'money': {
      // A computed cell may hold 1465.4999999999998: the digits a spreadsheet shows.
      if (typeof cell === 'number') return { value: Number(cell.toPrecision(15)) };
      if (typeof cell !== 'string')
        return { problem: say('El campo :attribute debe ser un número.', field) };
      const canonical = parseNumberText(cell);
      if (canonical === undefined || canonical === null)
        return {
          problem: say(
            field.kind === 'integer'
              ? 'El campo :attribute debe ser un número entero.'
              : NUMBER_TEXT_MESSAGE,
            field,
          ),
        };
      return { value: canonical };
    }
    case 'boolean': {
      if (typeof cell === 'boolean') return { value: cell };
      const word = foldHeader(cellText(cell));
      if (TRUE_WORDS.has(word)) return { value: true };
      if (FALSE_WORDS.has(word)) return { value: false };
      return { problem: say('El campo :attribute debe decir Sí o No.', field) };
    }
    case 'date':
    case 'datetime': {
      const withTime = field.kind === 'datetime';
      if (cell instanceof Date) return { value: withTime ? cell.toISOString() : dayOf(cell) };
      const text = typeof cell === 'string' ? dateText(cell.trim(), withTime) : null;
      if (text) return { value: text };
      return {
        problem: say(
          withTime
            ? 'El campo :attribute debe ser una fecha y hora escrita así: 31/12/2026 14:30.'
            : 'El campo :attribute debe ser una fecha escrita así: 31/12/2026.',
          field,
        ),
      };
    }
    case 'enumeration':
    case 'status': {
      const folded = foldHeader(cellText(cell));
      const found = field.enumeration.options.find(
        (o) =>
          foldHeader(o.label) === folded ||
          foldHeader(o.code) === folded ||
          String(o.id) === folded,
      );
      if (found) return { value: found.id };
      const names = field.enumeration.options.map((o) => o.label).join(', ');
      return { problem: `El valor de ${field.label} no es válido: usá uno de ${names}.` };
    }
    case 'choiceList': {
      const ids: (string | number)[] = [];
      for (const part of splitList(cellText(cell))) {
        const folded = foldHeader(part);
        const found = field.choices.find(
          (c) => foldHeader(c.label) === folded || foldHeader(String(c.id)) === folded,
        );
        if (!found) return { problem: `${field.label}: “${part}” no es una opción válida.` };
        ids.push(found.id);
      }
      return { value: ids };
    }
    case 'reference':
      return typeof cell === 'number' ? { value: cell } : { lookup: [cellText(cell).trim()] };
    case 'referenceList':
    case 'memberList':
      return { lookup: splitList(cellText(cell)) };
    case 'password':
      return { problem: say('El campo :attribute no se puede importar.', field) };
    default:
      // Kinds added later (colours, typed values…) read the cell's text; their validator decides.
      return { value: cellText(cell) };
  }
}

/** Fewer options than this are listed in a model workbook's instructions and dropdown. */
const LISTED_OPTIONS = 30;

/** How a person writes a cell of this field, in Spanish: the model workbook's instructions. */
export function cellHint(field: Field): string {
  switch (field.kind) {
    case 'integer':
      return 'Número entero, sin puntos: 2021.';
    case 'money':
    case 'decimal':
      return 'Número con coma decimal: 1.465,50 o 1465,5.';
    case 'boolean':
      return 'Sí o No (vacía es No).';
    case 'date':
      return 'Fecha: 31/12/2026.';
    case 'datetime':
      return 'Fecha y hora: 31/12/2026 14:30.';
    case 'enumeration':
    case 'status': {
      const labels = field.enumeration.options.map((o) => o.label);
      return labels.length <= LISTED_OPTIONS
        ? `Uno de: ${labels.join(', ')}.`
        : 'El nombre de una de sus opciones, como se ve en la pantalla.';
    }
    case 'choiceList':
      return 'Una o varias opciones separadas por punto y coma.';
    case 'reference':
      return 'El nombre, como se ve en la pantalla, o su número.';
    case 'referenceList':
    case 'memberList':
      return 'Nombres separados por punto y coma.';
    default:
      return 'max' in field && typeof field.max === 'number'
        ? `Texto, hasta ${field.max} caracteres.`
        : 'Texto.';
  }
}

/** The names a dropdown of this field offers (a short enumeration, Sí/No), or null. */
export function cellChoices(field: Field): string[] | null {
  if (field.kind === 'boolean') return ['Sí', 'No'];
  if (field.kind !== 'enumeration' && field.kind !== 'status') return null;
  const labels = field.enumeration.options.map((o) => o.label);
  return labels.length <= LISTED_OPTIONS ? labels : null;
}
