/**
 * Date and date-time inputs: MUI X pickers with the es locale (each picker brings its own
 * LocalizationProvider, so the pickers stay out of the app shell's JavaScript), typed and
 * shown as dd/mm/aaaa whatever the browser's language, where `type=date` would follow the
 * browser (mm/dd/yyyy in an English one). The API keeps `YYYY-MM-DD` for dates and ISO
 * instants for date-times.
 */
import { useState } from 'react';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { isValid } from 'date-fns';
import { isBlank } from '../../domain/engine/display';
import { dateOfIso, isoDateOf } from '../../domain/engine/format';
import { isUnparsed, unparsed, type UnparsedValue } from './unparsed';
import { DateLocalization } from './DateLocalization';

export interface DatePickerInputProps {
  source: string;
  label: string;
  withTime?: boolean;
  helperText?: string | false;
  isRequired?: boolean;
  readOnly?: boolean;
  defaultValue?: unknown;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** Filters drop an unfinished date instead of keeping it for validation. */
  asFilter?: boolean;
  alwaysOn?: boolean;
  resource?: string;
}

/**
 * The form value of what the picker holds: `null` when cleared, the API's text when whole, and
 * when unfinished, nothing for a filter (the list keeps its rows) or the typed text for a form
 * (its validation names the problem).
 */
export function pickedValue(
  date: Date | null,
  { withTime, asFilter }: { withTime: boolean; asFilter: boolean },
): string | null | undefined | UnparsedValue {
  if (date === null) return null;
  if (!isValid(date)) return asFilter ? undefined : unparsed(String(date));
  // A year being typed passes through 0002, 0020 and 0202: a list would filter on each.
  if (asFilter && date.getFullYear() < 1000) return undefined;
  return withTime ? date.toISOString() : isoDateOf(date);
}

export function DatePickerInput({
  source,
  label,
  withTime = false,
  helperText,
  isRequired,
  readOnly,
  defaultValue,
  fullWidth,
  size,
  asFilter = false,
  resource,
}: DatePickerInputProps) {
  const {
    field,
    fieldState,
    id,
    isRequired: required,
  } = useInput({
    source,
    resource,
    defaultValue,
    isRequired,
  });
  // The picker's own unfinished date is handed back as is, so the sections typed so far stay.
  const [typed, setTyped] = useState<Date | null>(null);
  // A filter holds nothing while its date is unfinished (a year still at 0202): the picker
  // keeps showing what was typed, or the sections typed so far would be wiped.
  const pending = asFilter && isBlank(field.value) && typed !== null;
  const value = isUnparsed(field.value) || pending ? typed : dateOfIso(field.value);
  const change = (date: Date | null) => {
    setTyped(date);
    field.onChange(pickedValue(date, { withTime, asFilter }));
  };
  const Picker = withTime ? DateTimePicker : DatePicker;
  return (
    <DateLocalization>
      <Picker
        value={value}
        onChange={change}
        format={withTime ? 'dd/MM/yyyy HH:mm' : 'dd/MM/yyyy'}
        readOnly={readOnly}
        label={
          <FieldTitle label={label} source={source} resource={resource} isRequired={required} />
        }
        className={`ra-input ra-input-${source}`}
        slotProps={{
          textField: {
            id,
            name: field.name,
            inputRef: field.ref,
            onBlur: field.onBlur,
            error: fieldState.invalid,
            fullWidth,
            size,
            helperText:
              helperText !== false || fieldState.invalid ? (
                <InputHelperText error={fieldState.error?.message} helperText={helperText} />
              ) : null,
          },
        }}
      />
    </DateLocalization>
  );
}
