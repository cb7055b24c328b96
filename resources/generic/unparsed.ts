/**
 * What an input holds while its text is not a value yet (`1465.50`, `31/02/2026`): the form's
 * validation reports it and nothing is saved, instead of sending a guess or an empty value.
 */
export interface UnparsedValue {
  unparsed: string;
}

export const unparsed = (text: string): UnparsedValue => ({ unparsed: text });

export const isUnparsed = (value: unknown): value is UnparsedValue =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, 'unparsed');
