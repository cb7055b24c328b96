/**
 * One input component per field kind; create, edit and filters (listFilters.tsx) all come from
 * here. An embedded list's rows are here too: their inputs are the inputs of the item's fields.
 */
import {
  ArrayInput,
  AutocompleteInput,
  BooleanInput,
  Button,
  NullableBooleanInput,
  PasswordInput,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  type RaRecord,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/AddCircleOutline';
import { itemEntity } from '../../domain/engine/embedded';
import type { Entity } from '../../domain/engine/entity';
import {
  confirmationKey,
  scaleOf,
  type EmbeddedListField,
  type Field,
} from '../../domain/engine/fields';
import { kindInput } from './fieldKindInputs';
import { CURRENCY_SYMBOL_BY_ID } from '../../domain/enums/catalogues';
import { DatePickerInput } from './DatePickerInput';
import { NumberTextInput } from './NumberTextInput';
import { MemberListInput, ReferenceChoiceInput } from './referenceInputs';
import { ChoicePicker } from './ChoicePicker';
import { ItemErrorTiming } from './ItemErrorTiming';
import { SheetUpload } from './SheetUpload';

const byGroup = (choice: RaRecord) => String(choice.group ?? '');

interface InputProps {
  name: string;
  field: Field;
  /** Filters are never required and booleans may be left unset. */
  asFilter?: boolean;
  alwaysOn?: boolean;
  size?: 'small' | 'medium';
  /**
   * A reference offers only these records (the people a supervisor may assign to), an
   * enumeration only these options (the endorsement types a policy may be asked).
   */
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
          choices={field.enumeration.options
            .filter((o) => !onlyIds || onlyIds.includes(o.id))
            .map((o) => ({ id: o.id, name: o.label }))}
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
      return kindInput(name, field, common, asFilter);
    default:
      return <TextInput {...common} />;
  }
}

/** Room each kind of input takes in an item's row; text grows to fill what is left. */
const ITEM_INPUT_WIDTH: Partial<Record<Field['kind'], number>> = {
  enumeration: 190,
  boolean: 130,
  reference: 230,
  integer: 120,
};

function ItemCell({ name, field }: { name: string; field: Field }) {
  const width = ITEM_INPUT_WIDTH[field.kind];
  return (
    <Box
      sx={{
        flex: width ? `0 1 ${width}px` : '1 1 160px',
        minWidth: width ?? 120,
        '& .MuiFormControl-root': { mt: 0.5 },
      }}
    >
      <FieldInput name={name} field={field} inList />
      <ItemErrorTiming name={name} />
    </Box>
  );
}

/** "Agregar teléfono": a new item starts with the child's defaults (a mobile, in Argentina). */
function AddItem({ item }: { item: Entity }) {
  const { add } = useSimpleFormIterator();
  // Its inputs have no defaults of their own (FieldInput `inList`): a switch starts off here.
  const defaults = Object.fromEntries(
    Object.entries(item.fields)
      .filter(([, f]) => !f.system)
      .map(([name, f]) => [name, f.default ?? (f.kind === 'boolean' ? false : undefined)])
      .filter(([, value]) => value !== undefined),
  );
  return (
    <Button label={`Agregar ${item.label.one.toLowerCase()}`} onClick={() => add(defaults)}>
      <AddIcon />
    </Button>
  );
}

/**
 * An embedded list in the parent's form (fields.ts `embeddedList`): one row of inputs per
 * item, from the child's own declaration, added and removed in place and saved with the
 * parent. Each input's errors, the form's and the server's alike, arrive at `phones.1.number`;
 * a new item's show once it has been left or saved (ItemErrorTiming).
 */
export function EmbeddedListInput({ name, field }: { name: string; field: EmbeddedListField }) {
  const item = itemEntity(field);
  const inputs = Object.entries(item.fields).filter(([, f]) => !f.system);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, mb: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {field.label}
      </Typography>
      {field.helperText && (
        <Typography variant="body2" color="text.secondary">
          {field.helperText}
        </Typography>
      )}
      {field.sheet && <SheetUpload name={name} field={field} />}
      <ArrayInput source={name} label={false} helperText={false}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          fullWidth
          addButton={<AddItem item={item} />}
          // Numbered where a spreadsheet fills the list: its summary names rows by number.
          getItemLabel={field.sheet ? (index: number) => `${index + 1}` : undefined}
          sx={{
            '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1 },
            // One row per item that wraps on a narrow form instead of running off it.
            '& .RaSimpleFormIterator-form': {
              flexWrap: 'wrap',
              columnGap: 2,
              rowGap: 0,
              alignItems: 'flex-start',
            },
          }}
        >
          {inputs.map(([inputName, inputField]) => (
            <ItemCell key={inputName} name={inputName} field={inputField} />
          ))}
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}
