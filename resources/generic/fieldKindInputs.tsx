/**
 * Inputs of the field kinds file, richText, colour and typedValue (fieldInputs.tsx picks them).
 * Each one writes exactly what the API reads: a media id, HTML, `#RRGGBB`, a canonical value.
 */
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react';
import {
  FieldTitle,
  InputHelperText,
  SelectInput,
  TextInput,
  useInput,
  useResourceContext,
  type HttpError,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DeleteIcon from '@mui/icons-material/Delete';
import type {
  ColourField,
  FileField,
  RichTextField,
  TypedValueField,
} from '../../domain/engine/fields';
import { describeBytes, describeTypes } from '../../domain/engine/fileLimits';
import { isEmpty } from '../../domain/engine/rawValues';
import { variableTypeCode } from '../../domain/engine/typedValue';
import { DatePickerInput } from './DatePickerInput';
import { NumberTextInput } from './NumberTextInput';
import { FilePreview } from './fieldKindViews';
import { uploadMedia } from './mediaApi';

export interface KindInputProps<F> {
  name: string;
  field: F;
  helperText: string | false;
  isRequired?: boolean;
  readOnly?: boolean;
  fullWidth?: boolean;
}

/** `cedula-verde_2026.jpg` → `cedula verde 2026`: a file's name as a record's name. */
const nameOfFile = (fileName: string) =>
  fileName
    .replace(/\.[^.]+$/, '')
    .replace(/[-_]+/g, ' ')
    .trim()
    .slice(0, 200);

/**
 * Choose a file: uploaded at once (limits checked by the server), the field keeps its id; its
 * name proposes the record's (`namesField`) while that is empty.
 */
export function FileInput({
  name,
  field,
  helperText,
  isRequired,
  readOnly,
}: KindInputProps<FileField>) {
  const resource = useResourceContext();
  const { field: input, fieldState, isRequired: required } = useInput({ source: name, isRequired });
  const { getValues, setValue } = useFormContext();
  const picker = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const limits = `${describeTypes(field)}, hasta ${describeBytes(field.maxBytes)}.`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !resource) return;
    setError(null);
    setSending(true);
    try {
      const record = await uploadMedia(resource, name, file);
      input.onChange(record.id);
      const names = field.namesField;
      if (names && isEmpty(getValues(names)) && nameOfFile(file.name))
        setValue(names, nameOfFile(file.name), { shouldDirty: true, shouldValidate: true });
    } catch (problem) {
      const body = (problem as HttpError).body as { errors?: Record<string, string[]> } | null;
      const messages = body?.errors ? Object.values(body.errors).flat() : [];
      setError(messages[0] ?? (problem as Error).message);
    } finally {
      setSending(false);
    }
  };

  const message = error ?? fieldState.error?.message;
  return (
    <FormControl error={!!message} fullWidth sx={{ mb: 2 }} className={`ra-input ra-input-${name}`}>
      <FormLabel sx={{ mb: 1 }}>
        <FieldTitle label={field.label} source={name} isRequired={required} />
      </FormLabel>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FilePreview id={input.value} size={96} />
        {!readOnly && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button
              variant="outlined"
              size="small"
              startIcon={sending ? <CircularProgress size={16} /> : <UploadFileIcon />}
              disabled={sending}
              onClick={() => picker.current?.click()}
            >
              {input.value ? 'Cambiar archivo' : 'Elegí un archivo'}
            </Button>
            {input.value ? (
              <Button
                size="small"
                color="inherit"
                startIcon={<DeleteIcon />}
                onClick={() => input.onChange(null)}
              >
                Quitar
              </Button>
            ) : null}
          </Stack>
        )}
        <input
          ref={picker}
          type="file"
          hidden
          aria-label={field.label}
          accept={field.accept.join(',')}
          onChange={choose}
        />
      </Stack>
      <InputHelperText error={message} helperText={helperText || limits} />
    </FormControl>
  );
}

/** The editor (TipTap) is large: loaded only when a form shows a rich text field. */
const RichTextInput = lazy(() => import('./RichTextEditor'));

export function RichTextKindInput({
  name,
  field,
  helperText,
  isRequired,
  readOnly,
}: KindInputProps<RichTextField>) {
  return (
    <Suspense fallback={<CircularProgress size={20} aria-label="Cargando el editor" />}>
      <RichTextInput
        source={name}
        label={field.label}
        helperText={helperText}
        isRequired={isRequired}
        readOnly={readOnly}
        fullWidth
      />
    </Suspense>
  );
}

const HEX = /^#[0-9a-f]{6}$/i;

/** The browser's colour picker beside the `#RRGGBB` text, both writing the same value. */
export function ColourInput({
  name,
  field,
  helperText,
  isRequired,
  readOnly,
  fullWidth,
}: KindInputProps<ColourField>) {
  const { field: input, fieldState, isRequired: required } = useInput({ source: name, isRequired });
  const value = typeof input.value === 'string' ? input.value : '';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        name={input.name}
        inputRef={input.ref}
        value={value}
        onChange={(e) => input.onChange(e.target.value === '' ? null : e.target.value)}
        onBlur={input.onBlur}
        label={<FieldTitle label={field.label} source={name} isRequired={required} />}
        placeholder="#1E88E5"
        error={fieldState.invalid}
        helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
        fullWidth={fullWidth}
        className={`ra-input ra-input-${name}`}
        slotProps={{ input: { readOnly }, htmlInput: { autoComplete: 'off', spellCheck: false } }}
      />
      <Box
        component="input"
        type="color"
        aria-label={`Elegir ${field.label.toLowerCase()}`}
        disabled={readOnly}
        value={HEX.test(value) ? value.toLowerCase() : '#000000'}
        onChange={(e: ChangeEvent<HTMLInputElement>) =>
          input.onChange(e.target.value.toUpperCase())
        }
        sx={{
          width: 48,
          height: 40,
          mt: 1,
          p: 0,
          border: 0,
          bgcolor: 'transparent',
          cursor: 'pointer',
        }}
      />
    </Stack>
  );
}

const BOOLEAN_CHOICES = [
  { id: 'true', name: 'Sí' },
  { id: 'false', name: 'No' },
];

/** The input the chosen Variable type needs; it changes when the type does. */
export function TypedValueInput({
  name,
  field,
  helperText,
  isRequired,
  readOnly,
  fullWidth,
}: KindInputProps<TypedValueField>) {
  const type = variableTypeCode(useWatch({ name: field.typeField }));
  const common = { source: name, label: field.label, helperText, isRequired, readOnly, fullWidth };
  switch (type) {
    case 'number':
      return <NumberTextInput {...common} scale={0} />;
    case 'boolean':
      return <SelectInput {...common} choices={BOOLEAN_CHOICES} />;
    case 'date':
    case 'datetime':
      return <DatePickerInput {...common} withTime={type === 'datetime'} />;
    case 'time':
      return <TextInput {...common} placeholder="hh:mm" inputProps={{ inputMode: 'numeric' }} />;
    case 'array':
    case 'object':
      return (
        <TextInput
          {...common}
          multiline
          minRows={3}
          placeholder={type === 'array' ? '["uno", "dos"]' : '{"clave": "valor"}'}
          sx={{ '& textarea': { fontFamily: 'monospace' } }}
        />
      );
    case 'string':
      return <TextInput {...common} multiline />;
    default:
      return <TextInput {...common} disabled helperText="Elegí primero el tipo." />;
  }
}

/**
 * The input of one of these kinds, as fieldInputs.tsx's FieldInput asks for it; a filter is a
 * plain text (a code, a colour).
 */
export function kindInput(
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
