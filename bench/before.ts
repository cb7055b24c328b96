/**
 * "Before", measured in the same run: the app as it was at an earlier commit (default the
 * session start of issue 10), from `git archive` into a temporary folder that shares this
 * checkout's node_modules, on its own SQLite file built by that commit's own bench/data.ts with
 * the same generator, so the rows are the same. An absolute rate from another day moves by 2×
 * on this shared machine; a ratio from one run does not.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Layout } from './data';
import { startAppAt, type Server } from './servers';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface Before {
  commit: string;
  server: Server;
  localityIds: number[];
  remove(): Promise<void>;
}

/** Written into the old checkout and run there: builds its data set, prints what we need. */
const BUILD_SCRIPT = `import { buildData } from './data';
const [rows, localities, layout] = process.argv.slice(2);
const data = await buildData(Number(rows), Number(localities), layout as 'interleaved');
process.stdout.write('\\n' + JSON.stringify({ databaseUrl: data.databaseUrl, localityIds: data.localityIds, dir: data.dir }));
process.exit(0);
`;

export async function startBefore(
  commit: string,
  rows: number,
  localities: number,
  layout: Layout,
): Promise<Before> {
  if (!/^[0-9a-f]{4,40}$/i.test(commit))
    throw new Error(`--before takes a commit hash (${commit})`);
  const tree = mkdtempSync(join(tmpdir(), 'brokerdesk-bench-before-'));
  let dataDir: string | undefined;
  try {
    const archive = execFileSync('git', ['archive', '--format=tar', commit], {
      cwd: root,
      maxBuffer: 1 << 30,
    });
    execFileSync('tar', ['-x', '-C', tree], { input: archive });
    symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'));
    writeFileSync(join(tree, 'bench', 'build-before.ts'), BUILD_SCRIPT);
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        join(tree, 'bench', 'build-before.ts'),
        `${rows}`,
        `${localities}`,
        layout,
      ],
      { cwd: tree, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 26 },
    );
    const built = JSON.parse(out.trim().split('\n').pop()!) as {
      databaseUrl: string;
      localityIds: number[];
      dir: string;
    };
    dataDir = built.dir;
    const server = await startAppAt(tree, built.databaseUrl);
    return {
      commit,
      server,
      localityIds: built.localityIds,
      async remove() {
        await server.stop();
        rmSync(built.dir, { recursive: true, force: true });
        rmSync(tree, { recursive: true, force: true });
      },
    };
  } catch (error) {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    rmSync(tree, { recursive: true, force: true });
    throw error;
  }
}
