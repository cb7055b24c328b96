/**
 * Import bench (issue 11 §2): a 50,000-row XLSX of zip codes (CPA codes with their locality by
 * name, as a catalogue export has them) uploaded, mapped and imported through the API on a fresh
 * SQLite (or PostgreSQL with BENCH_PG_URL) database; prints seconds from upload to 702, rows/s
 * and the process's peak RSS. Aim: under 60 s.
 *
 *   DRAFT_SCHEMA=1 npx tsx bench/import.ts [--rows 50000] [--bad 500]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import ExcelJS from 'exceljs';
import { localityRows } from '../fixtures/locations';
import { startTestApp } from '../server/test/harness';
import { untilEnded, upload } from '../server/imports/testing';
import { sampleRss } from './rss';
import { resultsDir, sized } from './tiny';
import { writeFormatted } from './write';

const { values: args } = parseArgs({
  // BENCH_SIZE=tiny (bench/tiny.ts): a sheet of a few rows, one of them bad.
  options: {
    rows: { type: 'string', default: sized('50000', '50') },
    bad: { type: 'string', default: sized('500', '1') },
  },
});
const ROWS = Number(args.rows);
const BAD = Number(args.bad);
const ZIPCODE_TYPE = 4;
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

/** The n-th CPA code: a province letter, 4 digits and 3 letters, all different. */
function cpa(n: number): string {
  const letter = (i: number) => LETTERS[i % LETTERS.length];
  const block = Math.floor(n / 10_000);
  return `${letter(block)}${String(1000 + (n % 9000)).padStart(4, '0')}${letter(n >> 3)}${letter(
    n >> 7,
  )}${letter(block + (n % 7))}`;
}

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Códigos postales');
  sheet.addRow(['Código postal', 'Localidad']);
  const seen = new Set<string>();
  for (let n = 0; seen.size < ROWS; n++) {
    const code = cpa(n);
    const locality = localityRows[n % localityRows.length].name as string;
    const key = `${code}|${locality}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // Every (ROWS / BAD)-th row is wrong: an unknown locality, so the failed-rows file has rows.
    const bad = BAD > 0 && seen.size % Math.floor(ROWS / BAD) === 0;
    sheet.addRow([code, bad ? 'Localidad Inexistente' : locality]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function main() {
  const dialect = process.env.BENCH_PG_URL ? 'postgres' : 'sqlite';
  if (process.env.BENCH_PG_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_PG_URL;
  const t = await startTestApp(dialect);
  try {
    const admin = await t.login('admin@demo.test');
    const content = await workbook();
    const rss = sampleRss(process.pid);
    const began = Date.now();
    const uploaded = await upload(t, admin, ZIPCODE_TYPE, { name: 'cpa.xlsx', content });
    if (uploaded.statusCode !== 201) throw new Error(uploaded.body);
    const { id } = uploaded.json() as { id: number };
    const uploadSeconds = (Date.now() - began) / 1000;
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/import/${id}/start`,
      headers: admin,
      payload: { mapping: ['code', 'locality_id'] },
    });
    if (started.statusCode !== 200) throw new Error(started.body);
    const done = await untilEnded(t, admin, id, 600_000);
    const seconds = (Date.now() - began) / 1000;
    const peak = rss.stop();
    const result = {
      dialect,
      rows: ROWS,
      bytes: content.length,
      status: done.status,
      rows_ok: done.rows_ok,
      rows_failed: done.rows_failed,
      upload_s: Number(uploadSeconds.toFixed(1)),
      total_s: Number(seconds.toFixed(1)),
      rows_per_s: Math.round(ROWS / seconds),
      peak_rss_mb: peak === undefined ? null : Math.round(peak),
      aim: seconds < 60 ? 'met (< 60 s)' : 'missed (≥ 60 s)',
    };
    console.log(JSON.stringify(result, null, 2));
    await writeFormatted(join(resultsDir, `import-${dialect}.json`), JSON.stringify(result));
  } finally {
    await t.close();
  }
}

await main();
