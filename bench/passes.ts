/**
 * Runs one operation against several servers in interleaved passes: every target is warmed up,
 * then measured pass after pass, the order rotating each pass, so a burst of outside load on
 * this shared machine hits every target alike instead of skewing one ratio.
 */
import { DEMO_PASSWORD } from '../fixtures/users';
import {
  combine,
  isApp,
  measure,
  type Measurement,
  type Operation,
  type Target,
  type Workloads,
} from './load';
import { sampleRss } from './rss';
import type { Server } from './servers';

export interface PassOptions {
  connections: number;
  passes: number;
  /** Whole seconds per pass and target. */
  passSeconds: number;
  /** Seconds of unrecorded load per target before the passes (JIT, caches, page cache). */
  warmup: number;
}

export type Servers = Partial<Record<Target, Server>>;
export type Headers = Partial<Record<Target, Record<string, string>>>;

/** Requests per connection in each of json-server's passes (its warm-up: one each). */
const SLOW_REQUESTS = 2;

const log = (message: string) => process.stderr.write(`${message}\n`);

/** A bearer token for the demo administrator, as every request of our app carries one. */
export async function login(app: Pick<Server, 'url'>): Promise<Record<string, string>> {
  const response = await fetch(`${app.url}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'admin@demo.test',
      password: DEMO_PASSWORD,
      grant_type: 'password',
      client_id: '1',
    }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return {
    authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}`,
  };
}

export async function runOperation(
  op: Operation,
  targets: Target[],
  servers: Servers,
  headers: Headers,
  work: Workloads,
  options: PassOptions,
  label = '',
): Promise<Partial<Record<Target, Measurement>>> {
  const run = async (target: Target, seconds: number, measured: boolean) => {
    const server = servers[target]!;
    // Our app's memory is the aim; the references' is not.
    const rss = measured && isApp(target) ? sampleRss(server.pid) : undefined;
    const m = await measure({
      url: server.url,
      headers: headers[target] ?? {},
      connections: options.connections,
      duration: seconds,
      // json-server takes seconds per answer at 100k rows: in a pass of a few seconds most of
      // its 20 requests would still be in flight, uncounted. It gets a fixed number, timed.
      amount:
        target === 'json-server' ? (measured ? SLOW_REQUESTS : 1) * options.connections : undefined,
      status: op === 'notModified' ? 304 : undefined,
      next: () => work.probe(op, target),
    });
    return { ...m, rssMaxMb: rss?.stop() };
  };
  if (options.warmup > 0) for (const target of targets) await run(target, options.warmup, false);
  const samples = new Map<Target, Measurement[]>(targets.map((t) => [t, []]));
  for (let pass = 0; pass < options.passes; pass++) {
    const shift = pass % targets.length;
    for (const target of [...targets.slice(shift), ...targets.slice(0, shift)])
      samples.get(target)!.push(await run(target, options.passSeconds, true));
  }
  const row: Partial<Record<Target, Measurement>> = {};
  for (const target of targets) {
    const passes = samples.get(target)!;
    const m = (row[target] = combine(passes));
    const rss = passes.map((p) => p.rssMaxMb).filter((x): x is number => x !== undefined);
    if (rss.length) m.rssMaxMb = Math.max(...rss);
    const each = m.passes!.rps.map((r) => r.toFixed(0)).join('/');
    log(
      `${label}${op.padEnd(6)} ${target.padEnd(11)} ${m.rps.toFixed(0).padStart(6)} req/s (passes ${each})  ` +
        `p50 ${m.p50} ms  p99 ${m.p99} ms  errors ${m.errors}` +
        (m.rssMaxMb ? `  RSS max ${m.rssMaxMb.toFixed(0)} MB` : ''),
    );
  }
  return row;
}
