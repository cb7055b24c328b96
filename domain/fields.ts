/**
 * Field kinds of an entity declaration. A field is plain data: the server turns it into a
 * column and a validation rule, the front end into an input, a list column and a filter.
 */
import type { EnumDef } from './enums/define';

interface Common {
  /** Spanish label shown to users and used in validation messages. */
  label: string;
  required?: boolean;
  /** Unique across the table, or within the rows sharing the listed sibling fields. */
  unique?: boolean | { within: string[] };
  /** Message used instead of the generic `unique` one (spec section 5 product messages). */
  uniqueMessage?: string;
  /** Accepted on create, refused on update. */
  readOnly?: boolean;
  hiddenInList?: boolean;
  /** Offered as a list filter (search fields always are, through the search box). */
  filter?: boolean;
  default?: string | number | boolean | null;
  helperText?: string;
}

export interface TextField extends Common {
  kind: 'text' | 'longText' | 'email' | 'phone' | 'cuit';
  min?: number;
  max?: number;
  /** A pattern the value must match, with the message shown when it does not. */
  pattern?: { regex: RegExp; message: string };
}

export interface IntegerField extends Common {
  kind: 'integer';
  min?: number;
  max?: number;
}

export interface DecimalField extends Common {
  kind: 'decimal';
  /** Digits after the decimal separator; stored exactly as a scaled integer. */
  scale: number;
  min?: number;
  max?: number;
}

export interface MoneyField extends Common {
  kind: 'money';
  /** Sibling reference field holding the currency; without it the amount is in pesos. */
  currencyField?: string;
  min?: number;
  max?: number;
}

export interface BooleanField extends Common {
  kind: 'boolean';
}

export interface DateField extends Common {
  kind: 'date' | 'datetime';
}

export interface EnumerationField extends Common {
  kind: 'enumeration' | 'status';
  enumeration: EnumDef;
}

export interface ReferenceField extends Common {
  kind: 'reference';
  /** Name of the referenced entity (its route, e.g. `admin/locations/state`). */
  target: string;
}

export type Field =
  | TextField
  | IntegerField
  | DecimalField
  | MoneyField
  | BooleanField
  | DateField
  | EnumerationField
  | ReferenceField;

export type FieldKind = Field['kind'];

type Options<F extends Field> = Omit<F, 'kind'>;

export const text = (o: Options<TextField>): TextField => ({ kind: 'text', max: 255, ...o });
export const longText = (o: Options<TextField>): TextField => ({
  kind: 'longText',
  max: 5000,
  ...o,
});
export const email = (o: Options<TextField>): TextField => ({ kind: 'email', max: 255, ...o });
export const phone = (o: Options<TextField>): TextField => ({ kind: 'phone', max: 30, ...o });
export const cuit = (o: Options<TextField>): TextField => ({ kind: 'cuit', ...o });
export const integer = (o: Options<IntegerField>): IntegerField => ({ kind: 'integer', ...o });
export const decimal = (o: Options<DecimalField>): DecimalField => ({ kind: 'decimal', ...o });
export const money = (o: Options<MoneyField>): MoneyField => ({ kind: 'money', ...o });
export const boolean = (o: Options<BooleanField>): BooleanField => ({
  kind: 'boolean',
  default: false,
  ...o,
});
export const date = (o: Options<DateField>): DateField => ({ kind: 'date', ...o });
export const datetime = (o: Options<DateField>): DateField => ({ kind: 'datetime', ...o });
export const enumeration = (o: Options<EnumerationField>): EnumerationField => ({
  kind: 'enumeration',
  ...o,
});
export const status = (o: Options<EnumerationField>): EnumerationField => ({
  kind: 'status',
  ...o,
});
export const reference = (o: Options<ReferenceField>): ReferenceField => ({
  kind: 'reference',
  ...o,
});

/** Digits after the decimal point with which a numeric field is stored. */
export function scaleOf(field: Field): number {
  if (field.kind === 'decimal') return field.scale;
  if (field.kind === 'money') return 2;
  return 0;
}

const TEXT_KINDS: readonly FieldKind[] = ['text', 'longText', 'email', 'phone', 'cuit'];

export function isTextKind(kind: FieldKind): boolean {
  return TEXT_KINDS.includes(kind);
}
