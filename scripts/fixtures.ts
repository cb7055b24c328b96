/**
 * `npm run fixtures`: the front end against json-server, no API and no database. Serves the
 * built front end (FIXTURES_WEB_ROOT, default dist-fixtures, which `npm run fixtures` builds)
 * and json-server on fixtures/db.json read into memory (changes last until the process ends),
 * and prints the address and the demo users.
 * FIXTURES_PORT (default 3228) and FIXTURES_HOST (default 127.0.0.1) choose where it listens.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entities } from '../domain/entities';
import { createFixturesApp } from '../fixtures/server/app';
import { DEMO_PASSWORD, demoUsers } from '../fixtures/users';

const dbFile = fileURLToPath(new URL('../fixtures/db.json', import.meta.url));
const webRoot = process.env.FIXTURES_WEB_ROOT ?? 'dist-fixtures';
const port = Number(process.env.FIXTURES_PORT ?? 3228);
const host = process.env.FIXTURES_HOST ?? '127.0.0.1';

if (!existsSync(join(webRoot, 'index.html')))
  console.warn(`No encontré el front end en ${webRoot}: corré "npm run fixtures" (lo construye).`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
const { app } = createFixturesApp({ dbFile, webRoot, entities });

app.listen(port, host, () => {
  const width = Math.max(...demoUsers.map((u) => u.email.length));
  console.log(`\nBrokerDesk en modo fixtures (json-server): http://${host}:${port}/`);
  console.log('Datos: fixtures/db.json en memoria (los cambios se descartan al salir).');
  console.log(`\nUsuarios de demostración (contraseña ${DEMO_PASSWORD}):`);
  for (const user of demoUsers) console.log(`  ${user.email.padEnd(width)}  ${user.description}`);
  console.log('');
});
