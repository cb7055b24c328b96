/**
 * `npx tsx bench/profile.ts FILE.cpuprofile [--top 25] [--from µs --to µs] [--cap µs]`: where a
 * V8 CPU profile (from `npm run bench -- --profile`, `bench/emissions.ts --profile`) spends its
 * busy time, by function (self time) and by area: a package in node_modules, one of our source
 * folders, Node's internals, or V8's own buckets (garbage collector, program); and our functions'
 * total time. Idle time is left out of the shares: only busy time counts.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  /** Set when the frame was mapped back from the bundle to its source file. */
  bundleLine?: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  /** Microseconds on the monotonic clock (process.hrtime's, any process on the machine). */
  startTime?: number;
}

/** Monotonic microseconds (process.hrtime's clock, the one V8 stamps profiles with). */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

export interface Share {
  name: string;
  ms: number;
  /** Of the busy time (all but idle). */
  share: number;
}

/** The area a frame belongs to: `pkg:fastify`, `server/rest`, `node:internal`, `(gc)`… */
export function areaOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return `pkg:${pkg[1]}`;
  if (url.startsWith('node:')) return 'node:internal';
  const ours = /\/(server|domain|bench|fixtures)\/(?:([^/]+)\/)?[^/]+$/.exec(url);
  if (ours) return ours[2] ? `${ours[1]}/${ours[2]}` : ours[1];
  return url;
}

/** A frame's short name: the function and its file from node_modules/ or our source folder on. */
function label(f: CallFrame): string {
  const file = f.url
    .replace(/^.*\/node_modules\//, '')
    .replace(/^.*?\/((?:server|domain|bench|fixtures)\/)/, '$1');
  const line = f.bundleLine ? ` (bundle:${f.bundleLine})` : `:${f.lineNumber + 1}`;
  return `${f.functionName || '(anonymous)'}${file ? ` ${file}${line}` : ''}`;
}

/**
 * The bench serves our app as one esbuild bundle (scripts/buildServer.ts), so a frame's url is
 * the bundle's. esbuild heads each module's code with a `// server/…/file.ts` line: a frame of
 * the bundle is given back the source file whose code it lies in (its line stays the bundle's).
 */
function unbundled(frames: CallFrame[]): (f: CallFrame) => CallFrame {
  const modules = new Map<string, { line: number; path: string }[] | null>();
  const headings = (url: string) => {
    if (!modules.has(url)) {
      const path = url.startsWith('file://') ? fileURLToPath(url) : url;
      const ok = url.endsWith('.mjs') && !url.includes('/node_modules/') && existsSync(path);
      modules.set(
        url,
        ok
          ? readFileSync(path, 'utf8')
              .split('\n')
              .flatMap((text, line) => {
                const m = /^\/\/ ((?:server|domain|bench|fixtures)\/\S+\.tsx?)$/.exec(text);
                return m ? [{ line, path: m[1] }] : [];
              })
          : null,
      );
    }
    return modules.get(url)!;
  };
  for (const f of frames) if (f.url) headings(f.url);
  return (f) => {
    const heads = f.url ? headings(f.url) : null;
    if (!heads?.length) return f;
    let head = heads[0];
    for (const h of heads) if (h.line <= f.lineNumber) head = h;
    return { ...f, url: `bundle:/${head.path}`, bundleLine: f.lineNumber + 1 };
  };
}

/**
 * Self time per function and per area, largest first, as shares of the busy time, and the total
 * time (self and callees) of each of our functions (server/, domain/): what a phase was busy
 * doing, not only where it ended. With a `window` (monotonicUs() readings), only the samples
 * taken within it (one phase of a bench). With `capUs`, no sample is charged more than that:
 * V8 samples the thread only while it runs, so on a shared machine a long gap before a sample
 * is mostly the process waiting for a core, not the sampled frame's work.
 */
export function summarize(
  profile: CpuProfile,
  window?: { fromUs: number; toUs: number },
  capUs = Infinity,
) {
  const source = unbundled(profile.nodes.map((n) => n.callFrame));
  const byId = new Map(profile.nodes.map((n) => [n.id, source(n.callFrame)]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const fn = new Map<string, number>();
  const area = new Map<string, number>();
  const total = new Map<string, number>();
  const add = (m: Map<string, number>, key: string, us: number) =>
    m.set(key, (m.get(key) ?? 0) + us);
  let busy = 0;
  let idle = 0;
  let at = profile.startTime ?? 0;
  profile.samples.forEach((id, i) => {
    // timeDeltas[i] is the time since the previous sample: charged to this sample's frame.
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (window && (at < window.fromUs || at > window.toUs)) return;
    const us = Math.min(delta, capUs);
    const frame = byId.get(id);
    if (!frame) return;
    if (frame.functionName === '(idle)') {
      idle += us;
      return;
    }
    busy += us;
    add(fn, label(frame), us);
    add(area, areaOf(frame), us);
    // Each of our functions on the sample's stack once (recursion counted once).
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const f = byId.get(node);
      if (f && /^(server|domain)\b/.test(areaOf(f))) seen.add(label(f));
    }
    for (const name of seen) add(total, name, us);
  });
  const rank = (m: Map<string, number>): Share[] =>
    [...m.entries()]
      .map(([name, us]) => ({ name, ms: us / 1000, share: busy ? us / busy : 0 }))
      .sort((a, b) => b.ms - a.ms);
  return {
    busyMs: busy / 1000,
    idleMs: idle / 1000,
    functions: rank(fn),
    areas: rank(area),
    ours: rank(total),
  };
}

/** A summary as text: busy and idle time, then the `top` areas, functions and our totals. */
export function summaryText(s: ReturnType<typeof summarize>, top: number): string {
  const line = (x: Share) =>
    `${(x.share * 100).toFixed(1).padStart(5)} %  ${x.ms.toFixed(0).padStart(7)} ms  ${x.name}`;
  return [
    `busy ${s.busyMs.toFixed(0)} ms, idle ${s.idleMs.toFixed(0)} ms`,
    '',
    '## by area (self time)',
    ...s.areas.slice(0, top).map(line),
    '',
    '## by function (self time)',
    ...s.functions.slice(0, top).map(line),
    '',
    '## our functions (total time: self and callees)',
    ...s.ours.slice(0, top).map(line),
    '',
  ].join('\n');
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      top: { type: 'string', default: '25' },
      // A window on the monotonic clock, in µs (a bench's phase marks, e.g. emissions' profile).
      from: { type: 'string' },
      to: { type: 'string' },
      // No sample charged more than this many µs (see summarize).
      cap: { type: 'string' },
    },
  });
  const top = Number(values.top);
  const window =
    values.from || values.to
      ? { fromUs: Number(values.from ?? 0), toUs: Number(values.to ?? Infinity) }
      : undefined;
  for (const file of positionals) {
    const cap = values.cap ? Number(values.cap) : Infinity;
    const s = summarize(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile, window, cap);
    process.stdout.write(`# ${file}\n${summaryText(s, top)}`);
  }
}

