/**
 * The field kinds an entity declares, one maker each (`text`, `reference`, `money`…), and what
 * the engine reads off a field (secret, sortable, its scale). Their shapes: ./fieldTypes.ts,
 * re-exported here so a declaration imports one module.
 */
import type { EnumDef } from './defineEnum';
import type {
  TextField,
  IntegerField,
  DecimalField,
  MoneyField,
  BooleanField,
  DateField,
  EnumerationField,
  ReferenceField,
  Choice,
  ChoiceListField,
  ReferenceListField,
  MemberListField,
  EmbeddedListField,
  PasswordField,
  FileMime,
  FileField,
  RichTextField,
  ColourField,
  TypedValueField,
  Field,
  FieldKind,
} from './fieldTypes';

export type * from './fieldTypes';

type Options<F extends Field> = Omit<F, 'kind'>;

export const text = (o: Options<TextField>): TextField => ({ kind: 'text', max: 255, ...o });
export const longText = (o: Options<TextField>): TextField => ({
  kind: 'longText',
  max: 5000,
  ...o,
});
export const email = (o: Options<TextField>): TextField => ({ kind: 'email', max: 255, ...o });
export const phone = (o: Options<TextField>): TextField => ({ kind: 'phone', max: 30, ...o });
/** A public web address (http or https, a host with a dot): domain/validators/url.ts. */
export const url = (o: Options<TextField>): TextField => ({ kind: 'url', max: 255, ...o });
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

export const choiceList = (o: Options<ChoiceListField>): ChoiceListField => ({
  kind: 'choiceList',
  ...o,
});
export const referenceList = (o: Options<ReferenceListField>): ReferenceListField => ({
  kind: 'referenceList',
  ...o,
});
export const memberList = (o: Options<MemberListField>): MemberListField => ({
  kind: 'memberList',
  hiddenInList: true,
  ...o,
});
export const embeddedList = (o: Options<EmbeddedListField>): EmbeddedListField => ({
  kind: 'embeddedList',
  hiddenInList: true,
  ...o,
});
export const password = (o: Options<PasswordField>): PasswordField => ({
  kind: 'password',
  hiddenInList: true,
  ...o,
});

/** Images an upload may be (SVG is refused: it may carry script). */
export const IMAGE_TYPES: readonly FileMime[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
];

export const file = (o: Options<FileField>): FileField => ({ kind: 'file', ...o });
export const richText = (o: Options<RichTextField>): RichTextField => ({
  kind: 'richText',
  max: 50000,
  hiddenInList: true,
  ...o,
});
export const colour = (o: Options<ColourField>): ColourField => ({ kind: 'colour', ...o });
export const typedValue = (o: Options<TypedValueField>): TypedValueField => ({
  kind: 'typedValue',
  max: 5000,
  ...o,
});

/** Choices from a spec enumeration (numeric ids, Spanish labels). */
export const choicesOf = (enumeration: EnumDef): Choice[] =>
  enumeration.options.map((o) => ({ id: o.id, label: o.label }));

/** A value that never leaves the server as typed (see `Common.secret` and `Common.sealed`). */
export const isSecret = (field: Field | undefined) =>
  !!field && (field.kind === 'password' || field.secret === true || field.sealed === true);

/** Companion key that carries a password field's confirmation. */
export const confirmationKey = (name: string) => `${name}_confirmation`;

/** Digits after the decimal point with which a numeric field is stored. */
export function scaleOf(field: Field): number {
  if (field.kind === 'decimal') return field.scale;
  if (field.kind === 'money') return 2;
  return 0;
}

/**
 * Secret and sensitive values are never filtered, searched or sorted by: a filter's total or an
 * order would reveal a masked value (a reset token) one character at a time.
 */
export const isConfidential = (field: Field | undefined) =>
  isSecret(field) || field?.sensitive === true;

/** Lists and confidential values have no order of their own: the API refuses to sort by them. */
export const isSortable = (field: Field) =>
  ![
    'referenceList',
    'memberList',
    'embeddedList',
    'choiceList',
    'password',
    'file',
    'richText',
  ].includes(field.kind) && !isConfidential(field);

const TEXT_KINDS: readonly FieldKind[] = ['text', 'longText', 'email', 'phone', 'cuit', 'url'];

export function isTextKind(kind: FieldKind): boolean {
  return TEXT_KINDS.includes(kind);
}
