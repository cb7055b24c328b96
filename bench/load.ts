/**
 * What each target is asked, and the autocannon runs. The targets answer the same question in
 * their own dialect: our app (on SQLite or PostgreSQL) the ra-data-simple-rest query,
 * json-server its `_sort/_order/_start/_end` + field filter, the ceiling a constant page.
 */
import autocannon from 'autocannon';
import { median } from './stats';
import { tiny } from './tiny';

/** `notModified`: the list asked again with the validator of its last answer (a 304). */
export type Operation = 'list' | 'byId' | 'notModified' | 'create';
/** `before`: the app at an earlier commit, on SQLite (bench/before.ts). */
export type Target = 'app' | 'app-pg' | 'before' | 'json-server' | 'bare';
export const operations: Operation[] = ['list', 'byId', 'notModified', 'create'];
/** The targets that answer revalidation: json-server and the app before issue 30 do not. */
export const revalidates = (target: Target) =>
  target === 'app' || target === 'app-pg' || target === 'bare';
/** The validator the ceiling answers 304 to (serve-bare.ts). */
export const BARE_ETAG = 'W/"bare"';
export const isApp = (target: Target) =>
  target === 'app' || target === 'app-pg' || target === 'before';

export interface Probe {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface Measurement {
  /** Completed requests ÷ elapsed seconds (with several passes: the median pass's). */
  rps: number;
  /** Latency percentiles in ms (autocannon's whole-millisecond histogram). */
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers of another status than expected (2xx; 304). */
  errors: number;
  requests: number;
  seconds: number;
  /** req/s and p99 of each pass, when several passes were combined. */
  passes?: { rps: number[]; p99: number[] };
  /** Largest resident set size of the server process seen during the passes, in MB. */
  rssMaxMb?: number;
}

/**
 * Passes of one target: each figure is the median of the passes' (latency percentiles cannot
 * be pooled from percentiles anyway); errors and requests are summed.
 */
export function combine(passes: Measurement[]): Measurement {
  return {
    rps: median(passes.map((m) => m.rps)),
    p50: median(passes.map((m) => m.p50)),
    p99: median(passes.map((m) => m.p99)),
    errors: passes.reduce((sum, m) => sum + m.errors, 0),
    requests: passes.reduce((sum, m) => sum + m.requests, 0),
    seconds: passes.reduce((sum, m) => sum + m.seconds, 0),
    passes: { rps: passes.map((m) => m.rps), p99: passes.map((m) => m.p99) },
  };
}

export interface Workloads {
  /** `random` is only replaced to make the correctness check ask every target the same thing. */
  probe(operation: Operation, target: Target, random?: Random): Probe;
  /** Reads every list `notModified` asks for once, keeping each answer's ETag. */
  prime(target: Target, url: string, headers: Record<string, string>): Promise<void>;
}

const RESOURCE = '/api/v1/admin/locations/zipcode';
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
type Random = () => number;
const pick = <T>(list: T[], random: Random) => list[Math.floor(random() * list.length)];

/**
 * List: one locality's zipcodes sorted by code, first page of 25, with the total count.
 * By id: a uniformly random existing row. Create: a body that is new on every call.
 */
export function workloads(
  rows: number,
  localityIds: number[],
  newCode: (n: number) => string,
  /** A target whose rows cite their localities by other ids (`before`, seeded by another commit). */
  localityOf: (target: Target, locality: number) => number = (_, locality) => locality,
): Workloads {
  let created = 0; // shared by all connections and targets: no two creates ever send the same code
  const listPath = (locality: number) =>
    `${RESOURCE}?filter=${q({ locality_id: locality })}&range=${q([0, 24])}&sort=${q(['code', 'ASC'])}`;
  /** Each target's ETag of each locality's list (one per user and query, readValidators.ts). */
  const etags = new Map<Target, Map<number, string>>();
  return {
    async prime(target, url, headers) {
      if (target === 'bare' || !revalidates(target)) return;
      const known = new Map<number, string>();
      for (const locality of localityIds) {
        const response = await fetch(`${url}${listPath(localityOf(target, locality))}`, {
          headers,
        });
        await response.arrayBuffer();
        const etag = response.headers.get('etag');
        if (!response.ok || !etag) throw new Error(`${target}: list without an ETag`);
        known.set(locality, etag);
      }
      etags.set(target, known);
    },
    probe(operation, target, random = Math.random) {
      if (operation === 'notModified') {
        if (target === 'bare')
          return { method: 'GET', path: '/rows', headers: { 'if-none-match': BARE_ETAG } };
        const locality = pick(localityIds, random);
        const etag = etags.get(target)?.get(locality);
        if (!etag) throw new Error(`${target}: not primed for the 304 workload`);
        const path = listPath(localityOf(target, locality));
        return { method: 'GET', path, headers: { 'if-none-match': etag } };
      }
      if (operation === 'list') {
        const locality = pick(localityIds, random);
        if (isApp(target)) return { method: 'GET', path: listPath(localityOf(target, locality)) };
        if (target === 'json-server')
          return {
            method: 'GET',
            path: `/zipcodes?locality_id=${locality}&_sort=code&_order=asc&_start=0&_end=25`,
          };
        return { method: 'GET', path: '/rows' };
      }
      if (operation === 'byId') {
        const id = 1 + Math.floor(random() * rows);
        const base = isApp(target) ? RESOURCE : target === 'json-server' ? '/zipcodes' : '/rows';
        return { method: 'GET', path: `${base}/${id}` };
      }
      const body = JSON.stringify({
        locality_id: localityOf(target, pick(localityIds, random)),
        code: newCode(created++),
      });
      const path = isApp(target) ? RESOURCE : target === 'json-server' ? '/zipcodes' : '/rows';
      return { method: 'POST', path, body };
    },
  };
}

export interface RunOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
  /** A fixed number of requests instead of `duration` (for a server slower than a pass). */
  amount?: number;
  /** The status every answer must have (any 2xx when not given). */
  status?: number;
  next: () => Probe;
}

/** Requests per pass of a tiny run (bench/tiny.ts), however fast the server answers. */
const TINY_REQUESTS = 40;

/** One autocannon run; every request is rebuilt by setupRequest so ids and bodies vary. */
export async function measure({
  url,
  headers,
  connections,
  duration,
  amount,
  status,
  next,
}: RunOptions): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration }),
    // A tiny run proves each request is answered, not how many a second: a few suffice.
    ...(tiny && !amount ? { maxOverallRequests: TINY_REQUESTS } : {}),
    timeout: 30, // json-server answers in seconds under load: measure it rather than cut it off
    requests: [
      {
        setupRequest: (request) => {
          const probe = next();
          const extra: Record<string, string> = probe.body
            ? { 'content-type': 'application/json' }
            : {};
          return {
            ...request,
            method: probe.method,
            path: probe.path,
            body: probe.body,
            headers: { ...headers, ...extra, ...probe.headers },
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors:
      result.errors +
      (status === undefined
        ? result.non2xx
        : result.requests.total - (result.statusCodeStats[status]?.count ?? 0)),
    requests: result.requests.total,
    seconds: result.duration,
  };
}

/** One plain request, to prove a target answers the workload correctly before loading it. */
export async function fetchProbe(url: string, headers: Record<string, string>, probe: Probe) {
  const response = await fetch(`${url}${probe.path}`, {
    method: probe.method,
    body: probe.body,
    headers: {
      ...headers,
      ...(probe.body ? { 'content-type': 'application/json' } : {}),
      ...probe.headers,
    },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as unknown,
  };
}
