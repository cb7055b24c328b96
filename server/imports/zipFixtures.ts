/**
 * Spreadsheets the safety tests build byte by byte (no binary fixture is committed): a tiny zip
 * writer that may lie about an entry's size, a minimal XLSX around any sheet XML, and bombs of
 * repeated rows that compress a thousand to one.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  content: Buffer | string;
  /** The inflated size written in the headers, when it should lie. */
  declaredSize?: number;
}

/** A zip of deflated entries (local headers, data, central directory, end record). */
export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content);
    const data = deflateRawSync(raw, { level: 9 });
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? raw.length;
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x0800, at + 2); // UTF-8 names
      header.writeUInt16LE(8, at + 4); // deflate
      header.writeUInt32LE(0, at + 6); // time and date
      header.writeUInt32LE(crc32(raw), at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A worksheet part around rows of XML. */
export const sheetXml = (rows: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;

/** A row of inline-string cells. */
export const inlineRow = (line: number, texts: string[]) =>
  `<row r="${line}">${texts.map((t) => `<c t="inlineStr"><is><t>${t}</t></is></c>`).join('')}</row>`;

/**
 * A minimal XLSX: its sheets (XML of each, `hidden` ones so marked), optional shared strings
 * and styles, and any entry's size declared falsely through `declared` (by part name).
 */
export function xlsxOf(
  sheets: { xml: string | Buffer; hidden?: boolean }[],
  extra: { sharedStrings?: string; styles?: string; declared?: Record<string, number> } = {},
): Buffer {
  const rels = sheets.map(
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${RELS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  );
  if (extra.sharedStrings)
    rels.push(`<Relationship Id="rS" Type="${RELS}/sharedStrings" Target="sharedStrings.xml"/>`);
  if (extra.styles) rels.push(`<Relationship Id="rT" Type="${RELS}/styles" Target="styles.xml"/>`);
  const entries: ZipEntry[] = [
    ...sheets.map((sheet, i) => ({ name: `xl/worksheets/sheet${i + 1}.xml`, content: sheet.xml })),
    {
      name: '_rels/.rels',
      content: `<Relationships xmlns="${PACKAGE}"><Relationship Id="r1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `<Relationships xmlns="${PACKAGE}">${rels.join('')}</Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `<workbook xmlns="${MAIN}" xmlns:r="${RELS}"><sheets>${sheets
        .map(
          (s, i) =>
            `<sheet name="Hoja ${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"${s.hidden ? ' state="hidden"' : ''}/>`,
        )
        .join('')}</sheets></workbook>`,
    },
  ];
  if (extra.sharedStrings)
    entries.push({ name: 'xl/sharedStrings.xml', content: extra.sharedStrings });
  if (extra.styles) entries.push({ name: 'xl/styles.xml', content: extra.styles });
  for (const entry of entries) entry.declaredSize = extra.declared?.[entry.name];
  return zipOf(entries);
}

/** A sheet part of `rows` identical rows (after a header): megabytes from a few kilobytes. */
export function bombSheet(rows: number): Buffer {
  const row =
    '<row><c t="inlineStr"><is><t>01/01/2030</t></is></c><c t="inlineStr"><is><t>Feriado</t></is></c></row>';
  const header = inlineRow(1, ['Fecha', 'Motivo']);
  const [head, tail] = sheetXml('|').split('|');
  return Buffer.concat([
    Buffer.from(head + header),
    Buffer.alloc(row.length * rows, row),
    Buffer.from(tail),
  ]);
}
