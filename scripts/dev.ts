/**
 * `npm run dev`: the API with reload on change (port API_PORT, default 3001) and Vite with hot
 * reload (port PORT, default 3000) proxying /api to it. Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const apiPort = process.env.API_PORT ?? '3001';
const children: ChildProcess[] = [
  spawn(
    process.execPath,
    [join('node_modules', 'tsx', 'dist', 'cli.mjs'), 'watch', 'scripts/serve.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort, WEB_ROOT: '' },
    },
  ),
  spawn(process.execPath, [join('node_modules', 'vite', 'bin', 'vite.js')], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
