/**
 * `npm run bench:emissions` (issue 31 §4): 100 contract requests sent to their simulated
 * insurers at once («Emitir»), on our app (SQLite) in a child process, latencies scaled as the
 * quotes' bench scales them. Other requests (the contract requests list, 4 parallel loops) are
 * timed idle, then while the insurers answer; p50 and p99 side by side and their ratio (the
 * aim: p99 ≤ 2× idle), the loaded ones also split at the moment the last «Emitir» was
 * answered (before: the commands themselves; after: only the insurers' answers, each writing
 * its policy). Also the «Emitir» command itself, the time until every request had its
 * insurer's answer and the machine's load average. Writes bench/results/emissions.md (keeping
 * its hand-written «## Runs» section) and emissions.json.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { optionByCode } from '../domain/engine/defineEnum';
import { contractRequest } from '../domain/entities/contractRequests';
import { user } from '../domain/entities/auth';
import { paymentTypes } from '../domain/enums/catalogues';
import { contractRequestStatus } from '../domain/enums/statuses';
import { emissionFlow, proposedEmission } from '../domain/contracts/emissionFlow';
import { needsInspection, needsLetter } from '../domain/contracts/emissionRequirements';
import { openDatabase } from '../server/db/database';
import { writeFlowRecord } from '../server/flows/draftStore';
import { startApp } from './servers';
import { cpuMs } from './rss';
import { apiSession } from './apiSession';
import { migratedAndSeeded, resultsDir, sized } from './tiny';
import { writeFormatted } from './write';
import { ms, percentile, probeWhile } from './stats';
import { loopStalls, monotonicUs, writePhaseProfiles } from './profile';

const REQUESTS = sized(100, 2);
const PROBE_LOOPS = sized(4, 1);
const IDLE_MS = sized(4000, 300);
const PENDING = optionByCode(contractRequestStatus, 'pending').id;
const IN_FLIGHT = ['pending_emit', 'pending_cia'].map(
  (code) => optionByCode(contractRequestStatus, code).id,
);
const cpus = availableParallelism();
const log = (message: string) => process.stderr.write(`${message}\n`);
const stats = (values: number[]) => ({
  n: values.length,
  p50: ms(percentile(values, 50)),
  p99: ms(percentile(values, 99)),
});

/**
 * REQUESTS copies of a demo request, the demo subscriber's, each with its wizard's steps stored
 * (the client proposed, the risk's plate, paid at Pago Fácil: no card for the bench to seal).
 */
async function prepare(url: string): Promise<string[]> {
  await migratedAndSeeded(url);
  const database = openDatabase(url);
  const subscriber = await database.db
    .selectFrom(user.table)
    .select('id')
    .where('email', '=', 'suscriptor@demo.test')
    .executeTakeFirstOrThrow();
  // Of a branch operations reviews nothing of (no inspection, no ART letter): the bench times
  // the insurers' answers, not the review.
  const model = (
    await database.db
      .selectFrom(contractRequest.table)
      .selectAll()
      .where('status', '=', PENDING)
      .execute()
  ).find((row) => !needsInspection(Number(row.branch_id)) && !needsLetter(Number(row.branch_id)));
  if (!model) throw new Error('No pending demo request without an inspection or a letter');
  const ids: string[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const id = randomUUID();
    ids.push(id);
    const row = {
      ...model,
      id,
      subscriber_id: subscriber.id,
      title: `${String(model.title)} ${i}`,
    };
    await database.db.insertInto(contractRequest.table).values(row).execute();
    const proposed = proposedEmission(row);
    const items = (proposed.object.items as Record<string, unknown>[]).map((item) => ({
      ...item,
      identifier: `AB ${String(100 + i)} CD`,
    }));
    await writeFlowRecord(database, {
      flow: emissionFlow.name,
      recordId: id,
      organizationId: Number(model.organization_id),
      branchId: Number(model.branch_id),
      values: {
        person: proposed.person,
        object: { items },
        payment_method: { payment_type: optionByCode(paymentTypes, 'pago_facil').id },
      },
      lookupKey: null,
    });
  }
  await database.close();
  return ids;
}

