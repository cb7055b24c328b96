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
