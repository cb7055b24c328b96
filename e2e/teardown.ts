/**
 * After the run: the real server's temporary SQLite database (its WAL files and the
 * field-cipher key file beside it) goes, so that a CI run leaves nothing behind in the temporary
 * folder. Its path is the one the config chose (E2E_DATABASE, set once by the main process and
 * inherited by every worker).
 */
import { rmSync } from 'node:fs';

export default function removeE2eDatabase() {
  const database = process.env.E2E_DATABASE;
  if (!database) return;
  for (const suffix of ['', '-wal', '-shm', '-journal', '.field-key'])
    rmSync(`${database}${suffix}`, { force: true });
}
