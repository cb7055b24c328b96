/** Entry point of `npm start`: migrate, seed on first start, listen, print how to log in. */
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoData } from '../fixtures/seed/seed';
import { buildApp } from './app';
import { DEMO_PASSWORD, demoUsers } from '../fixtures/users';

async function main() {
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  await migrate(database);
  if (config.seedDemoData) await seedDemoData(database);
  const app = await buildApp(config, database);

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
  console.log(`Usuarios de demostración (contraseña ${DEMO_PASSWORD}):`);
  for (const user of demoUsers) console.log(`  ${user.email.padEnd(26)} ${user.description}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
