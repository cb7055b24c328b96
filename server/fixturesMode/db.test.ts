/**
 * fixtures/db.json is generated (npm run fixtures:build), never edited by hand: it must equal a
 * fresh build from today's declarations and demo seed, and hold every declared entity and the
 * canned answers (fixtures/cannedAnswers.json).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entities } from '../../domain/entities';
import { user } from '../../domain/entities/auth';
import {
  buildFixtureDb,
  FIXTURE_TIME,
  serialiseFixtureDb,
  type FixtureDb,
} from '../../fixtures/build/buildDb';
import { collectionOf } from '../../fixtures/server/collections';
import { CANNED_ANSWERS } from '../../fixtures/server/cannedAnswers';

const file = fileURLToPath(new URL('../../fixtures/db.json', import.meta.url));

describe('fixtures/db.json', () => {
  let fresh: FixtureDb;

  // The committed file was built by another process at another time, so equal texts also prove
  // the build takes nothing from the clock or from random ids. Only when they differ is it built
  // again, to tell an out-of-date file from a build that changes by itself.
  it('is what npm run fixtures:build writes today, whenever and wherever it runs (no clock, no random ids)', async () => {
    fresh = await buildFixtureDb(entities);
    const committed = readFileSync(file, 'utf8');
    const built = await serialiseFixtureDb(fresh);
    if (built !== committed) {
      const again = await serialiseFixtureDb(await buildFixtureDb(entities));
      expect(again, 'two builds differ: the build reads the clock or random ids').toBe(built);
    }
    expect(committed, 'fixtures/db.json is out of date: run npm run fixtures:build').toBe(built);
  }, 120_000);

  it('has one collection per declared entity and the demo users without secrets', () => {
    expect(Object.keys(fresh).sort()).toEqual(
      [...entities.map(collectionOf), CANNED_ANSWERS].sort(),
    );
    const users = fresh[collectionOf(user)];
    expect(users.map((u) => u.email)).toContain('admin@demo.test');
    for (const row of users) {
      expect(row).not.toHaveProperty('password');
      expect(row).not.toHaveProperty('password_hash');
      expect(row.created_at).toBe(FIXTURE_TIME);
    }
  });
});
