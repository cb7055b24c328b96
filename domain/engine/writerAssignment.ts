/**
 * What a writer's record scope makes of the assignment of a record they create or edit, for the
 * server (server/rest/writeRules.ts) and fixtures mode alike: a writer who sees only the
 * records assigned to them creates records assigned to themselves (an empty assignment is
 * theirs) and hands one over only to a member of a team they supervise, since anyone else would
 * take it out of their sight; a record in the pool is taken by its command first; whoever only
 * loads such records (the operator) names who works them. Whoever holds the section's full
 * access reassigns freely.
 */
import type { AccessLists } from './access';
import type { Entity } from './entity';
import { interpolate } from './messages';
import {
  assignmentProblem,
  ownAssignment,
  ownAssignments,
  seesOnlyAssigned,
  unnamedAssignment,
} from './recordScope';
import { statusMessages, takeBeforeWorking } from './statusMachine';

type Row = Record<string, unknown>;

export interface AssignmentWriter {
  userId: number;
  access: AccessLists | null | undefined;
  /** A merge keeps each record's holder as it is. */
  keepsHolder?: boolean;
}

/** The refusal of the assignment field, or the writer's id a new record takes, or nothing. */
export type AssignmentOutcome =
  { field: string; problem: string } | { field: string; assign: number } | null;

/**
 * `supervised` is asked only when the assignment really moves to someone else (a lookup of the
 * writer's teams on the server).
 */
export async function writerAssignment(
  entity: Entity,
  values: Row,
  current: Row | null,
  writer: AssignmentWriter,
  supervised: () => Promise<readonly number[]> | readonly number[],
): Promise<AssignmentOutcome> {
  const unnamed = !current && unnamedAssignment(entity, writer.access, values);
  if (unnamed) return { field: ownAssignment(entity)!.field, problem: unnamed };
  if (writer.keepsHolder || !seesOnlyAssigned(entity, writer.access)) return null;
  const field = ownAssignment(entity)!.field;
  const take = current && takeBeforeWorking(writer.access, entity, current);
  if (take)
    return { field, problem: interpolate(statusMessages.takeBeforeEdit, { take: take.label }) };
  const assigned = values[field] as number | null | undefined;
  if ((assigned === null || assigned === undefined) && !current)
    return { field, assign: writer.userId };
  // Each user field of the record (one per labor, `byLabor`) is checked alike.
  const self = writer.userId;
  for (const { field: name } of ownAssignments(entity)) {
    const value = (name === field ? assigned : values[name]) as number | null | undefined;
    const before = current?.[name] as number | null | undefined;
    if (assignmentProblem(value, before, self, []) === null) continue;
    const problem = assignmentProblem(value, before, self, await supervised());
    if (problem) return { field: name, problem };
  }
  return null;
}

/**
 * The outcome made, as both the server and fixtures mode make it: the writer's id written into
 * `values` (a new record's), or the refusal as the field's errors (empty: none).
 */
export async function assignToWriter(
  entity: Entity,
  values: Row,
  current: Row | null,
  writer: AssignmentWriter,
  supervised: () => Promise<readonly number[]> | readonly number[],
): Promise<Record<string, string[]>> {
  const outcome = await writerAssignment(entity, values, current, writer, supervised);
  if (outcome && 'problem' in outcome) return { [outcome.field]: [outcome.problem] };
  if (outcome) values[outcome.field] = outcome.assign;
  return {};
}
