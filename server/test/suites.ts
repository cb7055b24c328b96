/**
 * The openings most server suites share: the app with one demo user logged in, and records of
 * any entity posted through the API from samples (samples.ts).
 */
import { beforeAll } from 'vitest';
import type { Entity } from '../../domain/engine/entity';
import type { DialectName } from '../db/database';
import { useTestApp, type TestApp } from './harness';
import { makeRoomFor, sampleRecord } from './samples';

type Headers = Record<string, string>;

/**
 * The enclosing `describe`'s app and one demo user's headers, logged in before its tests (the
 * opening most server suites share): `app()` and `headers()` are read at call time.
 */
export function suiteAs(dialect: DialectName, email: string) {
  // Vitest's beforeAll and afterAll (harness.ts), not a React hook.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const app = useTestApp(dialect);
  let headers: Headers = {};
  beforeAll(async () => {
    headers = await app().login(email);
  });
  return { app, headers: () => headers };
}

/**
 * `post` sends a valid sample of `entity` (with `overrides`) as the suite's user, room made for
 * it first. Every sample takes the next seed (`nextSeed`, also for samples sent otherwise), so
 * no two collide on a unique field.
 */
export function samplePoster(app: () => TestApp, headers: () => Headers) {
  let seed = 1;
  const nextSeed = () => seed++;
  const post = async (entity: Entity, overrides: Record<string, unknown> = {}) => {
    const t = app();
    const body = { ...(await sampleRecord(t.database, entity, nextSeed())), ...overrides };
    await makeRoomFor(t.database, entity);
    const url = `/api/v1/${entity.name}`;
    return t.app.inject({ method: 'POST', url, headers: headers(), payload: body });
  };
  return { post, nextSeed };
}
