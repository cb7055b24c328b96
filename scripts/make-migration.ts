/**
 * `npm run migration:make -- <name> [--by-hand]`: writes the next migration from the difference
 * between the declarations (domain/entities) and the last migration (server/db/migrationWriter.ts).
 */
import { fileURLToPath } from 'node:url';
import { entities, entityByName } from '../domain/entities';
import { makeMigration } from '../server/db/migrationWriter';
import { declaredSchema } from '../server/db/schema';

const args = process.argv.slice(2);
const byHand = args.includes('--by-hand');
const [name] = args.filter((a) => !a.startsWith('--'));
if (!name) {
  console.error('Usage: npm run migration:make -- <name> [--by-hand]   (name: lower_case_words)');
  process.exit(2);
}
const dir = fileURLToPath(new URL('../server/db/migrations/', import.meta.url));
try {
  const result = await makeMigration({
    dir,
    name,
    declared: declaredSchema(entities, entityByName),
    byHand,
  });
  console.log(result.message);
  if (result.status === 'refused') process.exit(1);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
