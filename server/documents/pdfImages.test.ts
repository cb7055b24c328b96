/**
 * A logo is drawn only when pdfkit can decode it: a PNG with transparency whose pixels do not
 * decode would throw inside pdfkit's zlib callback and end the process, so it is refused first.
 */
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bannerPng } from '../../fixtures/files';
import { renderPdf } from './pdfDocument';
import { drawableImage } from './pdfImages';
import { pdfObjects } from './pdfTestKit';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // pdfkit's reader does not check CRCs: zeros will do.
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

/** A 4 × 4 RGBA PNG whose rows use `filter` (only 0 to 4 exist). */
function rgbaPng(filter: number, idat?: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(4, 0);
  header.writeUInt32BE(4, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: 4 }, () => Buffer.from([filter, ...Array(16).fill(200)])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat ?? deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const images = (pdf: Buffer) =>
  [...pdfObjects(pdf).values()].filter((o) => /\/Subtype \/Image/.test(o.dict)).length;

describe('images a PDF may draw', () => {
  it('accepts whole PNGs, with or without transparency, and JPEGs', async () => {
    const rgba = rgbaPng(0);
    expect(drawableImage(bannerPng(16, 16, [0, 0, 0], [255, 255, 255]))).toBe(true);
    expect(drawableImage(rgba)).toBe(true);
    expect(drawableImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe(true);
    // pdfkit draws it: the image and its transparency mask.
    const pdf = await renderPdf({}, (doc) => doc.image(rgba, 10, 10, { width: 20 }));
    expect(images(pdf)).toBe(2);
  });

  it('refuses what would make pdfkit fail where no one catches it', () => {
    expect(drawableImage(rgbaPng(9))).toBe(false);
    expect(drawableImage(rgbaPng(0, Buffer.from('no es zlib')))).toBe(false);
    const png = bannerPng(16, 16, [0, 0, 0], [255, 255, 255]);
    expect(drawableImage(png.subarray(0, 40))).toBe(false);
    expect(drawableImage(Buffer.from('%PDF-1.4 no es una imagen'))).toBe(false);
    expect(drawableImage(Buffer.alloc(0))).toBe(false);
  });
});
