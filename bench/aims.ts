/** The aims (issue 10 §3 and §4), each checked against one run's figures. */
import type { GrowthPoint } from './growth';
import type { Measurement, Target } from './load';
import type { Report } from './report';
import { pairedRatios, spread } from './stats';

export interface Aim {
  aim: string;
  measured: string;
  ok: boolean;
}

/** The list, by-id and create rates before this work (bench/results of 2026-11-22 04:21 UTC). */
export const BEFORE = {
  date: '2026-11-22 04:21 UTC',
  machine: '2 × AMD EPYC',
  rps: { list: 3127, byId: 10103, create: 2153 },
  ceilingShare: { list: 0.098, byId: 0.247 },
};

export const AIMS = {
  listOfCeiling: 0.33,
  listOfBefore: 2,
  byIdOfCeiling: 0.8,
  createOfJsonServer: 200,
  p99Ms: 15,
  rssMb: 200,
  millionListRps: 1000,
  millionListP99Ms: 50,
  initialJs: 1.1,
};

export const times = (r: number) =>
  Number.isNaN(r) ? '—' : r >= 10 ? `${r.toFixed(0)}×` : `${r.toFixed(2)}×`;
export const pct = (r: number) => (Number.isNaN(r) ? '—' : `${(r * 100).toFixed(1)} %`);
export const whole = (n: number) => Math.round(n).toLocaleString('en');

/** Median of the per-pass ratios a ÷ b, and their spread, as the aims table shows them. */
export function passRatio(a: Measurement, b: Measurement) {
  return spread(pairedRatios(a.passes?.rps ?? [a.rps], b.passes?.rps ?? [b.rps]));
}

const withSpread = (
  s: { median: number; min: number; max: number },
  show: (r: number) => string,
) =>
  s.min === s.max ? show(s.median) : `${show(s.median)} (passes ${show(s.min)} – ${show(s.max)})`;

export const dbName: Partial<Record<Target, string>> = { app: 'SQLite', 'app-pg': 'PostgreSQL' };

