/**
 * "This client already exists" (issue 12): an entity declaring `duplicates` names the fields
 * that identify a person (CUIT/CUIL, DNI, e-mail, phone). While a form is filled in, each
 * such value is looked up among the organization's records, whoever they are assigned to, so
 * nobody creates the same client twice; a record the user may not open is announced without
 * its name (another executive's client), one they may open comes with a link.
 * `GET /api/v1/duplicates/{entity}?{field}={value}&exclude={id}` answers it.
 */
import type { Entity } from './entity';
import { onlyDigits } from './validators';
import { checkValue } from './validate';

/** At most this many records per field: enough to warn, never a way to list records. */
export const DUPLICATES_PER_FIELD = 3;

export interface DuplicateMatch {
  field: string;
  /** Present only when the user may open the record. */
  id?: number | string;
  label?: string;
}

/** How a value is compared: digits for phones and documents, lower case for e-mails. */
export type DuplicateComparison = 'exact' | 'digits' | 'lowerCase';

export function comparisonOf(entity: Entity, name: string): DuplicateComparison {
  const kind = entity.fields[name].kind;
  if (kind === 'phone') return 'digits';
  if (kind === 'email') return 'lowerCase';
  return 'exact';
}

/**
 * The value a field of `entity` is looked up by, as stored (a CUIT formatted, a DNI's digits),
 * or null when it is blank or not a valid value of the field (nothing to compare yet).
 */
export function duplicateProbe(entity: Entity, name: string, raw: unknown): string | null {
  if (!(entity.duplicates ?? []).includes(name)) return null;
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  const checked = checkValue(entity.fields[name], raw);
  if (!('value' in checked) || typeof checked.value !== 'string') return null;
  const comparison = comparisonOf(entity, name);
  if (comparison === 'digits') {
    const digits = onlyDigits(checked.value);
    return digits.length >= 6 ? digits : null;
  }
  return comparison === 'lowerCase' ? checked.value.toLowerCase() : checked.value;
}

/** The warning a match reads as, in the form. */
export function duplicateMessage(entity: Entity, match: DuplicateMatch): string {
  const field = entity.fields[match.field].label;
  const one = entity.label.one.toLowerCase();
  return match.label
    ? `Ya existe «${match.label}» (${one}) con el mismo ${field}.`
    : `Ya hay un ${one} con el mismo ${field}, asignado a otra persona: pedile a tu supervisor que te lo asigne en lugar de cargarlo de nuevo.`;
}
