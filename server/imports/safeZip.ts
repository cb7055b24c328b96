/**
 * An XLSX's zip read safely (yauzl): every entry of the central directory is checked before
 * any part is parsed (how many, the size each declares inflated, its ratio to the compressed
 * size, their total), and each part is read as a stream whose real inflated bytes are counted
 * and stopped at the cap (yauzl also stops an entry that inflates past what it declared).
 * Parts are opened by name in any order, so nothing is spilled to temporary files.
 */
import { Transform, type Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { SheetLimits } from '../../domain/imports';
import { tooBig, unreadableXlsx, UnreadableFile } from './sheetErrors';

/** Below this, a part's ratio says nothing (a small XML compresses well). */
const RATIO_FLOOR = 1024 * 1024;

export class SafeZip {
  /** Real inflated bytes read so far, over every part. */
  private inflated = 0;

  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
    readonly limits: SheetLimits,
  ) {}

  /** The zip's entries, each checked against `limits`; a Spanish error otherwise. */
  static async open(bytes: Buffer, limits: SheetLimits): Promise<SafeZip> {
    let zip: yauzl.ZipFile;
    try {
      zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true, validateEntrySizes: true });
    } catch {
      throw unreadableXlsx();
    }
    try {
      if (zip.entryCount > limits.entries) throw tooBig('entries', limits);
      const entries = new Map<string, yauzl.Entry>();
      let declared = 0;
      for await (const entry of zip.eachEntry()) {
        const { uncompressedSize: size, compressedSize } = entry;
        if (entry.isEncrypted()) throw unreadableXlsx();
        declared += size;
        if (size > limits.entryBytes || declared > limits.totalBytes)
          throw tooBig('inflated', limits);
        if (size > RATIO_FLOOR && size > compressedSize * limits.ratio)
          throw tooBig('inflated', limits);
        entries.set(entry.fileName.toLowerCase(), entry);
      }
      return new SafeZip(zip, entries, limits);
    } catch (error) {
      zip.close();
      throw error instanceof UnreadableFile ? error : unreadableXlsx();
    }
  }

  /** Whether the zip has this part (names compared without case, as Excel does). */
  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  /**
   * The part's inflated bytes as a stream, destroyed with a Spanish error past `cap` bytes or
   * past the zip's total. Destroying the stream closes the entry's own.
   */
  async open(name: string, cap = this.limits.entryBytes): Promise<Readable> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) throw unreadableXlsx();
    let source: Readable;
    try {
      source = await this.zip.openReadStreamPromise(entry);
    } catch {
      throw unreadableXlsx();
    }
    let read = 0;
    const counted = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        read += chunk.length;
        this.inflated += chunk.length;
        if (read > cap || this.inflated > this.limits.totalBytes)
          done(tooBig('inflated', this.limits));
        else done(null, chunk);
      },
    });
    // An entry inflating past the size it declared lied about it: refused as a bomb.
    source.on('error', (error: Error) =>
      counted.destroy(
        /too many bytes/i.test(error.message) ? tooBig('inflated', this.limits) : unreadableXlsx(),
      ),
    );
    counted.on('close', () => source.destroy());
    return source.pipe(counted);
  }

  close() {
    this.zip.close();
  }
}
