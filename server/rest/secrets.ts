/**
 * Secrets in one place. What the audit trail keeps of a write and what an API answer shows of a
 * record are decided here from the declarations (`secret` and `sensitive` in domain/engine/fields.ts),
 * never from lists of names: a secret value becomes REDACTED in the audit trail (which still
 * says that it changed) and never appears in an answer (the codec does not even decode it); a
 * sensitive text is masked (links, tokens) in the audit trail always, and in answers for anyone
 * but an administrator of the record's organization.
 */
import { isAdministrator } from '../../domain/engine/access';
import type { Entity } from '../../domain/engine/entity';
import { isSecret } from '../../domain/engine/fields';
import { maskSecretText, REDACTED } from '../../domain/engine/secrets';
import type { Row } from '../db/codec';
import type { Viewer } from './store';

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

const maskValue = (value: unknown) => (typeof value === 'string' ? maskSecretText(value) : value);

/**
 * Changes as the audit trail keeps them: `{field: value}` (create, delete) or
 * `{field: {from, to}}` (update), secrets replaced by REDACTED and sensitive texts masked.
 */
export function redactForAudit(entity: Entity, changes: Row): Row {
  const out: Row = {};
  for (const [name, value] of Object.entries(changes)) {
    const field = Object.hasOwn(entity.fields, name) ? entity.fields[name] : undefined;
    if (isSecret(field)) {
      out[name] = isChange(value) ? { from: REDACTED, to: REDACTED } : REDACTED;
    } else if (field?.sensitive) {
      out[name] = isChange(value)
        ? { from: maskValue(value.from), to: maskValue(value.to) }
        : maskValue(value);
    } else {
      out[name] = value;
    }
  }
  return out;
}

/**
 * Whether the viewer reads sensitive texts whole: an administrator, on an entity scoped by
 * organization (so every row they can see belongs to one of their organizations).
 */
function readsSensitive(entity: Entity, viewer: Viewer | null): boolean {
  if (!viewer) return true;
  return !!entity.scope && isAdministrator(viewer.access);
}

/** Worked out once per entity: every record of every answer asks. */
const sensitiveByEntity = new WeakMap<Entity, string[]>();
function sensitiveFields(entity: Entity): string[] {
  let names = sensitiveByEntity.get(entity);
  if (!names) {
    names = Object.entries(entity.fields)
      .filter(([, field]) => field.sensitive)
      .map(([name]) => name);
    sensitiveByEntity.set(entity, names);
  }
  return names;
}

/** A record as `viewer` may read it: sensitive texts masked unless they may read them whole. */
export function presentRecord(entity: Entity, record: Row, viewer: Viewer | null): Row {
  const names = sensitiveFields(entity);
  if (!names.length || readsSensitive(entity, viewer)) return record;
  const out = { ...record };
  for (const name of names) out[name] = maskValue(out[name]);
  return out;
}
