/**
 * The record scope read over rows in memory (domain/engine/recordScopeRows.ts, fixtures mode's) agrees
 * with the server's SQL (`visibleTo`) on the demo data: for each entity with record scope and
 * each demo labor, the same rows show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_COLUMN, type Entity } from '../../domain/engine/entity';
import { entities } from '../../domain/entities';
import { team } from '../../domain/entities/team';
import { teamMember } from '../../domain/entities/team';
import { assignmentsOf } from '../../domain/engine/recordScope';
import { seesRow, teammatesWithin } from '../../domain/engine/recordScopeRows';
import { loadSessionUser } from '../auth/users';
import { decodeRow } from '../db/codec';
import { viewerOf } from '../rest/routes';
import { visibleTo } from '../rest/store';
import { startTestApp, type TestApp } from '../test/harness';

type Row = Record<string, unknown>;
const LABORS = ['ejecutivo@demo.test', 'supervisor@demo.test', 'operador@demo.test'];

describe('record scope over rows agrees with the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
  }, 180_000);
  afterAll(() => t.close());

  const rowsOf = async (entity: Entity): Promise<Row[]> =>
    (await t.database.db.selectFrom(entity.table).selectAll().execute()).map((r) => ({
      ...decodeRow(entity, r as Row),
      [ORGANIZATION_COLUMN]: (r as Row)[ORGANIZATION_COLUMN],
    }));

  it('shows the same rows of every entity with record scope to each labor', async () => {
    const members = await t.database.db.selectFrom(teamMember.table).selectAll().execute();
    const teams = (await rowsOf(team)).map((row) => ({
      ...row,
      members: members.filter((m) => m.team_id === row.id),
    }));
    const scoped = entities.filter((e) => assignmentsOf(e).length > 0);
    expect(scoped.length).toBeGreaterThan(5);
    const cache = new Map<string, Row[]>();
    const all = async (entity: Entity) => {
      if (!cache.has(entity.name)) cache.set(entity.name, await rowsOf(entity));
      return cache.get(entity.name)!;
    };
    for (const email of LABORS) {
      const stored = await t.database.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const user = await loadSessionUser(t.database, stored);
      const viewer = viewerOf(user);
      const rowViewer = {
        userId: user.id,
        access: user.access,
        teammates: teammatesWithin(teams, user.id),
      };
      for (const entity of scoped) {
        // The owners and the records crossed on the way (a quota's contract), by id.
        const owners = new Map<string, Map<string, Row>>();
        const byId = async (of: Entity) =>
          owners.set(of.name, new Map((await all(of)).map((r) => [String(r.id), r])));
        for (const a of assignmentsOf(entity)) {
          await byId(a.owner);
          for (const hop of a.beyond ?? []) await byId(hop.entity);
        }
        const rowOf = (owner: Entity, id: unknown) => owners.get(owner.name)?.get(String(id));
        const inOrganization = (await all(entity)).filter(
          (r) => !entity.scope || Number(r[ORGANIZATION_COLUMN]) === viewer.organizationId,
        );
        const expected = (
          await visibleTo(t.database.db.selectFrom(entity.table), entity, viewer)
            .select('id')
            .execute()
        )
          .map((r) => String(r.id))
          .sort();
        const seen = inOrganization
          .filter((row) => seesRow(entity, row, rowViewer, rowOf))
          .map((r) => String(r.id))
          .sort();
        expect(seen, `${email} ${entity.name}`).toEqual(expected);
      }
    }
  });
});
