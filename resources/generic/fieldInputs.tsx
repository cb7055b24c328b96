/** One input component per field kind; create, edit and filters all come from here. */
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NullableBooleanInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  type RaRecord,
} from 'react-admin';
import { InputAdornment } from '@mui/material';
import { entityByName } from '../../domain/entities';
import { confirmationKey, scaleOf, type Field } from '../../domain/fields';
import { CURRENCY_SYMBOL_BY_ID } from '../../domain/enums/catalogues';

const byGroup = (choice: RaRecord) => String(choice.group ?? '');

interface InputProps {
  name: string;
  field: Field;
  /** Filters are never required and booleans may be left unset. */
  asFilter?: boolean;
  alwaysOn?: boolean;
}

export function FieldInput({ name, field, asFilter = false, alwaysOn }: InputProps) {
  const common = {
    source: name,
    label: field.label,
    helperText: asFilter ? false : (field.helperText ?? ''),
    readOnly: !asFilter && field.readOnly ? true : undefined,
    isRequired: !asFilter && field.required,
    defaultValue: asFilter ? undefined : (field.default ?? undefined),
    alwaysOn,
  };
  switch (field.kind) {
    case 'longText':
      return <TextInput {...common} multiline minRows={3} fullWidth />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'phone':
      return <TextInput {...common} type="tel" />;
    case 'integer':
      return <NumberInput {...common} step={1} />;
    case 'decimal':
    case 'money':
      return (
        <NumberInput
          {...common}
          step={1 / 10 ** scaleOf(field)}
          InputProps={
            field.kind === 'money'
              ? {
                  startAdornment: (
                    <InputAdornment position="start">{CURRENCY_SYMBOL_BY_ID[1]}</InputAdornment>
                  ),
                }
              : undefined
          }
        />
      );
    case 'boolean':
      return asFilter ? <NullableBooleanInput {...common} /> : <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
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
        <AutocompleteArrayInput
          {...common}
          defaultValue={Array.isArray(field.default) ? [...field.default] : undefined}
          choices={choices}
          groupBy={grouped ? byGroup : undefined}
          fullWidth
        />
      );
    }
    case 'referenceList': {
      const target = entityByName(field.target);
      const sort = { field: target.recordLabel, order: 'ASC' as const };
      const picker = {
        label: field.label,
        optionText: target.recordLabel,
        isRequired: common.isRequired,
        helperText: common.helperText,
        filterToQuery: (q: string) => ({ q }),
      };
      return asFilter ? (
        <ReferenceInput source={name} reference={target.name} sort={sort} alwaysOn={alwaysOn}>
          <AutocompleteInput {...picker} />
        </ReferenceInput>
      ) : (
        <ReferenceArrayInput source={name} reference={target.name} sort={sort} perPage={100}>
          <AutocompleteArrayInput {...picker} fullWidth />
        </ReferenceArrayInput>
      );
    }
    case 'password':
      return (
        <>
          <PasswordInput {...common} isRequired autoComplete="new-password" />
          <PasswordInput
            source={confirmationKey(name)}
            label={`Confirmar ${field.label.toLowerCase()}`}
            isRequired
            autoComplete="new-password"
          />
        </>
      );
    case 'reference': {
      const target = entityByName(field.target);
      return (
        <ReferenceInput
          source={name}
          reference={target.name}
          sort={{ field: target.recordLabel, order: 'ASC' }}
          alwaysOn={alwaysOn}
        >
          <AutocompleteInput
            label={field.label}
            optionText={target.recordLabel}
            isRequired={common.isRequired}
            helperText={common.helperText}
            filterToQuery={(q: string) => ({ q })}
          />
        </ReferenceInput>
      );
    }
    default:
      return <TextInput {...common} />;
  }
}
