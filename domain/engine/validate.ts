/**
 * Validation of a record against its declaration. Pure, so the server (authoritative) and
 * the react-admin forms (early feedback) apply exactly the same rules. Checks that need the
 * database (unique, a reference that exists) are the server's and live in server/.
 * One field's check is fieldChecks.ts, the reading of a raw value rawValues.ts; both are
 * handed on from here, the one place callers import validation from.
 */
import { checkRanges } from './ranges';
import { applyComputed, checkRules } from './rules';
import type { Entity } from './entity';
import { systemColumns } from './entityConfig';
import { confirmationKey, type EmbeddedListField, type Field } from './fields';
import { passwordMessages, validatePasswordPair } from '../passwords';
import { interpolate, validationMessage } from './messages';
import { checkValue } from './fieldChecks';
import { embeddedMessages, itemEntity } from './embedded';
import { isEmpty, referenceId } from './rawValues';
import { isBlankRichText } from './richText';

export { checkValue, normaliseFilterValue } from './fieldChecks';
export {
  isEmpty,
  MAX_DIGITS,
  MAX_INTEGER,
  MAX_INTEGER_ID,
  normaliseText,
  parseDecimal,
  referenceId,
} from './rawValues';

export type FieldErrors = Record<string, string[]>;

export interface ValidationResult {
  /** Normalised values of the declared fields that were given (or defaulted). */
  values: Record<string, unknown>;
  errors: FieldErrors;
}

/** Create checks a whole new record; update checks the stored record with the changes applied. */
export type ValidationMode = 'create' | 'update';

/** The value of a typed value's sibling type field, as given or defaulted. */
function typeOfValue(entity: Entity, field: Field, input: Record<string, unknown>): unknown {
  if (field.kind !== 'typedValue') return undefined;
  const name = field.typeField;
  return Object.hasOwn(input, name) ? input[name] : entity.fields[name]?.default;
}

const isBlankHtml = (raw: unknown) => typeof raw === 'string' && isBlankRichText(raw);

