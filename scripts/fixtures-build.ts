/**
 * `npm run fixtures:build`: writes fixtures/db.json from the declarations and the demo seed
 * (fixtures/build/buildDb.ts). Never edit that file by hand; run this after changing a
 * declaration or a demo row (server/fixturesMode/db.test.ts fails until you do).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { entities } from '../domain/entities';
import { buildFixtureDb, serialiseFixtureDb } from '../fixtures/build/buildDb';

export const FIXTURE_DB_FILE = fileURLToPath(new URL('../fixtures/db.json', import.meta.url));

const db = await buildFixtureDb(entities);
writeFileSync(FIXTURE_DB_FILE, await serialiseFixtureDb(db));
const rows = Object.values(db).reduce((sum, list) => sum + list.length, 0);
console.log(`fixtures/db.json: ${Object.keys(db).length} colecciones, ${rows} registros.`);
