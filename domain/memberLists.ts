/**
 * Member lists (fields.ts `memberList`): a group's clients chosen in the group's form, each
 * keeping its own reference to the group. Saving moves who joined and who left, of the members
 * the writer sees; the server (server/resources/memberLists.ts) and fixtures mode
 * (fixtures/server/memberLists.ts) read this one rule.
 */
import type { Entity } from './entity';
import type { MemberListField } from './fields';

export function memberFields(entity: Entity): [string, MemberListField][] {
  return Object.entries(entity.fields).filter(
    (entry): entry is [string, MemberListField] => entry[1].kind === 'memberList',
  );
}

/**
 * Each member's new reference: the parent's id for one chosen anew, null for one the writer
 * saw and left out; a member the writer does not see is never in `before`, so never moved.
 */
export function memberMoves<Id>(before: readonly Id[], chosen: readonly Id[], parent: Id) {
  const key = (id: Id) => String(id);
  const had = new Set(before.map(key));
  const keeps = new Set(chosen.map(key));
  return [
    ...chosen.filter((id) => !had.has(key(id))).map((id): [Id, Id | null] => [id, parent]),
    ...before.filter((id) => !keeps.has(key(id))).map((id): [Id, Id | null] => [id, null]),
  ];
}
