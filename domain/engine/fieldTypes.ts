/**
 * The shape of each field kind an entity declares (domain/engine/fields.ts makes them). A field
 * is plain data: the server turns it into a column and a validation rule, the front end into an
 * input, a list column and a filter.
 */
import type { Entity } from './entity';
import type { EnumDef, EnumTone } from './defineEnum';
import type { fileTypes } from '../enums/files';

interface Common {
  /** Spanish label shown to users and used in validation messages. */
  label: string;
  required?: boolean;
  /** Unique across the table, or within the rows sharing the listed sibling fields. */
  unique?: boolean | { within: string[] };
  /** Message used instead of the generic `unique` one (spec section 5 product messages). */
  uniqueMessage?: string;
  /** Message used instead of the generic `required` one (spec section 5 product messages). */
  requiredMessage?: string;
  /** Message used instead of the kind's generic format one ("El CUIT ingresado no es válido"). */
  invalidMessage?: string;
  /**
   * The form shows the input only while the record's values pass (a razón social for a
   * company, the PEP statement date once the flag is set). A hidden value is kept, not erased.
   */
  shownWhen?: (values: Readonly<Record<string, unknown>>) => boolean;
  /** Accepted on create, refused on update. */
  readOnly?: boolean;
  hiddenInList?: boolean;
  /** Read on one line in lists, never broken at its dashes (a policy number "003-01-2089908"). */
  oneLine?: boolean;
  /** Offered as a list filter (search fields always are, through the search box). */
  filter?: boolean;
  default?: string | number | boolean | null | readonly (string | number)[];
  /** Set by the product itself (seed data): shown, never accepted from the API or a form. */
  system?: boolean;
  helperText?: string;
  /**
   * Never leaves the server: not in API answers, the audit trail, logs or exports (the audit
   * records only that it changed). Password fields are secret by kind.
   */
  secret?: boolean;
  /**
   * A secret the product needs back (a card's number, for the insurer's debit): stored
   * encrypted with the configured key and answered only as its mask, the last four characters
   * (`•••• 4905`); the mask sent back means "unchanged" (domain/engine/sealedValues.ts).
   */
  sealed?: boolean;
  /**
   * Text that may carry secrets inside it (an e-mail with a reset link): shown whole only to an
   * administrator of the record's organization, with links and tokens masked for everyone else
   * and always in the audit trail (server/rest/secrets.ts decides).
   */
  sensitive?: boolean;
}

