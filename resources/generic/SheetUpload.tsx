/**
 * A list's spreadsheet (fields.ts `sheet`): the model workbook to download and the upload that
 * fills the list. The rows become the list's items at once, the bad ones too, each message on
 * its own input and summed up by the file's row number, so the user fixes them here or in the
 * file and uploads it again. A list that already has items is replaced only when confirmed.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { Confirm, HttpError, useNotify } from 'react-admin';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { itemEntity } from '../../domain/engine/embedded';
import type { EmbeddedListField } from '../../domain/engine/fields';
import { SHEET_MAX_BYTES, type SheetItems } from '../../domain/engine/sheetItems';
import { saveFile } from './sessionFiles';
import { useSheetSource } from './sheetSource';

/** Messages listed in the summary; the rest are on their inputs. */
const LISTED = 8;
const megabytes = SHEET_MAX_BYTES / 1024 / 1024;

type Outcome =
  { kind: 'read'; fileName: string; read: SheetItems } | { kind: 'refused'; message: string };

/** "Vehículo 2 (fila 3) · Patente: La patente debe ser…" for each message of the upload. */
function problemLines(name: string, field: EmbeddedListField, read: SheetItems): string[] {
  const item = itemEntity(field);
  return Object.entries(read.errors).flatMap(([path, messages]) => {
    const [, index, fieldName] = path.slice(name.length).split('.');
    const label =
      fieldName && Object.hasOwn(item.fields, fieldName) ? item.fields[fieldName].label : '';
    const where = `${field.of.label.one} ${Number(index) + 1} (fila ${read.lines[Number(index)] ?? '?'})`;
    return messages.map((m) => `${where}${label ? ` · ${label}` : ''}: ${m}`);
  });
}

function Summary({
  name,
  field,
  outcome,
}: {
  name: string;
  field: EmbeddedListField;
  outcome: Outcome;
}) {
  if (outcome.kind === 'refused')
    return (
      <Alert severity="error" role="alert">
        {outcome.message}
      </Alert>
    );
  const { read, fileName } = outcome;
  const many = field.of.label.many.toLowerCase();
  const lines = problemLines(name, field, read);
  const badRows = new Set(Object.keys(read.errors).map((p) => p.split('.')[1])).size;
  return (
    <Alert severity={badRows ? 'warning' : 'success'} role="status">
      <Typography variant="body2">
        Se cargaron {read.items.length} {many} de «{fileName}».
        {badRows
          ? ` ${badRows === 1 ? '1 fila tiene' : `${badRows} filas tienen`} errores, marcados abajo: corregilos acá o en la planilla y volvé a subirla.`
          : ' Todas las filas están completas.'}
      </Typography>
      {lines.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {lines.slice(0, LISTED).map((line) => (
            <li key={line}>
              <Typography variant="body2">{line}</Typography>
            </li>
          ))}
          {lines.length > LISTED && (
            <li>
              <Typography variant="body2">
                y {lines.length - LISTED} más, marcados en la lista.
              </Typography>
            </li>
          )}
        </Box>
      )}
      {read.ignored_columns.length > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          No se usaron las columnas: {read.ignored_columns.join(', ')}.
        </Typography>
      )}
    </Alert>
  );
}

export function SheetUpload({ name, field }: { name: string; field: EmbeddedListField }) {
  const source = useSheetSource();
  const notify = useNotify();
  const { getValues, setValue, setError, clearErrors, watch } = useFormContext();
  const input = useRef<HTMLInputElement>(null);
  const [waiting, setWaiting] = useState<{ file: File; replaced: number } | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The upload's messages until their input changes: the form checks again only on Siguiente.
  const uploadMessages = useRef(new Set<string>());
  useEffect(() => {
    const subscription = watch((_values, { name: changed }) => {
      if (changed && uploadMessages.current.delete(changed)) clearErrors(changed);
    });
    return () => subscription.unsubscribe();
  }, [watch, clearErrors]);
  if (!source) return null;
  const many = field.of.label.many.toLowerCase();

  const load = async (file: File) => {
    setWaiting(null);
    if (file.size > SHEET_MAX_BYTES) {
      setOutcome({ kind: 'refused', message: `El archivo supera el máximo de ${megabytes} MB.` });
      return;
    }
    setSending(true);
    try {
      const read = await source.read(name, file);
      clearErrors(name);
      setValue(name, read.items, { shouldDirty: true, shouldTouch: true });
      for (const [path, messages] of Object.entries(read.errors))
        setError(path, { type: 'server', message: messages.join(' ') });
      uploadMessages.current = new Set(Object.keys(read.errors));
      setOutcome({ kind: 'read', fileName: file.name, read });
    } catch (error) {
      const body =
        error instanceof HttpError ? (error.body as { errors?: Record<string, unknown> }) : null;
      const message = body?.errors?.file ? String(body.errors.file) : (error as Error).message;
      setOutcome({ kind: 'refused', message });
    } finally {
      setSending(false);
    }
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file again, once fixed, is a new choice
    if (!file) return;
    const replaced = (getValues(name) as unknown[] | undefined)?.length ?? 0;
    if (replaced) setWaiting({ file, replaced });
    else void load(file);
  };

  return (
    <Stack spacing={1} sx={{ my: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          onClick={() =>
            saveFile(source.templateUrl(name), `${field.label}.xlsx`).catch(() =>
              notify('No se pudo descargar la planilla modelo: probá de nuevo.', { type: 'error' }),
            )
          }
        >
          Descargar planilla modelo
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={sending}
          onClick={() => input.current?.click()}
        >
          {sending ? 'Leyendo la planilla…' : 'Subir planilla'}
        </Button>
        <Typography variant="caption" color="text.secondary">
          CSV o XLSX, hasta {field.max} {many}
        </Typography>
        <input
          ref={input}
          hidden
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={picked}
          aria-label={`Planilla de ${field.label.toLowerCase()}`}
        />
      </Stack>
      {outcome && <Summary name={name} field={field} outcome={outcome} />}
      <Confirm
        isOpen={waiting !== null}
        title="Reemplazar la lista"
        content={`Los ${waiting?.replaced ?? 0} ${many} de la lista se reemplazan por los de «${waiting?.file.name ?? ''}».`}
        confirm="Reemplazar"
        onConfirm={() => waiting && void load(waiting.file)}
        onClose={() => setWaiting(null)}
      />
    </Stack>
  );
}
