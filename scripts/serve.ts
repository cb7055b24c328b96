/**
 * The server with the demo data: what `npm start` (scripts/start.ts) and `npm run dev` run. The
 * demo data is handed in here, so server/ never imports fixtures/.
 */
import { demoData } from '../fixtures/demo';
import { startServer } from '../server/main';

startServer(demoData).catch((error) => {
  console.error(error);
  process.exit(1);
});
