import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Test files under `folders` (ending in .test.ts or .test.tsx): `replacing` those that replace a
 * module with vi.mock, which need a module graph of their own; `sharing` the others.
 *
 * Every other file shares one module graph per worker (`isolate: false`): the app's modules are
 * imported, and its validators compiled, once per worker instead of once per file. Measured on
 * 2 cores: domain 57 → 7 s, a sample of server files 173 → 94 s, web 338 → 216 s. A file still
 * has its own database and Redis namespace (server/test/harness.ts).
 */
function testFiles(folders: string[]) {
  const files = folders.flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => join(folder, file)),
  );
  const replacing = files.filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
  return { sharing: files.filter((file) => !replacing.includes(file)), replacing };
}

const server = {
  environment: 'node',
  globalSetup: ['./server/test/globalSetup.ts'],
  // The areas register the entities the engine looks up (domain/engine/registry.ts), as the
  // server's start does: a file that tests an engine function alone passes in any order.
  setupFiles: ['./domain/areas.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
const serverFiles = testFiles(['server', 'bench']);

const web = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts', './domain/areas.ts'],
  // The providers' tests start the real server, whose first start in a worker migrates
  // and seeds the demo data (2,000 clients with their phones and addresses, leads).
  hookTimeout: 60_000,
};
const webFiles = testFiles(['providers', 'resources', 'src']);

export default defineConfig({
  test: {
    // Both cores (Vitest's default leaves one free): each file has its own database and Redis
    // namespace (server/test/harness.ts), so files may run side by side.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['domain/**/*.test.ts'],
          // The areas register the entities and the route table the engine reads: loaded
          // first, so a file passes alone as it does after another.
          setupFiles: ['./domain/areas.ts'],
          isolate: false,
        },
      },
      { test: { name: 'server', ...server, include: serverFiles.sharing, isolate: false } },
      { test: { name: 'server (own modules)', ...server, include: serverFiles.replacing } },
      { test: { name: 'web', ...web, include: webFiles.sharing, isolate: false } },
      { test: { name: 'web (own modules)', ...web, include: webFiles.replacing } },
    ],
  },
});
