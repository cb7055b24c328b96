/**
 * The server of `npm start` and `npm run dev` (run by scripts/serve.ts): migrate, seed the demo
 * data it is handed (unless SEED_DEMO_DATA=false), listen, print how to log in.
 */
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { buildApp } from './app';
import type { DemoData } from './demoData';

export async function startServer(demo?: DemoData) {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  await migrate(database);
  if (config.seedDemoData && demo) await demo.seed(database);
  const app = await buildApp(config, database, demo);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: cerrando`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  console.log(`\nBrokerDesk listo en ${url}  (base de datos: ${database.dialect})`);
  // Links in e-mails (password reset) use this address; set PUBLIC_URL to the one users reach.
  console.log(
    `Dirección pública para los enlaces de los correos (PUBLIC_URL): ${config.publicUrl}`,
  );
  if (!demo) return;
  console.log(`Usuarios de demostración (contraseña ${demo.password}):`);
  for (const user of demo.users) console.log(`  ${user.email.padEnd(26)} ${user.description}`);
}
