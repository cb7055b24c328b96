/** Turns one run's measurements into tables of ratios and the aims, as Markdown and JSON. */
import { dbName, passRatio, times, pct, whole, type Aim } from './aims';
import type { BundleFigures } from './bundle';
import { browserTable, type BrowserFigures } from './browserReport';
import type { Layout } from './data';
import type { GrowthPoint } from './growth';
import type { Measurement, Operation, Target } from './load';
import type { DatabaseKind } from './sideBySide';

export type HttpResults = Partial<Record<Operation, Partial<Record<Target, Measurement>>>>;

export interface RunInfo {
  date: string;
  node: string;
  cpu: string;
  cores: number;
  rows: number;
  localities: number;
  layout: Layout;
  connections: number;
  passes: number;
  /** Measured seconds per pass, target and operation. */
  passSeconds: number;
  warmup: number;
  databases: DatabaseKind[];
  /** The commit measured as `before` in the same run, if any. */
  before?: string;
  /** 1-minute load average when the HTTP runs began and ended: other work on the machine is noise. */
  load?: { start: number; end: number };
  /** Minutes the whole run took. */
  minutes?: number;
}

export interface Report {
  info: RunInfo;
  http?: HttpResults;
  /** Seconds the bulk load of the main data set took, per database. */
  loadSeconds?: Partial<Record<DatabaseKind, number>>;
  growth?: GrowthPoint[];
  bundles?: { app: BundleFigures; baseline: BundleFigures; eagerScreens: string[] };
  /** The product beside a plain react-admin app in Chromium (bench/browser.ts). */
  browser?: BrowserFigures;
  aims: Aim[];
}

const labels: Record<Operation, string> = {
  list: 'list (filter+sort+range+count)',
  byId: 'get by id',
  notModified: 'list again (If-None-Match → 304)',
  create: 'create',
};
const names = (info: RunInfo): Record<Target, string> => ({
  app: 'our app, SQLite',
  'app-pg': 'our app, PostgreSQL',
  before: `our app before (${info.before}), SQLite`,
  'json-server': 'json-server 0.17',
  bare: 'ceiling (bare Fastify)',
});
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const mb = (m?: Measurement) => (m?.rssMaxMb === undefined ? '' : m.rssMaxMb.toFixed(0));
const mark = (ok: boolean) => (ok ? '✓' : '✗');

function httpTable(http: HttpResults, info: RunInfo): string[] {
  const lines = [
    '| operation | server | req/s | passes | p50 ms | p99 ms | errors | ÷ ceiling | ÷ json-server | RSS max MB |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const op of Object.keys(labels) as Operation[]) {
    const row = http[op];
    if (!row) continue;
    for (const [target, name] of Object.entries(names(info)) as [Target, string][]) {
      const m = row[target];
      if (!m) continue;
      const passes = (m.passes?.rps ?? [m.rps]).map(whole).join(' / ');
      const ofBare = row.bare ? pct(passRatio(m, row.bare).median) : '—';
      const json = row['json-server'];
      const ofJson = json ? times(passRatio(m, json).median) : '—';
      lines.push(
        `| ${labels[op]} | ${name} | ${whole(m.rps)} | ${passes} | ${m.p50} | ${m.p99} | ${m.errors} | ${ofBare} | ${ofJson} | ${mb(m)} |`,
      );
    }
  }
  return lines;
}

/** The growth table: the main run's size joined with the growth sizes, ordered by rows. */
function growthTable(report: Report, localities: number): string[] {
  const points: GrowthPoint[] = [...(report.growth ?? [])];
  if (report.http?.list)
    points.push({
      rows: report.info.rows,
      loadSeconds: report.loadSeconds ?? {},
      results: { list: report.http.list, byId: report.http.byId },
    });
  points.sort((a, b) => a.rows - b.rows);
  const lines = [
    '| rows | rows per locality | database | bulk load s | list req/s | list p50 / p99 ms | by id req/s | by id p99 ms | RSS max MB |',
    '|--:|--:|---|--:|--:|--:|--:|--:|--:|',
  ];
  for (const point of points)
    for (const app of ['app', 'app-pg'] as const) {
      const list = point.results.list?.[app];
      if (!list) continue;
      const byId = point.results.byId?.[app];
      const kind = app === 'app' ? 'sqlite' : 'postgres';
      const load = point.loadSeconds[kind];
      lines.push(
        `| ${whole(point.rows)} | ${whole(point.rows / localities)} | ${dbName[app]} | ${load === undefined ? '' : load.toFixed(1)} | ` +
          `${whole(list.rps)} | ${list.p50} / ${list.p99} | ${byId ? whole(byId.rps) : ''} | ${byId?.p99 ?? ''} | ${mb(list)} |`,
      );
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
    `| **ratio** | **${times(app.raw / baseline.raw)}** | **${times(app.gzip / baseline.gzip)}** | | | |`,
  ];
}

export function toMarkdown(report: Report): string {
  const { info } = report;
  const out = [
    `## Results of ${info.date}`,
    '',
    `Machine: ${info.cores} × ${info.cpu}, Node ${info.node}.` +
      (report.http
        ? ` ${whole(info.rows)} zipcodes over ${info.localities} localities (${info.layout}); autocannon ` +
          `${info.connections} connections; per operation each server warmed up ${info.warmup} s, then ` +
          `${info.passes} interleaved passes of ${info.passSeconds} s; each server alone in its own process. ` +
          'req/s, p50 and p99 are the median pass; ÷ ceiling and ÷ json-server the median of the per-pass ratios.'
        : '') +
      (info.load
        ? ` 1-minute load average ${info.load.start.toFixed(2)} at the start of the HTTP runs, ${info.load.end.toFixed(2)} at the end.`
        : '') +
      (info.minutes ? ` The run took ${info.minutes.toFixed(1)} minutes.` : ''),
    '',
  ];
  if (report.http) out.push(...httpTable(report.http, info), '');
  if (report.growth?.length) out.push(...growthTable(report, info.localities), '');
  if (report.bundles) out.push(...bundleTable(report.bundles), '');
  if (report.browser) out.push(...browserTable(report.browser), '');
  out.push(
    '| aim | measured | |',
    '|---|---|:-:|',
    ...report.aims.map((a) => `| ${a.aim} | ${a.measured} | ${mark(a.ok)} |`),
  );
  return `${out.join('\n')}\n`;
}
