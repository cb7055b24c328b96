import { openDatabase } from './server/db/database';
import { migrate } from './server/db/migrate';
import { seedDemoData } from './fixtures/seed/seed';
const db = openDatabase('sqlite:/tmp/news-e2e.db');
await migrate(db);
await seedDemoData(db);
await db.close();