if (process.argv[1]?.endsWith('profile.ts')) main();

/**
 * The phases of one profiled run, each summarised from the app's profile(s) in `dir` (what
 * bench/serve-app.ts wrote on exit) into `dir/phases.md` (the windows into `phases.json`);
 * returns that text. Phases are windows
 * of monotonicUs() readings taken by the bench process. Samples are charged at most `capUs`
 * (summarize; the profiler's interval is 1 ms): the sums approach the app's CPU time rather
 * than the wall time it waited.
 */
export function writePhaseProfiles(
  dir: string,
  phases: Record<string, { fromUs: number; toUs: number }>,
  top = 20,
  capUs = 1500,
): string {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const text = files
    .flatMap((file) => {
      const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
      // Saved with its frames mapped back to our files: the bundle is gone after the run.
      const source = unbundled(profile.nodes.map((n) => n.callFrame));
      for (const node of profile.nodes) node.callFrame = source(node.callFrame);
      writeFileSync(join(dir, file), JSON.stringify(profile));
      return Object.entries(phases).map(
        ([name, window]) =>
          `# ${name} (${((window.toUs - window.fromUs) / 1e6).toFixed(1)} s), ${file}\n` +
          summaryText(summarize(profile, window, capUs), top),
      );
    })
    .join('\n');
  writeFileSync(join(dir, 'phases.md'), text);
  // The windows themselves, for `bench/profile.ts FILE --from … --to …` afterwards.
  writeFileSync(join(dir, 'phases.json'), JSON.stringify(phases, null, 2));
  return text;
}

/**
 * The app's event-loop stalls (serve-app.ts BENCH_LOOP_DIR, written on exit into `dir`) per
 * phase: the longest in wall time (what a request arriving then waited), how many passed 50 ms,
 * and the most CPU time one stall held (the app's own work, not its wait for a core).
 */
export function loopStalls(dir: string, phases: Record<string, { fromUs: number; toUs: number }>) {
  const stalls = readdirSync(dir)
    .filter((f) => /^loop\.\d+\.json$/.test(f))
    .flatMap((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as number[][]);
  return Object.fromEntries(
    Object.entries(phases).map(([name, { fromUs, toUs }]) => {
      const within = stalls.filter(([end]) => end >= fromUs && end <= toUs);
      const most = (i: number) => Math.round(Math.max(0, ...within.map((s) => s[i])));
      return [
        name,
        { longestMs: most(1), over50: within.filter((s) => s[1] > 50).length, mostCpuMs: most(2) },
      ];
    }),
  );
}