async function main() {
  // --profile: the app writes a V8 CPU profile, summarised per phase (idle list, «Emitir»
  // commands, insurers' answers) into a folder of its own; the figures suffer, so
  // bench/results/ is left alone.
  const { values: flags } = parseArgs({
    options: { profile: { type: 'boolean', default: false } },
  });
  const profileDir = flags.profile
    ? mkdtempSync(join(tmpdir(), 'brokerdesk-bench-emissions-profile-'))
    : undefined;
  const dir = mkdtempSync(join(tmpdir(), 'brokerdesk-bench-emissions-'));
  const url = `sqlite:${join(dir, 'bench.db')}`;
  const ids = await prepare(url);
  process.env.QUOTE_LATENCY_SCALE = sized('0.5', '0.02');
  // The event loop's stalls stay beside the profile, to be read against it.
  const loopDir = profileDir ?? dir;
  const app = await startApp(url, profileDir, loopDir);
  const marks: Record<string, number> = {};
  try {
    const { call } = await apiSession(app.url, 'suscriptor@demo.test');

    /** The contract requests list, timed in PROBE_LOOPS loops until `until` resolves. */
    const probe = (until: Promise<unknown>, starts?: number[]) =>
      probeWhile(
        until,
        PROBE_LOOPS,
        () => call('GET', 'contract_request?range=[0,24]').then((r) => r.arrayBuffer()),
        starts,
      );
    /** Whether every request has its insurer's answer (or its service failure). */
    async function allAnswered() {
      for (const id of ids) {
        const request = (await (await call('GET', `contract_request/${id}`)).json()) as {
          status: number;
          substatus: number | null;
        };
        if (IN_FLIGHT.includes(request.status)) return false;
        if (request.status === PENDING && request.substatus === null) return false;
      }
      return true;
    }

    const loadBefore = loadavg()[0];
    const cpu = () => cpuMs(app.pid) ?? NaN;
    log('idle list…');
    const idleCpu = cpu();
    marks.idle = monotonicUs();
    const idleStart = performance.now();
    const idle = await probe(new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
    const idleCpuRate = (cpu() - idleCpu) / (performance.now() - idleStart);
    log(`${REQUESTS} emissions…`);
    const commands: number[] = [];
    const refused: number[] = [];
    const started = performance.now();
    marks.commands = monotonicUs();
    let lastCommand = started;
    const cpuStarted = cpu();
    let cpuCommands = cpuStarted;
    const sent = Promise.all(
      ids.map(async (id) => {
        const start = performance.now();
        const answer = await call('POST', `contract_request/${id}/emit`, {});
        commands.push(performance.now() - start);
        lastCommand = Math.max(lastCommand, performance.now());
        marks.lastCommand = monotonicUs();
        cpuCommands = cpu();
        if (answer.status !== 200) refused.push(answer.status);
      }),
    ).then(async () => {
      const deadline = Date.now() + 120_000;
      while (!(await allAnswered()) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
    });
    const starts: number[] = [];
    const loaded = await probe(sent, starts);
    const answeredMs = Math.round(performance.now() - started);
    marks.answered = monotonicUs();
    const cpuAnswers = cpu() - cpuCommands;
    if (refused.length) throw new Error(`«Emitir» refused: ${refused.join(', ')}`);
    // Stopped now: it writes its event loop's stalls (and profile) on the way out.
    await app.stop();
    const phases = {
      idle: { fromUs: marks.idle, toUs: marks.commands },
      commands: { fromUs: marks.commands, toUs: marks.lastCommand },
      answers: { fromUs: marks.lastCommand, toUs: marks.answered },
    };
    const stalls = loopStalls(loopDir, phases);

    const during = loaded.filter((_, i) => starts[i] < lastCommand);
    const after = loaded.filter((_, i) => starts[i] >= lastCommand);
    const result = {
      requests: REQUESTS,
      answeredMs,
      commandsMs: Math.round(lastCommand - started),
      emitCommand: stats(commands),
      list: {
        idle: stats(idle),
        loaded: stats(loaded),
        duringCommands: stats(during),
        duringAnswers: stats(after),
      },
      loadAverage: { before: loadBefore, after: loadavg()[0] },
      // The server's own CPU time (/proc), what the machine's load does not inflate much: the
      // probes' share at the idle rate, then each phase's whole.
      serverCpuMs: {
        idlePerSecond: Math.round(idleCpuRate * 1000),
        commands: Math.round(cpuCommands - cpuStarted),
        answers: Math.round(cpuAnswers),
      },
      // The longest the app's event loop went between two turns, per phase (ms).
      loopStalls: stalls,
    };
    const ratio = result.list.loaded.p99 / result.list.idle.p99;
    const md = `# Emission under load (\`npm run bench:emissions\`)

${REQUESTS} contract requests sent to their simulated insurers at once («Emitir»), our app on SQLite in a child process.

| measure | p50 (ms) | p99 (ms) |
| --- | --- | --- |
| contract requests list, idle (${result.list.idle.n} requests) | ${result.list.idle.p50} | ${result.list.idle.p99} |
| contract requests list, while emitting (${result.list.loaded.n} requests) | ${result.list.loaded.p50} | ${result.list.loaded.p99} |
| … of which while the «Emitir» commands ran (${result.list.duringCommands.n}) | ${result.list.duringCommands.p50} | ${result.list.duringCommands.p99} |
| … of which after, while the insurers answered (${result.list.duringAnswers.n}) | ${result.list.duringAnswers.p50} | ${result.list.duringAnswers.p99} |
| «Emitir» command (checks the steps, starts the insurer's call) | ${result.emitCommand.p50} | ${result.emitCommand.p99} |

List p99 while emitting ÷ idle: **${ratio.toFixed(2)}×** (aim ≤ 2×). The last «Emitir» command was answered ${Math.round(result.commandsMs / 100) / 10} s after the first was sent, and every request had its insurer's answer ${Math.round(answeredMs / 100) / 10} s after the first. Load average (1 min, ${cpus} cores) ${loadBefore.toFixed(2)} before, ${result.loadAverage.after.toFixed(2)} after. The server's CPU time: ${result.serverCpuMs.idlePerSecond} ms a second for the idle list alone, ${result.serverCpuMs.commands} ms while the «Emitir» commands ran, ${result.serverCpuMs.answers} ms while the insurers answered (the list's and the bench's own polling included). The longest the server's event loop went without a turn (a request arriving meanwhile waits it out; the most CPU time one such turn used in brackets, the rest being the wait for a core): ${stalls.idle.longestMs} ms idle (${stalls.idle.mostCpuMs}), ${stalls.commands.longestMs} ms while the «Emitir» commands ran (${stalls.commands.mostCpuMs}; ${stalls.commands.over50} turns over 50 ms), ${stalls.answers.longestMs} ms while the insurers answered (${stalls.answers.mostCpuMs}; ${stalls.answers.over50} over 50 ms).
`;
    if (!profileDir) {
      const file = join(resultsDir, 'emissions.md');
      // The runs compared by hand stay below the latest run's figures.
      const kept = existsSync(file) ? /^## Runs[\s\S]*/m.exec(readFileSync(file, 'utf8')) : null;
      await writeFormatted(file, kept ? `${md}\n${kept[0]}` : md);
      await writeFormatted(
        join(resultsDir, 'emissions.json'),
        JSON.stringify({ ...result, ratio }),
      );
    }
    process.stdout.write(md);
  } finally {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  if (profileDir) {
    const phases = {
      'idle list': { fromUs: marks.idle, toUs: marks.commands },
      '«Emitir» commands': { fromUs: marks.commands, toUs: marks.lastCommand },
      "insurers' answers": { fromUs: marks.lastCommand, toUs: marks.answered },
    };
    process.stderr.write(writePhaseProfiles(profileDir, phases));
    log(`profiles and phases.md in ${profileDir}`);
  }
}

await main();
