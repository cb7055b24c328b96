/**
 * Which values get a copy-to-clipboard button beside them (spec 9): identifiers people paste
 * elsewhere — a CUIT into AFIP's site, an e-mail into the mail client, a policy number into an
 * insurer's portal. Declared once here by field kind and by field name, so every list and show
 * page agrees; later areas add their identifiers' names (policy numbers) to the list.
 */
import type { Field, FieldKind } from './fields';

const COPYABLE_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>(['cuit', 'email']);

/** Identifier fields that are plain text: copyable wherever an entity declares them. */
export const COPYABLE_FIELD_NAMES: ReadonlySet<string> = new Set([
  'policy_number',
  'contract_number',
  'claim_number',
  'cbu',
  'client_id',
]);

export const isCopyable = (name: string, field: Field) =>
  !field.secret && (COPYABLE_KINDS.has(field.kind) || COPYABLE_FIELD_NAMES.has(name));

/** A record's own identifier that names it (a policy's or a claim's number, a plate). */
const IDENTIFIER_LABELS: ReadonlySet<string> = new Set(['number', 'plate']);

/**
 * Whether a record is named by an identifier: cited in a list it reads whole, never broken
 * across lines («171-17- / 9974224» would read as two numbers).
 */
export function labelIsIdentifier(target: { fields: Record<string, Field>; recordLabel: string }) {
  const field = target.fields[target.recordLabel] as Field | undefined;
  return (
    !!field && (IDENTIFIER_LABELS.has(target.recordLabel) || isCopyable(target.recordLabel, field))
  );
}
