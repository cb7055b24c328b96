/**
 * Whether pdfkit can draw an image (a logo on a letterhead) without bringing the process down.
 * pdfkit reads a PNG's headers when it is drawn (a bad one throws there, where the caller
 * catches it), but decodes the pixels of a PNG with transparency or interlacing later, in a
 * zlib callback whose errors (a corrupt stream, an unknown row filter) are thrown where nobody
 * can catch them: an uploaded file that only looks like a PNG would end the server. So such a
 * PNG is decoded here first, synchronously, the way pdfkit's PNG reader (png-js) will.
 */
import { inflateSync } from 'node:zlib';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** Bits per pixel of each PNG colour type, per bit of depth: grey, RGB, palette, grey+alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

interface PngHeader {
  width: number;
  height: number;
  bits: number;
  colorType: number;
  interlaced: boolean;
  transparency: boolean;
  data: Buffer;
}

/** The PNG's header and its image data, or null when its chunks do not hold together. */
function readPng(bytes: Buffer): PngHeader | null {
  if (!bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  let header: Omit<PngHeader, 'data' | 'transparency'> | null = null;
  let transparency = false;
  const data: Buffer[] = [];
  for (let pos = 8; pos + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    const body = bytes.subarray(pos + 8, pos + 8 + length);
    if (body.length !== length) return null;
    if (type === 'IHDR' && length >= 13)
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        bits: body[8],
        colorType: body[9],
        interlaced: body[12] === 1,
      };
    else if (type === 'tRNS') transparency = true;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    pos += 12 + length;
  }
  if (!header || !data.length || !(header.colorType in CHANNELS)) return null;
  return { ...header, transparency, data: Buffer.concat(data) };
}

/** A logo larger than this (4096 × 4096) is not decoded: png-js would allocate it whole. */
const MAX_PIXELS = 4096 * 4096;

const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

/** Decodes as png-js does: every row's filter byte must be one it knows (0 to 4). */
function pixelsDecode(png: PngHeader): boolean {
  if (png.width * png.height > MAX_PIXELS) return false;
  const pixelBytes = (png.bits * CHANNELS[png.colorType]) / 8;
  const rows = (png.interlaced ? ADAM7 : [[0, 0, 1, 1]]).map(([x0, y0, dx, dy]) => ({
    length: 1 + Math.ceil(pixelBytes * Math.ceil((png.width - x0) / dx)),
    count: Math.ceil((png.height - y0) / dy),
  }));
  let inflated: Buffer;
  try {
    // No more than the image can hold: a small file must not inflate to gigabytes.
    const size = rows.reduce((sum, r) => sum + r.length * r.count, 0);
    inflated = inflateSync(png.data, { maxOutputLength: size + 1024 });
  } catch {
    return false;
  }
  let pos = 0;
  for (const { length, count } of rows) {
    for (let row = 0; row < count && pos < inflated.length; row++) {
      if (inflated[pos] > 4) return false;
      pos += length;
    }
  }
  return true;
}

/** Whether `bytes` are a PNG or JPEG that pdfkit draws without failing outside our reach. */
export function drawableImage(bytes: Buffer): boolean {
  if (bytes.subarray(0, 3).equals(JPEG_SIGNATURE)) return true;
  const png = readPng(bytes);
  if (!png || png.width < 1 || png.height < 1) return false;
  const decodedByPdfkit = png.interlaced || png.transparency || png.colorType >= 4;
  return !decodedByPdfkit || pixelsDecode(png);
}
