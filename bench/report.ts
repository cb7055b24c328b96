/** Turns one run's measurements into ratios against the aims, as Markdown and JSON. */
import type { BundleFigures } from './bundle';
import type { Layout } from './data';
import type { Measurement, Operation, Target } from './load';

export type HttpResults = Partial<Record<Operation, Record<Target, Measurement>>>;

export interface RunInfo {
  date: string;
  node: string;
  cpu: string;
  cores: number;
  rows: number;
  localities: number;
  layout: Layout;
  connections: number;
  /** Measured seconds per target and operation, split into `rounds` interleaved slices. */
  duration: number;
  rounds: number;
  warmup: number;
  /** 1-minute load average when the HTTP runs began and ended: other work on the machine is noise. */
  load?: { start: number; end: number };
}

export interface Aim {
  aim: string;
  measured: string;
  ok: boolean;
}

export interface Report {
  info: RunInfo;
  http?: HttpResults;
  bundles?: { app: BundleFigures; baseline: BundleFigures; eagerScreens: string[] };
  aims: Aim[];
}

const labels: Record<Operation, string> = {
  list: 'list (filter+sort+range+count)',
  byId: 'get by id',
  create: 'create',
};
const names: Record<Target, string> = {
  app: 'our app',
  'json-server': 'json-server 0.17',
  bare: 'ceiling (bare Fastify)',
};

const ratio = (a: number, b: number) => (b > 0 && Number.isFinite(a / b) ? a / b : NaN);
const times = (r: number) =>
  Number.isNaN(r) ? '—' : r >= 10 ? `${r.toFixed(0)}×` : `${r.toFixed(2)}×`;
const pct = (r: number) => `${(r * 100).toFixed(1)} %`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

export function computeAims(http?: HttpResults, bundles?: Report['bundles']): Aim[] {
  const aims: Aim[] = [];
  if (http) {
    // Pooled ratio, with the spread of the per-round ratios to show how much noise there was.
    const rpsAim = (
      aim: string,
      a: Measurement,
      b: Measurement,
      show: (r: number) => string,
      ok: (r: number) => boolean,
    ) => {
      const r = ratio(a.rps, b.rps);
      const each = (a.rounds ?? [])
        .map((x, i) => ratio(x, b.rounds?.[i] ?? NaN))
        .filter((x) => !Number.isNaN(x));
      const spread =
        each.length > 1 ? ` (rounds ${show(Math.min(...each))} – ${show(Math.max(...each))})` : '';
      aims.push({ aim, measured: `${show(r)}${spread}`, ok: ok(r) });
    };
    if (http.list) {
      rpsAim(
        'list req/s ≥ 100× json-server',
        http.list.app,
        http.list['json-server'],
        times,
        (r) => r >= 100,
      );
      rpsAim(
        'list req/s ≥ 20 % of the ceiling',
        http.list.app,
        http.list.bare,
        pct,
        (r) => r >= 0.2,
      );
    }
    if (http.byId) {
      rpsAim(
        'by-id req/s ≥ 50 % of the ceiling',
        http.byId.app,
        http.byId.bare,
        pct,
        (r) => r >= 0.5,
      );
    }
    const errors = Object.values(http).reduce((sum, row) => sum + row.app.errors, 0);
    aims.push({ aim: 'our app: no errors or non-2xx', measured: String(errors), ok: errors === 0 });
  }
  if (bundles) {
    const raw = ratio(bundles.app.raw, bundles.baseline.raw);
    const gzip = ratio(bundles.app.gzip, bundles.baseline.gzip);
    aims.push({ aim: 'initial JS (raw) ≤ 1.1× baseline', measured: times(raw), ok: raw <= 1.1 });
    aims.push({ aim: 'initial JS (gzip) ≤ 1.1× baseline', measured: times(gzip), ok: gzip <= 1.1 });
    const eager = bundles.eagerScreens;
    aims.push({
      aim: 'every screen beyond the shell lazy',
      measured: eager.length ? `eager: ${eager.join(', ')}` : 'no screen in the initial JS',
      ok: eager.length === 0,
    });
  }
  return aims;
}

function httpTable(http: HttpResults): string[] {
  const lines = [
    '| operation | server | req/s | p50 ms | p99 ms | errors | app req/s ÷ this | app p50 ÷ this | app p99 ÷ this |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const op of Object.keys(labels) as Operation[]) {
    const row = http[op];
    if (!row) continue;
    for (const target of Object.keys(names) as Target[]) {
      const [app, m] = [row.app, row[target]];
      lines.push(
        `| ${labels[op]} | ${names[target]} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${m.errors} | ` +
          `${times(ratio(app.rps, m.rps))} | ${times(ratio(app.p50, m.p50))} | ${times(ratio(app.p99, m.p99))} |`,
      );
    }
  }
  return lines;
}

function bundleTable({ app, baseline }: NonNullable<Report['bundles']>): string[] {
  const row = (b: BundleFigures) =>
    `| ${b.name} | ${kb(b.raw)} | ${kb(b.gzip)} | ${b.files.length} | ${b.lazyChunks} (${kb(b.lazyRaw)}) | ${b.graphMatchesHtml ? 'yes' : 'NO'} |`;
  return [
    '| front end | initial JS raw | initial JS gzip | initial files | lazy chunks (raw) | HTML = static graph |',
    '|---|--:|--:|--:|--:|:-:|',
    row(app),
    row(baseline),
    `| **ratio** | **${times(ratio(app.raw, baseline.raw))}** | **${times(ratio(app.gzip, baseline.gzip))}** | | | |`,
  ];
}

export function toMarkdown(report: Report): string {
  const { info } = report;
  const out = [
    `## Results of ${info.date}`,
    '',
    `Machine: ${info.cores} × ${info.cpu}, Node ${info.node}.` +
      (report.http
        ? ` ${info.rows.toLocaleString('en')} zipcodes over ${info.localities} localities (${info.layout}); autocannon ` +
          `${info.connections} connections, ${info.duration} s per server and operation in ${info.rounds} ` +
          `interleaved rounds after ${info.warmup} s of warm-up, each server alone in its own process.`
        : '') +
      (info.load
        ? ` 1-minute load average ${info.load.start.toFixed(2)} at the start, ${info.load.end.toFixed(2)} at the end.`
        : ''),
    '',
  ];
  if (report.http) out.push(...httpTable(report.http), '');
  if (report.bundles) out.push(...bundleTable(report.bundles), '');
  out.push(
    '| aim | measured | |',
    '|---|---|:-:|',
    ...report.aims.map((a) => `| ${a.aim} | ${a.measured} | ${mark(a.ok)} |`),
  );
  return `${out.join('\n')}\n`;
}
