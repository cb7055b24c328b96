/**
 * Validation of inputs that are not a record's form (a command's input, a discount's percent):
 * the same domain checks as the server (`checkInput`), and for a number typed in another format
 * the hint of the format we read, so a dialog never sends what the server would refuse.
 */
import type { Field } from '../../domain/engine/fields';
import { NUMBER_TEXT_MESSAGE } from '../../domain/engine/format';
import { interpolate } from '../../domain/engine/messages';
import { checkInput } from '../../domain/engine/commandPlan';
import { isUnparsed } from './unparsed';

const NUMERIC = new Set<Field['kind']>(['integer', 'decimal', 'money']);

/** The hint for a number the input could not read, or null. */
export function unparsedNumberMessage(field: Field, value: unknown): string | null {
  return NUMERIC.has(field.kind) && isUnparsed(value)
    ? interpolate(NUMBER_TEXT_MESSAGE, { attribute: field.label })
    : null;
}

/** A react-admin form validator over `fields` alone. */
export function inputValidator(fields: Readonly<Record<string, Field>>) {
  return (values: Record<string, unknown>) => {
    const checked = checkInput(fields, values);
    const messages: Record<string, string> =
      'errors' in checked
        ? Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [k, v.join(' ')]))
        : {};
    for (const [name, field] of Object.entries(fields)) {
      const hint = unparsedNumberMessage(field, values[name]);
      if (hint) messages[name] = hint;
    }
    return messages;
  };
}
