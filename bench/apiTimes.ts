/**
 * Answer times of API reads in process (`inject`, one request at a time), for the benches
 * that load a large table beside the demo data (clients.ts, contracts.ts): p50 and p95 of each
 * read, also as a ratio to a get-by-id on a small table measured in the same run, so the
 * machine's speed mostly cancels out; written as a markdown table per dialect.
 */
import type { TestApp } from '../server/test/harness';
import { percentile } from './stats';
import { sized } from './tiny';
import { writeFormatted } from './write';

type Headers = Record<string, string>;

/** A read measured: its name, the URL of each request (it may vary) and who asks. */
export type ApiRead = [name: string, url: () => string, headers: Headers];

export interface ApiTime {
  name: string;
  p50: number;
  p95: number;
}

/** p50 and p95 in ms of `samples` sequential requests, after a short warm-up. */
async function measure(t: TestApp, [name, url, headers]: ApiRead, samples: number) {
  for (let i = 0; i < sized(20, 1); i++) await t.app.inject({ url: url(), headers });
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const began = process.hrtime.bigint();
    const response = await t.app.inject({ url: url(), headers });
    times.push(Number(process.hrtime.bigint() - began) / 1e6);
    if (response.statusCode !== 200) throw new Error(`${url()}: ${response.body.slice(0, 200)}`);
  }
  return { name, p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Every read measured in turn; the first is the reference the others are divided by. */
export async function measureReads(t: TestApp, reads: readonly ApiRead[], samples: number) {
  const results: ApiTime[] = [];
  for (const read of reads) results.push(await measure(t, read, samples));
  return results;
}

/** The table with its title and the load's line, printed and written to `out-{dialect}.md`. */
export async function writeReads(
  out: string,
  dialect: string,
  heading: readonly string[],
  results: readonly ApiTime[],
) {
  const reference = results[0].p95;
  const lines = [
    ...heading,
    '',
    '| operation | p50 ms | p95 ms | p95 ÷ reference |',
    '| --- | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${(r.p95 / reference).toFixed(1)} |`,
    ),
  ];
  console.log(lines.join('\n'));
  await writeFormatted(out.replace(/\.md$/, `-${dialect}.md`), lines.join('\n'));
}
