/**
 * Test support: reads back what a reader's PDF viewer would, without poppler on the machine. It
 * walks pdfkit's output (direct /Length, Flate streams, one /Font resource dictionary per page)
 * and maps each shown glyph through its font's ToUnicode CMap, as copy and search do.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  data?: Buffer;
}

/** Every `N 0 obj`, its dictionary and its (inflated) stream. */
export function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const head = /(\d+) 0 obj\s*/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const start = head.lastIndex;
    const endAt = text.indexOf('endobj', start);
    const streamAt = text.indexOf('stream', start);
    if (streamAt === -1 || streamAt > endAt) {
      objects.set(Number(m[1]), { dict: text.slice(start, endAt) });
      head.lastIndex = endAt;
      continue;
    }
    const dict = text.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const dataAt = streamAt + 'stream'.length + (text[streamAt + 6] === '\r' ? 2 : 1);
    const raw = pdf.subarray(dataAt, dataAt + length);
    objects.set(Number(m[1]), {
      dict,
      data: dict.includes('/FlateDecode') ? inflateSync(raw) : raw,
    });
    head.lastIndex = dataAt + length;
  }
  return objects;
}

const ref = (dict: string, key: string) => {
  const m = new RegExp(`/${key} (\\d+) 0 R`).exec(dict);
  return m ? Number(m[1]) : undefined;
};

const utf16 = (hex: string) =>
  (hex.replace(/\s/g, '').match(/.{4}/g) ?? [])
    .map((h) => String.fromCharCode(parseInt(h, 16)))
    .join('');

/** A ToUnicode CMap as glyph id → text, from pdfkit's `<a> <b> [<u> …]` ranges. */
function toUnicode(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  for (const [, from, list] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    [...list.matchAll(/<([^>]*)>/g)].forEach(([, hex], i) =>
      glyphs.set(parseInt(from, 16) + i, utf16(hex)),
    );
  }
  return glyphs;
}

/** The text of every page, one line per text-showing operator. */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const lines: string[] = [];
  for (const page of objects.values()) {
    if (!/\/Type \/Page\b/.test(page.dict)) continue;
    const resources = objects.get(ref(page.dict, 'Resources') ?? -1)?.dict ?? page.dict;
    const fontTable = /\/Font <<([^>]*)>>/.exec(resources)?.[1] ?? '';
    const fonts = new Map<string, Map<number, string>>();
    for (const [, name, id] of fontTable.matchAll(/\/(\w+) (\d+) 0 R/g)) {
      const cmap = objects.get(ref(objects.get(Number(id))?.dict ?? '', 'ToUnicode') ?? -1);
      fonts.set(name, toUnicode(cmap?.data?.toString('latin1') ?? ''));
    }
    const content = objects.get(ref(page.dict, 'Contents') ?? -1)?.data?.toString('latin1') ?? '';
    let glyphs = new Map<number, string>();
    const ops = /\/(\w+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-f]*)>\s*Tj/gi;
    for (const [, font, array, single] of content.matchAll(ops)) {
      if (font) glyphs = fonts.get(font) ?? new Map();
      else {
        const hex = (array ?? '').match(/<([0-9a-f]*)>/gi)?.join('') ?? single ?? '';
        const ids = hex.replace(/[<>]/g, '').match(/.{4}/g) ?? [];
        lines.push(ids.map((g) => glyphs.get(parseInt(g, 16)) ?? '\uFFFD').join(''));
      }
    }
  }
  return lines.join('\n');
}

/** The base names of the fonts a PDF embeds, e.g. `ABCDEF+DejaVuSans` for a subset. */
export function embeddedFonts(pdf: Buffer): string[] {
  return [...pdfObjects(pdf).values()]
    .filter((o) => /\/Type \/FontDescriptor/.test(o.dict) && /\/FontFile2? \d+ 0 R/.test(o.dict))
    .map((o) => /\/FontName \/([^\s/]+)/.exec(o.dict)?.[1] ?? '');
}
