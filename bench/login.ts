/**
 * Login → home taken apart (bench/loginProbe.ts), several samples of one build:
 *
 *   npx tsx bench/login.ts --web-root dist [--samples 9] [--port 3478] [--trace trace.json]
 *
 * Prints each sample's figures, their medians, and the requests of the last sample in the
 * order they left, with when each left and ended (from the click). `--trace` writes a Chromium
 * trace of one more login (open it in DevTools' Performance panel).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { measureLogin, type LoginSample } from './loginProbe';
import { median } from './stats';
import { migratedAndSeeded } from './tiny';
import { untilHealthy } from './servers';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const EXECUTIVE = 'ejecutivo@demo.test';

const ms = (n: number) => String(Math.round(n)).padStart(5);

function report(samples: LoginSample[]) {
  for (const s of samples)
    console.log(
      `wall ${ms(s.wallMs)}  in page ${ms(s.inPageMs)}  token ${ms(s.tokenMs)}  work ${ms(s.taskMs)}  requests ${s.requests.length}`,
    );
  const med = (pick: (s: LoginSample) => number) => ms(median(samples.map(pick)));
  console.log(
    `median: wall ${med((s) => s.wallMs)}  in page ${med((s) => s.inPageMs)}  token ${med((s) => s.tokenMs)}  after the token ${med((s) => s.inPageMs - s.tokenMs)}  work ${med((s) => s.taskMs)}  (load average ${loadavg()[0].toFixed(1)})`,
  );
  const last = samples.at(-1)!;
  console.log(`requests of the last sample (home on screen at ${Math.round(last.inPageMs)} ms):`);
  for (const r of [...last.requests].sort((a, b) => a.startMs - b.startMs))
    console.log(`  ${ms(r.startMs)} → ${ms(r.endMs)}  ${r.kind.padEnd(14)} ${r.path}`);
}

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time per function and per file over the whole profile (the login page's own idle
 * moments are `(idle)`), and the busy time in 50 ms slices, to see where the main thread waited.
 */
function summarise(profile: CpuProfile, sample: LoginSample) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const files = new Map<string, number>();
  const slices = new Map<number, number>();
  let t = profile.startTime;
  const start = profile.startTime;
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    t += profile.timeDeltas[i];
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.split('/').pop() || frame.functionName;
    const name = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}`;
    self.set(name, (self.get(name) ?? 0) + dt);
    files.set(file, (files.get(file) ?? 0) + dt);
    if (frame.functionName !== '(idle)' && frame.functionName !== '(program)') {
      const slice = Math.floor((t - start) / 1000 / 50);
      slices.set(slice, (slices.get(slice) ?? 0) + dt);
    }
  });
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log(`profiled login: in page ${Math.round(sample.inPageMs)} ms`);
  console.log('self time by file:');
  for (const [k, v] of top(files, 15)) console.log(`  ${ms(v)} ${k}`);
  console.log('self time by function:');
  for (const [k, v] of top(self, 40)) console.log(`  ${ms(v)} ${k}`);
  console.log('busy ms per 50 ms slice from just before the click:');
  console.log(
    '  ' +
      [...slices]
        .sort((a, b) => a[0] - b[0])
        .map(([k, v]) => `${k * 50}:${Math.round(v)}`)
        .join(' '),
  );
}

async function main() {
  const { values: args } = parseArgs({
    options: {
      samples: { type: 'string', default: '9' },
      port: { type: 'string', default: '3478' },
      'web-root': { type: 'string' },
      trace: { type: 'string' },
      profile: { type: 'string' },
    },
  });
  const dir = mkdtempSync(join(tmpdir(), 'brokerdesk-login-'));
  const base = `http://127.0.0.1:${args.port}`;
  await migratedAndSeeded(`sqlite:${join(dir, 'bench.db')}`);
  const server = spawn('node', ['node_modules/tsx/dist/cli.mjs', 'scripts/serve.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: args.port,
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dir, 'bench.db')}`,
      LOG_LEVEL: 'warn',
      WEB_ROOT: args['web-root'] ?? join(root, 'dist'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--lang=en-US'],
  });
  try {
    await untilHealthy(base);
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    // One login first: the server's own first run of each path (JIT, statements) is not timed.
    await measureLogin(page, base, EXECUTIVE);
    const samples: LoginSample[] = [];
    for (let n = 0; n < Number(args.samples); n++)
      samples.push(await measureLogin(page, base, EXECUTIVE));
    report(samples);
    if (args.profile) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      const sample = await measureLogin(page, base, EXECUTIVE, () =>
        cdp.send('Profiler.start').then(() => undefined),
      );
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
      writeFileSync(args.profile, JSON.stringify(profile));
      summarise(profile, sample);
    }
    if (args.trace) {
      await browser.startTracing(page, { path: args.trace, screenshots: false });
      await measureLogin(page, base, EXECUTIVE);
      await browser.stopTracing();
    }
  } finally {
    await browser.close();
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
