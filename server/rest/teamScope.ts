/**
 * Team scope (domain/engine/recordScope.ts): besides their own, a viewer limited to the records
 * assigned to them sees those assigned to the members of the active teams they supervise, and
 * of the active teams sharing a portfolio that they belong to. One SQL text for both dialects
 * (`is true` reads SQLite's 0/1 and PostgreSQL's booleans alike), used by the compiled lists
 * and by the single-record reads, so a list and the record it opens always agree.
 */
import { sql } from 'kysely';
import { team, teamMember } from '../../domain/entities/team';
import { TEAM_SUPERVISOR as SUPERVISOR } from '../../domain/engine/recordScope';
import type { DynamicDb } from '../db/database';

/** The tables the scope reads: a cached list is stale once a team or its members change. */
export const TEAM_TABLES = [team.table, teamMember.table] as const;

/** The user ids whose records `user` (a parameter's text or an integer) sees through teams. */
export function teammatesOf(user: string): string {
  return (
    `select theirs.user_id from ${teamMember.table} mine` +
    ` join ${team.table} team on team.id = mine.team_id` +
    ` join ${teamMember.table} theirs on theirs.team_id = mine.team_id` +
    ` where mine.user_id = ${user} and team.active is true` +
    ` and (mine.role = ${SUPERVISOR} or team.shared_portfolio is true)`
  );
}

/**
 * `column` holds the viewer or one of their teammates (`user` as in teammatesOf), or nothing
 * when the viewer also sees the `unassigned` pool (recordScope.ts). One `in` of a union rather
 * than `= user or in (...)`: both engines read it as a semi-join over the few user ids, each
 * looked up in the column's index, where the `or` scanned the table.
 */
export function assignedWithinTeams(column: string, user: () => string, unassigned = false) {
  const held = `${column} in (select cast(${user()} as integer) union ${teammatesOf(user())})`;
  return unassigned ? `(${held} or ${column} is null)` : held;
}

/**
 * The users `userId` may hand records over to besides themselves: the members of the active
 * teams they supervise (a shared portfolio lets teammates see each other's records, not move
 * them). Read fresh on every write that needs it and for the profile, never cached with the
 * session, so a team changed by an administrator applies at once.
 */
export const supervisedMembers = (db: DynamicDb, userId: number) => teammatesBy(db, userId, 'mine');

/**
 * The other members of the active teams `userId` belongs to where `supervisor` ('mine': the
 * user, 'theirs': the other member) has the supervisor's role.
 */
async function teammatesBy(db: DynamicDb, userId: number, supervisor: 'mine' | 'theirs') {
  const rows = await db
    .selectFrom(`${teamMember.table} as mine`)
    .innerJoin(`${team.table} as team`, 'team.id', 'mine.team_id')
    .innerJoin(`${teamMember.table} as theirs`, 'theirs.team_id', 'mine.team_id')
    .select('theirs.user_id')
    .distinct()
    .where('mine.user_id', '=', userId)
    .where(`${supervisor}.role`, '=', SUPERVISOR)
    .where(sql<boolean>`team.active is true`)
    .where('theirs.user_id', '<>', userId)
    .orderBy('theirs.user_id')
    .execute();
  return rows.map((row) => Number(row.user_id));
}

/** The supervisors of the active teams `userId` belongs to (who hears of their requests). */
export const supervisorsOf = (db: DynamicDb, userId: number) => teammatesBy(db, userId, 'theirs');
