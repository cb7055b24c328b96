/**
 * The XML parts of an XLSX read as streams (saxes): each part's chunks go through a guard and a
 * SAX parser whose handlers keep only what the rows need. The guard refuses what a spreadsheet
 * never holds and a parser would buffer whole (a DOCTYPE, a comment or CDATA section, more than
 * one processing instruction, a text or tag longer than any cell, elements nested deeper than
 * any workbook), so memory stays bounded by the caps whatever the part holds.
 */
import { posix } from 'node:path';
import { SaxesParser } from 'saxes';
import type { SafeZip } from './safeZip';
import { tooBig, unreadableXlsx, UnreadableFile } from './sheetErrors';

/** What a part's reader does with its elements; names are local (no `x:` prefix). */
export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** Deeper than any part of a workbook (a shared string's run is 5 levels down). */
const MAX_DEPTH = 32;
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The guard of one part's text, chunk by chunk (a chunk may end inside `<!`). */
function xmlGuard(longestRun: number) {
  let previous = '';
  let run = 0;
  let instructions = 0;
  return (chunk: string) => {
    const joined = previous + chunk;
    if (joined.includes('<!')) throw unreadableXlsx();
    for (let at = joined.indexOf('<?'); at >= 0; at = joined.indexOf('<?', at + 2))
      if (++instructions > 1) throw unreadableXlsx();
    let start = 0;
    for (let at = chunk.indexOf('<'); at >= 0; at = chunk.indexOf('<', at + 1)) {
      if (run + at - start > longestRun) throw new RunTooLong();
      run = 0;
      start = at;
    }
    run += chunk.length - start;
    if (run > longestRun) throw new RunTooLong();
    previous = chunk.slice(-1);
  };
}

class RunTooLong extends Error {}

/**
 * Streams one part through `handlers`, yielding after each chunk so a caller can hand on what
 * the handlers gathered. Stopping early (a `return` from the caller) closes the part's stream.
 */
export async function* xmlChunks(
  zip: SafeZip,
  name: string,
  handlers: XmlHandlers,
  cap?: number,
): AsyncGenerator<void> {
  const parser = new SaxesParser({ position: false });
  let depth = 0;
  parser.on('opentag', (tag) => {
    if (++depth > MAX_DEPTH) throw unreadableXlsx();
    handlers.open?.(localName(tag.name), tag.attributes as Record<string, string>);
  });
  parser.on('closetag', (tag) => {
    depth--;
    handlers.close?.(localName(tag.name));
  });
  if (handlers.text) parser.on('text', handlers.text);
  // Escapes make a cell's text up to ten times longer in the XML than on screen.
  const guard = xmlGuard(zip.limits.cellChars * 10 + 4096);
  const stream = await zip.open(name, cap);
  stream.setEncoding('utf8');
  try {
    for await (const chunk of stream) {
      guard(chunk as string);
      parser.write(chunk as string);
      yield;
    }
    parser.close();
  } catch (error) {
    if (error instanceof RunTooLong) throw tooBig('cellChars', zip.limits);
    throw error instanceof UnreadableFile ? error : unreadableXlsx();
  } finally {
    stream.destroy();
  }
}

/** Reads a whole part through `handlers`. */
export async function readPart(zip: SafeZip, name: string, handlers: XmlHandlers, cap?: number) {
  for await (const _ of xmlChunks(zip, name, handlers, cap));
}

/** A relationship's target as a path in the zip, from the part that names it. */
export const partPath = (from: string, target: string) =>
  target.startsWith('/')
    ? target.slice(1)
    : posix.normalize(posix.join(posix.dirname(from), target)).replace(/^(\.\.\/)+/, '');

/** What a workbook's bookkeeping parts may hold: far more than Excel ever writes. */
export const BOOKKEEPING = { bytes: 1024 * 1024, entries: 1_000 } as const;

/** The relationships of a part (`xl/workbook.xml` → `xl/_rels/workbook.xml.rels`). */
export async function relationships(zip: SafeZip, of: string) {
  const rels = new Map<string, { type: string; path: string }>();
  const file = posix.join(posix.dirname(of), '_rels', `${posix.basename(of)}.rels`);
  if (!zip.has(file)) return rels;
  await readPart(
    zip,
    file,
    {
      open(name, attributes) {
        if (name !== 'Relationship' || !attributes.Id || !attributes.Target) return;
        if (attributes.TargetMode === 'External') return;
        if (rels.size >= BOOKKEEPING.entries) throw unreadableXlsx();
        const path = partPath(of, attributes.Target);
        rels.set(attributes.Id, { type: attributes.Type ?? '', path });
      },
    },
    BOOKKEEPING.bytes,
  );
  return rels;
}

/** The relationship of a kind (`…/officeDocument`, `…/styles`), by the end of its type. */
export const relOfType = (rels: Map<string, { type: string; path: string }>, kind: string) =>
  [...rels.values()].find((r) => r.type.endsWith(`/${kind}`))?.path;
