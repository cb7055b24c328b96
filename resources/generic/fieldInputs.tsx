/** One input component per field kind; create, edit and filters all come from here. */
import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  BooleanInput,
  NullableBooleanInput,
  PasswordInput,
  SelectInput,
  TextInput,
  type RaRecord,
} from 'react-admin';
import {
  confirmationKey,
  scaleOf,
  type ColourField,
  type Field,
  type FileField,
  type RichTextField,
  type TypedValueField,
} from '../../domain/fields';
import { ColourInput, FileInput, RichTextKindInput, TypedValueInput } from './fieldKindInputs';
import { CURRENCY_SYMBOL_BY_ID } from '../../domain/enums/catalogues';
import { DatePickerInput } from './DatePickerInput';
import { NumberTextInput } from './NumberTextInput';
import { MemberListInput, ReferenceChoiceInput } from './referenceInputs';
import { ChoicePicker } from './ChoicePicker';
import { EmbeddedListInput } from './EmbeddedListInput';

const byGroup = (choice: RaRecord) => String(choice.group ?? '');

interface InputProps {
  name: string;
  field: Field;
  /** Filters are never required and booleans may be left unset. */
  asFilter?: boolean;
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
  /** A reference offers only these records (the people a supervisor may assign to). */
  onlyIds?: readonly number[];
  /**
   * An input of an embedded list's item: no default of its own. A new item gets its defaults
   * when added; one loaded from a spreadsheet may lack a value on purpose (a cell that could not
   * be read, its message on the input), which a default would overwrite and silence.
   */
  inList?: boolean;
}

/**
 * Text kinds are plain text inputs: `type=email`/`type=url` would let the browser answer in its
 * own language; our Spanish validators (domain/validators) speak instead. `inputMode` still
 * gives phones the right keyboard.
 */
const INPUT_MODE: Partial<Record<Field['kind'], 'email' | 'url' | 'tel'>> = {
  email: 'email',
  url: 'url',
  phone: 'tel',
};

export function FieldInput({
  name,
  field,
  asFilter = false,
  alwaysOn,
  size,
  onlyIds,
  inList = false,
}: InputProps) {
  const common = {
    source: name,
    label: field.label,
    helperText: asFilter ? (false as const) : (field.helperText ?? ''),
    readOnly: !asFilter && field.readOnly ? true : undefined,
    isRequired: !asFilter && field.required,
    // null, not undefined: a switch's own default (false) would apply otherwise.
    defaultValue: asFilter ? undefined : inList ? null : (field.default ?? undefined),
    fullWidth: !asFilter,
    alwaysOn,
    size,
  };
  switch (field.kind) {
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'email':
    case 'url':
    case 'phone':
      return (
        <TextInput
          {...common}
          type="text"
          inputProps={{ inputMode: INPUT_MODE[field.kind], autoComplete: 'off' }}
        />
      );
    case 'integer':
      return <NumberTextInput {...common} asFilter={asFilter} scale={0} integer />;
    case 'decimal':
    case 'money':
      return (
        <NumberTextInput
          {...common}
          asFilter={asFilter}
          scale={scaleOf(field)}
          prefix={field.kind === 'money' ? CURRENCY_SYMBOL_BY_ID[1] : undefined}
        />
      );
    case 'boolean':
      return asFilter ? <NullableBooleanInput {...common} /> : <BooleanInput {...common} />;
    case 'date':
    case 'datetime':
      return (
        <DatePickerInput {...common} asFilter={asFilter} withTime={field.kind === 'datetime'} />
      );
    case 'enumeration':
    case 'status':
      return (
        <SelectInput
          {...common}
          choices={field.enumeration.options.map((o) => ({ id: o.id, name: o.label }))}
        />
      );
    case 'choiceList': {
      const choices = field.choices.map((c) => ({ id: c.id, name: c.label, group: c.group }));
      const grouped = choices.some((c) => c.group);
      // A filter picks one value ("users with this organization"); a form picks several.
      return asFilter ? (
        <AutocompleteInput {...common} choices={choices} groupBy={grouped ? byGroup : undefined} />
      ) : (
        <ChoicePicker
          source={name}
          field={field}
          helperText={common.helperText}
          isRequired={common.isRequired}
          readOnly={common.readOnly}
        />
      );
    }
    case 'memberList':
      // Chosen members take the reference through their own update: for who may edit them.
      return asFilter ? null : (
        <MemberListInput
          name={name}
          field={field}
          helperText={common.helperText}
          fullWidth={common.fullWidth}
        />
      );
    case 'reference':
    case 'referenceList':
      return (
        <ReferenceChoiceInput
          name={name}
          field={field}
          asFilter={asFilter}
          alwaysOn={alwaysOn}
          onlyIds={onlyIds}
          isRequired={common.isRequired}
          helperText={common.helperText}
          fullWidth={common.fullWidth}
          size={size}
        />
      );
    case 'embeddedList':
      return asFilter ? null : <EmbeddedListInput name={name} field={field} />;
    case 'password':
      return (
        <>
          <PasswordInput {...common} isRequired autoComplete="new-password" />
          <PasswordInput
            source={confirmationKey(name)}
            label={`Confirmar ${field.label.toLowerCase()}`}
            isRequired
            autoComplete="new-password"
            fullWidth={common.fullWidth}
          />
        </>
      );
    case 'file':
    case 'richText':
    case 'colour':
    case 'typedValue':
      return newKindInput(name, field, common, asFilter);
    default:
      return <TextInput {...common} />;
  }
}

/** Inputs of the kinds in fieldKindInputs.tsx; a filter is a plain text (a code, a colour). */
function newKindInput(
  name: string,
  field: FileField | RichTextField | ColourField | TypedValueField,
  common: {
    helperText: string | false;
    isRequired?: boolean;
    readOnly?: boolean;
    fullWidth: boolean;
  },
  asFilter: boolean,
) {
  if (asFilter) return <TextInput source={name} label={field.label} helperText={false} />;
  const props = {
    name,
    helperText: common.helperText,
    isRequired: common.isRequired,
    readOnly: common.readOnly,
    fullWidth: common.fullWidth,
  };
  switch (field.kind) {
    case 'file':
      return <FileInput {...props} field={field} />;
    case 'richText':
      return <RichTextKindInput {...props} field={field} />;
    case 'colour':
      return <ColourInput {...props} field={field} />;
    case 'typedValue':
      return <TypedValueInput {...props} field={field} />;
  }
}

/**
 * A list filter. react-admin reads `source`, `label` and `alwaysOn` from the filter elements
 * themselves (the "add filter" menu, `displayedFilters`, the remove button), so they are props
 * of this element, not only of the input it renders. The props react-admin adds when it clones
 * the element (size, resource, record) are not needed.
 */
export function FilterInput({
  field,
  source,
  size,
}: {
  source: string;
  label: string;
  field: Field;
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
}) {
  return <FieldInput name={source} field={field} size={size} asFilter />;
}

/** The filter element for one declared field (see `FilterInput`). */
export const filterElement = (name: string, field: Field, alwaysOn?: boolean): ReactElement => (
  <FilterInput key={name} source={name} label={field.label} field={field} alwaysOn={alwaysOn} />
);
