/**
 * What each target is asked, and the autocannon runs. The three targets answer the same
 * question in their own dialect: our app the ra-data-simple-rest query, json-server its
 * `_sort/_order/_start/_end` + field filter, the ceiling a constant page.
 */
import autocannon from 'autocannon';

export type Operation = 'list' | 'byId' | 'create';
export type Target = 'app' | 'json-server' | 'bare';
export const operations: Operation[] = ['list', 'byId', 'create'];
export const targets: Target[] = ['app', 'json-server', 'bare'];

export interface Probe {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

export interface Measurement {
  /** Completed requests ÷ elapsed seconds. */
  rps: number;
  /** Latency percentiles in ms (autocannon's whole-millisecond histogram). */
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
  requests: number;
  seconds: number;
  /** req/s of each round, when several runs were combined. */
  rounds?: number[];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Rounds of one target pooled: req/s over all their requests and seconds; latency percentiles
 * cannot be pooled from percentiles, so each is the median of the rounds'.
 */
export function combine(rounds: Measurement[]): Measurement {
  const requests = rounds.reduce((sum, m) => sum + m.requests, 0);
  const seconds = rounds.reduce((sum, m) => sum + m.seconds, 0);
  return {
    rps: requests / seconds,
    p50: median(rounds.map((m) => m.p50)),
    p99: median(rounds.map((m) => m.p99)),
    errors: rounds.reduce((sum, m) => sum + m.errors, 0),
    requests,
    seconds,
    rounds: rounds.map((m) => m.rps),
  };
}

export interface Workloads {
  /** `random` is only replaced to make the correctness check ask every target the same thing. */
  probe(operation: Operation, target: Target, random?: Random): Probe;
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
): Workloads {
  let created = 0; // shared by all connections and targets: no two creates ever send the same code
  return {
    probe(operation, target, random = Math.random) {
      if (operation === 'list') {
        const locality = pick(localityIds, random);
        if (target === 'app')
          return {
            method: 'GET',
            path: `${RESOURCE}?filter=${q({ locality_id: locality })}&range=${q([0, 24])}&sort=${q(['code', 'ASC'])}`,
          };
        if (target === 'json-server')
          return {
            method: 'GET',
            path: `/zipcodes?locality_id=${locality}&_sort=code&_order=asc&_start=0&_end=25`,
          };
        return { method: 'GET', path: '/rows' };
      }
      if (operation === 'byId') {
        const id = 1 + Math.floor(random() * rows);
        const base = target === 'app' ? RESOURCE : target === 'json-server' ? '/zipcodes' : '/rows';
        return { method: 'GET', path: `${base}/${id}` };
      }
      const body = JSON.stringify({
        locality_id: pick(localityIds, random),
        code: newCode(created++),
      });
      const path = target === 'app' ? RESOURCE : target === 'json-server' ? '/zipcodes' : '/rows';
      return { method: 'POST', path, body };
    },
  };
}

export interface RunOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
  next: () => Probe;
}

/** One autocannon run; every request is rebuilt by setupRequest so ids and bodies vary. */
export async function measure({
  url,
  headers,
  connections,
  duration,
  next,
}: RunOptions): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections,
    duration,
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
            headers: { ...headers, ...extra },
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    seconds: result.duration,
  };
}

/** One plain request, to prove a target answers the workload correctly before loading it. */
export async function fetchProbe(url: string, headers: Record<string, string>, probe: Probe) {
  const response = await fetch(`${url}${probe.path}`, {
    method: probe.method,
    body: probe.body,
    headers: { ...headers, ...(probe.body ? { 'content-type': 'application/json' } : {}) },
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as unknown,
  };
}
