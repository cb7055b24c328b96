/**
 * The demo data a start script hands the server (fixtures/demo.ts through scripts/serve.ts): the
 * seed of a first start and of the API document's examples, and who may log in with it. The
 * server imports no demo data itself, so its code runs the same with or without fixtures/.
 */
import type { Database } from './db/database';

export interface DemoData {
  /**
   * Fills a migrated database with the demo rows and users; `sample`: every kind of row but a
   * small policy portfolio (what the API document's examples read, in a few seconds less).
   */
  seed(database: Database, options?: { sample?: boolean }): Promise<void>;
  /** The demo users' password, printed at start. */
  password: string;
  users: readonly { email: string; description: string }[];
}
