import { defineConfig } from 'vitest/config';

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
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'bench/**/*.test.ts'],
          globalSetup: ['./server/test/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: [
            'providers/**/*.test.{ts,tsx}',
            'resources/**/*.test.{ts,tsx}',
            'src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['./src/test/setup.ts'],
          // The providers' tests start the real server, whose first start in a worker migrates
          // and seeds the demo data (2,000 clients with their phones and addresses, leads).
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
