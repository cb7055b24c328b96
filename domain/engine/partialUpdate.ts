/**
 * A partial update (a bulk "Activar", a PUT naming no `updated_at`) is validated on the fields
 * it sends and on the rules across fields that involve them; what it leaves as stored is not
 * judged again. Otherwise an old value stored before a rule existed (a website written without
 * its scheme) would block every bulk action on that record until someone fixed it by hand.
 */
import type { Entity } from './entity';
import { isTextKind } from './fields';
import type { FieldErrors } from './validate';

/**
 * The fields whose errors a write sending `sent` answers for: the sent ones, and every field of a
 * rule, range, unique tuple, computed value or typed value that involves one of them.
 */
export function fieldsInvolving(entity: Entity, sent: Iterable<string>): Set<string> {
  const groups: (readonly string[])[] = [
    ...(entity.rules ?? []).map((rule) => [rule.field, ...rule.uses]),
    ...(entity.ranges ?? []).map((range) => [range.from, range.to]),
    ...(entity.computed ?? []).map((computed) => [computed.field, ...computed.from]),
  ];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (typeof field.unique === 'object') groups.push([name, ...field.unique.within]);
    if (field.kind === 'typedValue') groups.push([name, field.typeField]);
  }
  const involved = new Set(sent);
  for (const group of groups)
    if (group.some((name) => involved.has(name))) for (const name of group) involved.add(name);
  return involved;
}

/** The declared field an error key is about (`phones.0.number` → `phones`). */
const fieldOfKey = (key: string) => key.split(/[.[]/)[0];

/**
 * Drops the errors of fields the partial update does not answer for (`involved`), keeping their
 * stored values (from `candidate`, the stored record with the changes) in `values`, so the write
 * leaves them, and the search text built from them, as they were.
 */
export function forgiveUnsent(
  involved: ReadonlySet<string>,
  candidate: Readonly<Record<string, unknown>>,
  values: Record<string, unknown>,
  errors: FieldErrors,
) {
  for (const key of Object.keys(errors)) {
    const name = fieldOfKey(key);
    if (involved.has(name)) continue;
    delete errors[key];
    if (Object.hasOwn(candidate, name)) values[name] = candidate[name];
  }
}

/**
 * A partial update leaves the texts it does not answer for exactly as stored: validating the
 * whole record would otherwise rewrite (and audit) an unsent phone or DNI in today's spelling.
 */
export function keepUnsentTexts(
  entity: Entity,
  involved: ReadonlySet<string>,
  candidate: Readonly<Record<string, unknown>>,
  values: Record<string, unknown>,
) {
  for (const [name, field] of Object.entries(entity.fields))
    if (!involved.has(name) && isTextKind(field.kind) && typeof candidate[name] === 'string')
      values[name] = candidate[name];
}
