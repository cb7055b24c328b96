/** The bytes of the demo files (fixtures/files.ts), once their `media` rows are seeded. */
import { mediaContents } from '../../fixtures/files';
import type { Database } from '../db/database';

export async function seedMediaContents(database: Database) {
  const existing = await database.db.selectFrom('media_contents').select('media_id').execute();
  const have = new Set(existing.map((r) => Number(r.media_id)));
  const seeded = await database.db.selectFrom('media').select('id').execute();
  const rows = new Set(seeded.map((r) => Number(r.id)));
  const now = new Date().toISOString();
  const missing = mediaContents.filter((m) => rows.has(m.media_id) && !have.has(m.media_id));
  if (missing.length)
    await database.db
      .insertInto('media_contents')
      .values(missing.map((m) => ({ ...m, created_at: now })))
      .execute();
}
