/**
 * What else a read's validator (readValidators.ts) follows besides its own table: the names a
 * label embeds (a service's insurer), a record's member list, who reads in another
 * organization, and the release; and that instances of one release share it, writes included.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { team } from '../../domain/entities/team';
import { releaseKey } from './readValidators';
import {
  anotherInstance,
  describeDialects,
  json,
  startTestApp,
  type TestApp,
} from '../test/harness';

type Headers = Record<string, string>;
type Injector = Pick<TestApp['app'], 'inject'>;

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const SERVICE_LABELS = `/api/v1/labels/admin/service?range=${q([0, 9])}`;
const TEAMS = `/api/v1/${team.name}?range=${q([0, 9])}`;

describeDialects('what a read validator follows on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Headers, etag?: string, app: Injector = t.app) =>
    app.inject({
      url,
      headers: etag === undefined ? headers : { ...headers, 'if-none-match': etag },
    });
  const run = (text: string) => sql.raw(text).execute(t.database.db);

  /** The validator of a whole answer. */
  async function etagOf(url: string, headers: Headers, app: Injector = t.app) {
    const response = await get(url, headers, undefined, app);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = response.headers.etag;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    return String(etag);
  }

  /** Whether `etag` still names the answer: a 304 without a body, or the whole answer. */
  async function stillNamed(url: string, headers: Headers, etag: string, app: Injector = t.app) {
    const response = await get(url, headers, etag, app);
    if (response.statusCode === 304) {
      expect(response.body).toBe('');
      return true;
    }
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body.length).toBeGreaterThan(2);
    return false;
  }

  it('answers the names of cited records 304 until a label or the names it embeds change', async () => {
    const etag = await etagOf(SERVICE_LABELS, admin);
    expect(await stillNamed(SERVICE_LABELS, admin, etag)).toBe(true);
    // A write to a table no label reads leaves it.
    await run(`update holidays set name = name || '.' where id = (select min(id) from holidays)`);
    expect(await stillNamed(SERVICE_LABELS, admin, etag)).toBe(true);
    // The insurer's name is embedded in its services' labels ("Sancor cotizador (Sancor …)").
    await run(`update companies set name = 'Aseguradora renombrada' where id = 3`);
    expect(await stillNamed(SERVICE_LABELS, admin, etag)).toBe(false);
    const renamed = json(await get(SERVICE_LABELS, admin)) as unknown as { label: string }[];
    expect(renamed.some((row) => row.label.includes('Aseguradora renombrada'))).toBe(true);
    const afterRename = await etagOf(SERVICE_LABELS, admin);
    await run(
      `update services set name = name || ' bis' where id = (select min(id) from services)`,
    );
    expect(await stillNamed(SERVICE_LABELS, admin, afterRename)).toBe(false);
    // Another query of the same names is another answer.
    expect(await etagOf(`${SERVICE_LABELS}&filter=${q({ q: 'sancor' })}`, admin)).not.toBe(
      await etagOf(SERVICE_LABELS, admin),
    );
    // A malformed validator is answered whole.
    expect(await stillNamed(SERVICE_LABELS, admin, 'W/"')).toBe(false);
  });

  it('moves a record with its member list when a member joins from the member’s side', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/economic_group',
      headers: admin,
      payload: { name: 'Grupo de validadores' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = json(created).id as string;
    const url = `/api/v1/economic_group/${group}`;
    const etag = await etagOf(url, admin);
    expect(await stillNamed(url, admin, etag)).toBe(true);
    const { db } = t.database;
    const member = await db
      .selectFrom('accounts')
      .select('id')
      .where('organization_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('accounts')
      .set({ economic_group_id: group })
      .where('id', '=', member.id)
      .execute();
    expect(await stillNamed(url, admin, etag)).toBe(false);
    expect((json(await get(url, admin)).members as unknown[]).length).toBe(1);
  });

  it('differs for a user of another organization asking the same address', async () => {
    const own = await t.userWith(['admin: teams'], [1]);
    const external = await t.userWith(['admin: teams'], [2]);
    for (const [headers, name] of [
      [own, 'Validadores de la casa'],
      [external, 'Validadores de afuera'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/${team.name}`,
        headers,
        payload: { name },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const ownTag = await etagOf(TEAMS, own);
    const externalTag = await etagOf(TEAMS, external);
    expect(externalTag).not.toBe(ownTag);
    // The other organization's validator gets this user's own page, whole.
    const answered = await get(TEAMS, external, ownTag);
    expect(answered.statusCode).toBe(200);
    expect(answered.headers.etag).toBe(externalTag);
    const names = (answered.json() as { name: string }[]).map((row) => row.name);
    expect(names).toContain('Validadores de afuera');
    expect(names).not.toContain('Validadores de la casa');
    expect(await stillNamed(TEAMS, external, externalTag)).toBe(true);
  });

  it('is shared by the instances of one release, writes included, and not by another release', async () => {
    expect(releaseKey('2.0.0')).toBe(releaseKey('2.0.0'));
    expect(releaseKey('2.0.0')).not.toBe(releaseKey('2.0.1'));
    const holidays = `/api/v1/admin/holiday?range=${q([0, 9])}`;
    const same = await anotherInstance(t);
    const next = await anotherInstance(t, { APP_VERSION: `${t.config.appVersion}-siguiente` });
    try {
      const etag = await etagOf(holidays, admin);
      expect(await etagOf(holidays, admin, same.app)).toBe(etag);
      expect(await stillNamed(holidays, admin, etag, same.app)).toBe(true);
      // Another release of the product may answer otherwise: never a 304 to this one's body.
      expect(await etagOf(holidays, admin, next.app)).not.toBe(etag);
      expect(await stillNamed(holidays, admin, etag, next.app)).toBe(false);
      // A write through one instance moves the validator on the other.
      const created = await same.app.inject({
        method: 'POST',
        url: '/api/v1/admin/holiday',
        headers: admin,
        payload: { date: '2033-05-05', name: 'Feriado entre instancias', type: 1 },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(await stillNamed(holidays, admin, etag)).toBe(false);
    } finally {
      await same.close();
      await next.close();
    }
  });
});
