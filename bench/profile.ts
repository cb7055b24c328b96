/**
 * `npx tsx bench/profile.ts FILE.cpuprofile [--top 25]`: where a V8 CPU profile (from
 * `npm run bench -- --profile`) spends its busy time, by function (self time) and by area: a
 * package in node_modules, one of our source folders, Node's internals, or V8's own buckets
 * (garbage collector, program). Idle time is left out of the shares: only busy time counts.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

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
  return `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`;
}

/** Self time per function and per area, largest first, as shares of the busy time. */
export function summarize(profile: CpuProfile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const fn = new Map<string, number>();
  const area = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  profile.samples.forEach((id, i) => {
    // timeDeltas[i] is the time since the previous sample: charged to this sample's frame.
    const us = profile.timeDeltas[i] ?? 0;
    const frame = byId.get(id);
    if (!frame) return;
    if (frame.functionName === '(idle)') {
      idle += us;
      return;
    }
    busy += us;
    fn.set(label(frame), (fn.get(label(frame)) ?? 0) + us);
    area.set(areaOf(frame), (area.get(areaOf(frame)) ?? 0) + us);
  });
  const rank = (m: Map<string, number>): Share[] =>
    [...m.entries()]
      .map(([name, us]) => ({ name, ms: us / 1000, share: busy ? us / busy : 0 }))
      .sort((a, b) => b.ms - a.ms);
  return { busyMs: busy / 1000, idleMs: idle / 1000, functions: rank(fn), areas: rank(area) };
}

function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '25' } },
  });
  const top = Number(values.top);
  for (const file of positionals) {
    const s = summarize(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile);
    const line = (x: Share) =>
      `${(x.share * 100).toFixed(1).padStart(5)} %  ${x.ms.toFixed(0).padStart(7)} ms  ${x.name}`;
    process.stdout.write(
      [
        `# ${file}`,
        `busy ${s.busyMs.toFixed(0)} ms, idle ${s.idleMs.toFixed(0)} ms`,
        '',
        '## by area (self time)',
        ...s.areas.slice(0, top).map(line),
        '',
        '## by function (self time)',
        ...s.functions.slice(0, top).map(line),
        '',
      ].join('\n'),
    );
  }
}

if (process.argv[1]?.endsWith('profile.ts')) main();
