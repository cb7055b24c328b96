/**
 * Adopts the role and assignment names users had before migration 0004 as join rows, once
 * records with those names exist (the seed's, or an administrator's). Names that match nothing
 * yet stay in `legacy_user_grants` for a later start; nothing is dropped unread. Also fills the
 * search text of users created before the user entity was declared.
 */
import { joinTable } from '../../domain/engine/entity';
import { assignment, role, user } from '../../domain/entities/auth';
import { searchColumns } from './codec';
import type { Database } from './database';

const parseNames = (value: unknown): string[] => {
  try {
    const parsed = JSON.parse(String(value ?? '[]'));
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
};

async function idsByName(database: Database, table: string) {
  const rows = await database.db.selectFrom(table).select(['id', 'name']).execute();
  return new Map(rows.map((r) => [String(r.name), r.id]));
}

/** Join rows for the names that have records; returns the names still waiting. */
async function adopt(
  database: Database,
  userId: number,
  field: 'roles' | 'assignments',
  names: string[],
  ids: Map<string, unknown>,
) {
  const table = joinTable(user, field);
  const taken = await database.db
    .selectFrom(table)
    .select('target_id')
    .where('owner_id', '=', userId)
    .execute();
  let position = taken.length;
  const have = new Set(taken.map((r) => String(r.target_id)));
  for (const name of names.filter((n) => ids.has(n) && !have.has(String(ids.get(n))))) {
    await database.db
      .insertInto(table)
      .values({ owner_id: userId, target_id: ids.get(name), position: position++ })
      .execute();
  }
  return names.filter((n) => !ids.has(n));
}

export async function adoptLegacyGrants(database: Database) {
  const tables = await database.db.introspection.getTables();
  if (!tables.some((t) => t.name === 'legacy_user_grants')) return;
  const roles = await idsByName(database, role.table);
  const assignments = await idsByName(database, assignment.table);
  const legacy = await database.db.selectFrom('legacy_user_grants').selectAll().execute();
  for (const row of legacy) {
    const userId = Number(row.user_id);
    const waitingRoles = await adopt(database, userId, 'roles', parseNames(row.roles), roles);
    const waitingAssignments = await adopt(
      database,
      userId,
      'assignments',
      parseNames(row.assignments),
      assignments,
    );
    const rest = database.db.updateTable('legacy_user_grants').where('user_id', '=', userId);
    if (waitingRoles.length || waitingAssignments.length)
      await rest
        .set({
          roles: JSON.stringify(waitingRoles),
          assignments: JSON.stringify(waitingAssignments),
        })
        .execute();
    else await database.db.deleteFrom('legacy_user_grants').where('user_id', '=', userId).execute();
  }
  const unsearchable = await database.db
    .selectFrom(user.table)
    .select(['id', 'name', 'email'])
    .where('search_text', 'is', null)
    .execute();
  for (const u of unsearchable)
    await database.db
      .updateTable(user.table)
      .set(searchColumns(user, u))
      .where('id', '=', u.id)
      .execute();
}
