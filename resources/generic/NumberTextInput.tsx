/**
 * The one input for integer, decimal and money fields. It reads and shows the Argentine format
 * (`1.465,50`) whatever the browser's language, where `type=number` would follow the browser
 * and turn `1465,50` into 146550. Parsing and formatting rules live in domain/engine/format.ts.
 */
import { useState, type ReactNode } from 'react';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { InputAdornment, TextField } from '@mui/material';
import { formatNumberText, numberForApi, parseNumberText } from '../../domain/engine/format';
import { isUnparsed, unparsed } from './unparsed';

export interface NumberTextInputProps {
  source: string;
  label: string;
  /** Digits after the decimal comma shown back (0 for integers, 2 for money). */
  scale: number;
  integer?: boolean;
  /** Shown before the amount, e.g. `$`. */
  prefix?: ReactNode;
  helperText?: string | false;
  isRequired?: boolean;
  readOnly?: boolean;
  defaultValue?: unknown;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** Filters drop a value that is not a number instead of keeping it for validation. */
  asFilter?: boolean;
  alwaysOn?: boolean;
  resource?: string;
}

export function NumberTextInput({
  source,
  label,
  scale,
  integer = false,
  prefix,
  helperText,
  isRequired,
  readOnly,
  defaultValue,
  fullWidth,
  size,
  asFilter = false,
  resource,
}: NumberTextInputProps) {
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
  // While the user types, the text is theirs; otherwise it is the stored value, formatted.
  const [editing, setEditing] = useState<string | null>(null);
  const shown = isUnparsed(field.value)
    ? field.value.unparsed
    : formatNumberText(field.value, scale, !integer);
  const text = editing ?? shown;

  const change = (next: string) => {
    setEditing(next);
    const canonical = parseNumberText(next);
    if (canonical === undefined) field.onChange(asFilter ? undefined : unparsed(next));
    else field.onChange(canonical === null ? null : numberForApi(canonical));
  };

  return (
    <TextField
      id={id}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onChange={(event) => change(event.target.value)}
      onFocus={() => setEditing(shown)}
      onBlur={() => {
        setEditing(null);
        field.onBlur();
      }}
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={required} />}
      error={fieldState.invalid}
      helperText={
        helperText !== false || fieldState.invalid ? (
          <InputHelperText error={fieldState.error?.message} helperText={helperText} />
        ) : null
      }
      fullWidth={fullWidth}
      size={size}
      className={`ra-input ra-input-${source}`}
      slotProps={{
        input: {
          readOnly,
          startAdornment: prefix ? (
            <InputAdornment position="start">{prefix}</InputAdornment>
          ) : undefined,
        },
        htmlInput: {
          inputMode: integer ? 'numeric' : 'decimal',
          autoComplete: 'off',
          style: { textAlign: 'right' },
        },
      }}
    />
  );
}