function addError(errors: FieldErrors, name: string, message: string) {
  if (Object.hasOwn(errors, name)) {
    errors[name].push(message);
    return;
  }
  // An own property even for keys such as `toString` or `__proto__`, which plain assignment
  // would resolve to (or set) the inherited prototype member.
  Object.defineProperty(errors, name, {
    value: [message],
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/**
 * Validates `input` as the complete candidate record (for an update: the stored record with
 * the changes applied). Unknown keys are refused, never silently dropped.
 */
export function validateRecord(
  entity: Entity,
  input: Record<string, unknown>,
  mode: ValidationMode = 'create',
): ValidationResult {
  const values: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  const known = new Set<string>(systemColumns);
  for (const [name, field] of Object.entries(entity.fields))
    if (field.kind === 'password') known.add(confirmationKey(name));
  // Own keys only: `toString`, `constructor` or `__proto__` are inherited by every object and
  // would otherwise pass as declared fields and then be silently dropped.
  for (const key of Object.keys(input)) {
    if (!Object.hasOwn(entity.fields, key) && !known.has(key)) {
      addError(errors, key, validationMessage('unknown', { attribute: key }));
    }
  }
  for (const [name, field] of Object.entries(entity.fields)) {
    const attribute = field.label;
    const given = Object.hasOwn(input, name);
    if (field.kind === 'password') {
      checkPassword(name, input, mode, errors, values);
      continue;
    }
    if (field.kind === 'embeddedList') {
      // Absent: the stored items stay as they are (a partial update); null empties the list.
      // A required list needs an item: on create, and whenever it is sent.
      const required = () =>
        addError(
          errors,
          name,
          field.requiredMessage ?? validationMessage('required', { attribute }),
        );
      if (!given) {
        if (field.required && mode === 'create') required();
        continue;
      }
      const items = checkEmbeddedList(name, field, input[name] ?? [], mode);
      if (!('value' in items)) Object.assign(errors, items.errors);
      else if (field.required && !(items.value as unknown[]).length) required();
      else values[name] = items.value;
      continue;
    }
    const raw = given ? input[name] : field.default;
    if (isEmpty(raw) || (field.kind === 'richText' && isBlankHtml(raw))) {
      if (field.required)
        addError(
          errors,
          name,
          field.requiredMessage ?? validationMessage('required', { attribute }),
        );
      else if (['choiceList', 'referenceList', 'memberList'].includes(field.kind))
        values[name] = [];
      else if (given || field.default !== undefined) values[name] = null;
      continue;
    }
    const result = checkValue(field, raw, typeOfValue(entity, field, input));
    if ('value' in result) values[name] = result.value;
    else {
      const params = { attribute, ...result.params };
      const message =
        field.invalidMessage && result.rule === field.kind
          ? field.invalidMessage
          : result.message
            ? interpolate(result.message, params)
            : validationMessage(result.rule, params);
      addError(errors, name, message);
    }
  }
  checkRanges(entity, values, errors);
  checkRules(entity, values, errors);
  applyComputed(entity, values, errors);
  return { values, errors };
}

/**
 * An embedded list (embedded.ts) checked item by item, each item validated as a record (hence
 * here, beside validateRecord, which calls this for the parent): the items normalised (each
 * with its `id` when it has one), or the errors keyed by the item's path. An item's
 * `created_at`/`updated_at` sent back by a form are ignored.
 */
export function checkEmbeddedList(
  name: string,
  field: EmbeddedListField,
  raw: unknown,
  mode: ValidationMode,
): { value: Record<string, unknown>[] } | { errors: FieldErrors } {
  const attribute = field.label;
  if (!Array.isArray(raw))
    return { errors: { [name]: [interpolate(embeddedMessages.notList, { attribute })] } };
  if (raw.length > field.max)
    return {
      errors: { [name]: [interpolate(embeddedMessages.tooMany, { attribute, max: field.max })] },
    };
  const item = itemEntity(field);
  const errors: FieldErrors = {};
  const value: Record<string, unknown>[] = [];
  const seen = new Set<unknown>();
  raw.forEach((entry, index) => {
    const path = `${name}.${index}`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      errors[path] = [interpolate(embeddedMessages.notItem, { attribute })];
      return;
    }
    const { id, created_at: _c, updated_at: _u, ...input } = entry as Record<string, unknown>;
    const itemId = id === undefined || id === null ? null : referenceId(id);
    if (itemId === null && id !== undefined && id !== null) {
      errors[`${path}.id`] = [embeddedMessages.unknownItem];
      return;
    }
    const result = validateRecord(item, input, itemId === null ? 'create' : mode);
    for (const [key, messages] of Object.entries(result.errors))
      errors[`${path}.${key}`] = messages;
    value.push(itemId === null ? result.values : { id: itemId, ...result.values });
    const unique = field.uniqueBy;
    const typed = unique ? result.values[unique.field] : undefined;
    const key = unique?.key && typed !== null && typed !== undefined ? unique.key(typed) : typed;
    if (unique && key !== null && key !== undefined && key !== '') {
      if (seen.has(key)) errors[`${path}.${unique.field}`] = [unique.message];
      seen.add(key);
    }
  });
  return Object.keys(errors).length ? { errors } : { value };
}

/** Set on create with its confirmation; afterwards only through the password change. */
function checkPassword(
  name: string,
  input: Record<string, unknown>,
  mode: ValidationMode,
  errors: FieldErrors,
  values: Record<string, unknown>,
) {
  const confirmation = confirmationKey(name);
  if (mode === 'update') {
    if (!isEmpty(input[name]) || !isEmpty(input[confirmation]))
      addError(errors, name, passwordMessages.changeElsewhere);
    return;
  }
  const pair = validatePasswordPair(input[name], input[confirmation]);
  for (const [key, messages] of Object.entries(pair)) {
    for (const message of messages)
      addError(errors, key === 'password' ? name : confirmation, message);
  }
  if (!hasErrors(pair)) values[name] = input[name];
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
