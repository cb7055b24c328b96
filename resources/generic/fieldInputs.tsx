/** One input component per field kind; create, edit and filters all come from here. */
import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  DateTimeInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { InputAdornment } from '@mui/material';
import { entityByName } from '../../domain/entities';
import { scaleOf, type Field } from '../../domain/fields';
import { CURRENCY_SYMBOL_BY_ID } from '../../domain/enums/catalogues';

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
