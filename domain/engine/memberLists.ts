/**
 * Member lists (fields.ts `memberList`): a group's clients chosen in the group's form, each
 * keeping its own reference to the group. Saving moves who joined and who left, of the members
 * the writer sees; the server (server/rest/memberLists.ts) and fixtures mode
 * (fixtures/server/memberLists.ts) read this one rule.
 */
import { declaredEntities } from './registry';
import type { Entity } from './entity';
import type { MemberListField } from './fields';
import { interpolate } from './messages';

export const memberListMessages = {
  mayNotEdit: 'No podés cambiar :attribute: hace falta poder editar :target.',
  memberRefused: '«:name» no pudo sumarse ni quitarse: :reason',
} as const;

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

/** The refusal of moving members for a writer who may not edit `target`'s records. */
export const mayNotMoveMembers = (name: string, field: MemberListField, target: Entity) => ({
  [name]: [
    interpolate(memberListMessages.mayNotEdit, {
      attribute: field.label,
      target: target.label.many.toLowerCase(),
    }),
  ],
});

const memberships = new Map<string, readonly { parent: Entity; via: string }[]>();

/**
 * The member lists `member`'s rows belong to, by their reference `via` (a client's group):
 * every create and update asks, so it is worked out once per entity (declarations never change).
 */
export function memberListsOf(member: Entity): readonly { parent: Entity; via: string }[] {
  let found = memberships.get(member.name);
  if (!found) {
    found = declaredEntities().flatMap((parent) =>
      memberFields(parent)
        .filter(([, field]) => field.target === member.name)
        .map(([, field]) => ({ parent, via: field.via })),
    );
    memberships.set(member.name, found);
  }
  return found;
}

/**
 * The parents whose member list a write of a member changed: the group it left and the one it
 * joined. Their version moves with it, so a group's form opened before is a 409 on save
 * instead of undoing the move (the lock covers the list as it covers the group's fields).
 */
export function touchedParents(
  member: Entity,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  return memberListsOf(member).flatMap(({ parent, via }) => {
    const was = before?.[via] ?? null;
    const is = after?.[via] ?? null;
    if (String(was) === String(is)) return [];
    return [was, is].filter((id) => id !== null).map((id) => ({ parent, id }));
  });
}