export interface TextField extends Common {
  kind: 'text' | 'longText' | 'email' | 'phone' | 'cuit' | 'url';
  min?: number;
  max?: number;
  /** A pattern the value must match, with the message shown when it does not. */
  pattern?: { regex: RegExp; message: string };
  /** Kept in capitals (codes such as a CPA): `c1425abc` is taken as `C1425ABC`. */
  upperCase?: boolean;
  /**
   * The one spelling a valid value is kept in, however it was typed (a plate as it is
   * painted: `ad123zz` is kept as `AD 123 ZZ`); the value as typed when it has none.
   */
  spelling?: (text: string) => string | null;
  /**
   * A number people write in groups of three (a DNI as `34.567.890` or `34 567 890`): digits
   * grouped that way are stored without the dots or spaces; anything else is kept as typed.
   */
  digitGroups?: boolean;
  /**
   * A long text that holds one JSON object of this entity's values (an imported row as the
   * import read it): a record's page shows them as that entity's fields, with their labels and
   * option names, never as raw JSON.
   */
  valuesOf?: Entity;
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
  /**
   * The colour the value reads in, from the record (a premium's change: a rise beyond the
   * limit in the error colour, a fall in the success one); none: the text's own.
   */
  tone?: (record: Readonly<Record<string, unknown>>) => EnumTone | null;
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

/**
 * The same rows as a tab one hop further (domain/engine/detailTabs.ts): on the page of the record that
 * the referenced record's reference `via` points at (an account contact on its client's
 * economic group). Tab path and label default to the direct tab's.
 */
export interface ThroughTab {
  via: string;
  tab?: string;
  label?: string;
  /** Only the dotted list filter, no tab (a group's statistics count its clients' records). */
  filterOnly?: boolean;
}

/** One tab of a split `detailTab`: the rows whose field holds `value`. */
export interface SplitTab {
  value: string | number;
  tab: string;
  label: string;
  /** Shown only on a parent whose field holds one of these values (ART increases: an ART policy). */
  parentWhen?: { field: string; in: readonly (string | number)[] };
}

export interface ReferenceField extends Common {
  kind: 'reference';
  /** Name of the referenced entity (its route, e.g. `admin/locations/state`). */
  target: string;
  /**
   * Lists this entity's records as a tab of the referenced record's page, declared here so a
   * new area shows on its parent's page (an account's contracts) without touching the parent.
   */
  detailTab?: {
    tab?: string;
    label?: string;
    through?: readonly ThroughTab[];
    /**
     * The rows split over several tabs by the value of one of their fields, instead of one tab
     * (a policy's researches: renewals, re-invoicings, ART increases): each tab lists and adds
     * the rows holding its value.
     */
    split?: { field: string; tabs: readonly SplitTab[] };
  };
  /**
   * A cascade (country → province → locality → zip code): the chosen record's reference `via`
   * must be this record's `field` (a locality of the province chosen). The picker offers only
   * those and stays disabled until `field` is chosen; the server refuses a mismatch with
   * `message` on this field.
   */
  dependsOn?: { field: string; via: string; message: string };
  /**
   * The record goes with the one it points at (a client's bindings): deleting the target
   * deletes it in the same transaction instead of being refused as "in use".
   */
  deletedWith?: boolean;
  /**
   * Shown in its place while it is empty: another reference of the record (a request's
   * client, else the lead it came from), with `note` after its name ("lead").
   */
  orElse?: { source: string; target: string; note: string };
  /**
   * Only records of the target holding one of these values per field may be chosen (a photo
   * hangs from an inspection still waiting for photos, a letter from an ART request): the
   * area's hook refuses another with its reason, and generated samples choose among these.
   */
  offeredWhen?: Readonly<Record<string, readonly (string | number)[]>>;
}

/** One value a choice list offers: its stored id, its Spanish label, an optional group. */
export interface Choice {
  readonly id: string | number;
  readonly label: string;
  readonly group?: string;
  /** What choosing it means, shown under the label by pickers (permissions). */
  readonly description?: string;
}

/** Several values from a fixed catalogue (permissions, organizations), stored in order. */
export interface ChoiceListField extends Common {
  kind: 'choiceList';
  choices: readonly Choice[];
}

/** Several records of another entity (a user's roles), stored in a join table, in order. */
export interface ReferenceListField extends Common {
  kind: 'referenceList';
  target: string;
}

/**
 * Records of another section that point at this one by their own reference `via` (a group's
 * member clients: accounts whose `economic_group_id` is the group), chosen in the parent's form
 * and saved with it: the value is their ids, no table of its own (server/rest/memberLists.ts).
 */
export interface MemberListField extends Common {
  kind: 'memberList';
  target: string;
  via: string;
  /** Most members a form may send (a larger group is managed from the members' side). */
  max: number;
}

/**
 * Child records edited inside the parent's form and saved with it, in its transaction and under
 * its optimistic lock (a person's phones and addresses): the value is a list of the child's
 * records (`id` kept for the ones already stored). The child declaration has no route, menu or
 * screen of its own; its table has a reference `parentField` to the parent, set by the server.
 */
export interface EmbeddedListField extends Common {
  kind: 'embeddedList';
  of: Entity;
  parentField: string;
  /** Most items a record may hold. */
  max: number;
  /**
   * An item field no two items may share (a team's members), with the message on the copy;
   * `key` reads the value as it is compared (a plate typed `AB 123 CD` or `ab123cd`).
   */
  uniqueBy?: { field: string; message: string; key?: (value: unknown) => string };
  /**
   * Its items may come from a spreadsheet: the form offers the model workbook and an upload
   * that fills the list, each bad row's messages on its own inputs (domain/engine/sheetItems.ts).
   */
  sheet?: boolean;
}

/**
 * A secret set on create together with `{name}_confirmation`; only its bcrypt hash is stored
 * (column `{name}_hash`), it is never returned, and changing it has its own screen and route.
 */
export interface PasswordField extends Common {
  kind: 'password';
}

/** Types the file kind may accept: sniffed from the bytes, never taken from the client. */
export type FileMime = (typeof fileTypes.options)[number]['code'];

/**
 * An uploaded file: the value is the id of an `admin/media` record whose bytes live in the
 * database (several instances share them). The upload names entity and field so the server
 * applies this field's limits.
 */
export interface FileField extends Common {
  kind: 'file';
  accept: readonly FileMime[];
  /** Largest accepted upload, in bytes. */
  maxBytes: number;
  /**
   * The section whose writers upload this field's files when its own is written only by the
   * product (a quote's PDF, loaded from its opportunity: server/files/routes.ts).
   */
  uploadBy?: string;
  /**
   * The file is its record's own (a client's DNI photo, not a library image): once no record
   * holds it (its record deleted, or another file chosen) it is deleted too, never left loose
   * for the media section to read (server/files/fileFieldHooks.ts).
   */
  ownedByRecord?: boolean;
  /**
   * A text field of the record that takes the chosen file's name (without its extension) while
   * it is still empty: an attachment's «Nombre» from `cedula-verde.jpg`, then edited at will.
   */
  namesField?: string;
}

/** HTML written in an editor, sanitised on the server by an allow-list before it is stored. */
export interface RichTextField extends Common {
  kind: 'richText';
  /** Longest accepted HTML, in characters, after sanitising. */
  max?: number;
}

/** A colour as `#RRGGBB`, stored in capitals. */
export interface ColourField extends Common {
  kind: 'colour';
}

/**
 * A value whose type is given by a sibling enumeration field of spec 3's Variable types
 * (domain/enums variableTypes: number, string, boolean, date, datetime, time, array, object).
 * Stored as text in a canonical form (see domain/engine/typedValue.ts).
 */
export interface TypedValueField extends Common {
  kind: 'typedValue';
  /** Name of the sibling enumeration field (variableTypes) that says the value's type. */
  typeField: string;
  max?: number;
}

export type Field =
  | FileField
  | RichTextField
  | ColourField
  | TypedValueField
  | TextField
  | IntegerField
  | DecimalField
  | MoneyField
  | BooleanField
  | DateField
  | EnumerationField
  | ReferenceField
  | ChoiceListField
  | ReferenceListField
  | MemberListField
  | EmbeddedListField
  | PasswordField;

export type FieldKind = Field['kind'];