export function computeAims(report: Omit<Report, 'aims'>): Aim[] {
  const aims: Aim[] = [];
  const { http, growth, bundles } = report;
  for (const app of ['app', 'app-pg'] as const) {
    const db = dbName[app]!;
    const list = http?.list;
    if (list?.[app] && list.bare) {
      const r = passRatio(list[app], list.bare);
      aims.push({
        aim: `${db}: list ≥ ${AIMS.listOfCeiling * 100} % of the ceiling`,
        measured: withSpread(r, pct),
        ok: r.median >= AIMS.listOfCeiling,
      });
      // Before, run beside it, is the measure; the figure of 2026-11-22 only when it was not run.
      const sameRun = list.before ? passRatio(list[app], list.before) : undefined;
      const dated = spread(
        (list[app].passes?.rps ?? [list[app].rps]).map((x) => x / BEFORE.rps.list),
      );
      aims.push({
        aim: sameRun
          ? `${db}: list ≥ ${AIMS.listOfBefore}× before (${report.info.before}, same run)`
          : `${db}: list ≥ ${AIMS.listOfBefore}× before (${whole(BEFORE.rps.list)} req/s on ${BEFORE.date})`,
        measured: sameRun
          ? `${withSpread(sameRun, times)}; ${whole(list[app].rps)} req/s = ${times(dated.median)} the ${whole(BEFORE.rps.list)} of ${BEFORE.date}`
          : `${whole(list[app].rps)} req/s = ${withSpread(dated, times)}`,
        ok: (sameRun ?? dated).median >= AIMS.listOfBefore,
      });
    }
    const byId = http?.byId;
    if (byId?.[app] && byId.bare) {
      const r = passRatio(byId[app], byId.bare);
      aims.push({
        aim: `${db}: by id ≥ ${AIMS.byIdOfCeiling * 100} % of the ceiling`,
        measured: withSpread(r, pct),
        ok: r.median >= AIMS.byIdOfCeiling,
      });
    }
    // Issue 30 §2: a repeated list answered 304 (no query, no body), held to by id's aim.
    const again = http?.notModified;
    if (again?.[app] && again.bare) {
      const r = passRatio(again[app], again.bare);
      aims.push({
        aim: `${db}: list again (304) ≥ ${AIMS.byIdOfCeiling * 100} % of the ceiling's 304`,
        measured: withSpread(r, pct),
        ok: r.median >= AIMS.byIdOfCeiling,
      });
    }
    const create = http?.create;
    if (create?.[app] && create['json-server']) {
      const r = passRatio(create[app], create['json-server']);
      aims.push({
        aim: `${db}: create ≥ ${AIMS.createOfJsonServer}× json-server`,
        measured: withSpread(r, times),
        ok: r.median >= AIMS.createOfJsonServer,
      });
    }
    const p99s = (['list', 'byId', 'create'] as const)
      .map((op) => [op, http?.[op]?.[app]] as const)
      .filter((e): e is readonly [(typeof e)[0], Measurement] => e[1] !== undefined);
    if (p99s.length) {
      aims.push({
        aim: `${db}: p99 ≤ ${AIMS.p99Ms} ms each (list · by id · create)`,
        measured: p99s
          .map(
            ([op, m]) =>
              `${op === 'byId' ? 'by id' : op} ${m.p99} (passes ${Math.min(...m.passes!.p99)}–${Math.max(...m.passes!.p99)})`,
          )
          .join(' · '),
        ok: p99s.every(([, m]) => m.p99 <= AIMS.p99Ms),
      });
    }
    const rss = list?.[app]?.rssMaxMb;
    if (rss !== undefined)
      aims.push({
        aim: `${db}: API process RSS under list load ≤ ${AIMS.rssMb} MB`,
        measured: `${rss.toFixed(0)} MB (max of 100 ms samples)`,
        ok: rss <= AIMS.rssMb,
      });
    const million = millionPoint(growth)?.results.list?.[app];
    if (million) {
      const passes = million.passes?.rps ?? [million.rps];
      aims.push({
        aim: `${db}: 1M rows, list ≥ ${whole(AIMS.millionListRps)} req/s, p99 ≤ ${AIMS.millionListP99Ms} ms`,
        measured: `${whole(million.rps)} req/s (passes ${whole(Math.min(...passes))} – ${whole(Math.max(...passes))}), p99 ${million.p99} ms`,
        ok: million.rps >= AIMS.millionListRps && million.p99 <= AIMS.millionListP99Ms,
      });
    }
  }
  if (http) {
    const apps = Object.values(http).flatMap((row) => [row.app, row['app-pg']]);
    const grown = (growth ?? []).flatMap((g) =>
      Object.values(g.results).flatMap((r) => [r.app, r['app-pg']]),
    );
    const errors = [...apps, ...grown].reduce((sum, m) => sum + (m?.errors ?? 0), 0);
    aims.push({ aim: 'our app: no errors or non-2xx', measured: String(errors), ok: errors === 0 });
  }
  if (bundles) {
    const raw = bundles.app.raw / bundles.baseline.raw;
    const gzip = bundles.app.gzip / bundles.baseline.gzip;
    aims.push({
      aim: `initial JS (raw) ≤ ${AIMS.initialJs}× baseline`,
      measured: times(raw),
      ok: raw <= AIMS.initialJs,
    });
    aims.push({
      aim: `initial JS (gzip) ≤ ${AIMS.initialJs}× baseline`,
      measured: times(gzip),
      ok: gzip <= AIMS.initialJs,
    });
    const eager = bundles.eagerScreens;
    aims.push({
      aim: 'every screen beyond the shell lazy',
      measured: eager.length ? `eager: ${eager.join(', ')}` : 'no screen in the initial JS',
      ok: eager.length === 0,
    });
  }
  return aims;
}

/** The growth point the 1M aim is read from: the largest of at least a million rows. */
export function millionPoint(growth?: GrowthPoint[]): GrowthPoint | undefined {
  return [...(growth ?? [])].filter((g) => g.rows >= 1_000_000).sort((a, b) => b.rows - a.rows)[0];
}
