import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
        },
      },
    ],
  },
});
