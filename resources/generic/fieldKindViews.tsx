/**
 * How the field kinds file, richText and colour are shown in lists and show pages
 * (fieldViews.tsx picks them): an image as a thumbnail, another file as a download link,
 * sanitised HTML, a colour as a swatch beside its code.
 */
import { FunctionField, RichTextField, useRecordContext, type RaRecord } from 'react-admin';
import { Box, CircularProgress, Link, Stack, Typography } from '@mui/material';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import type { Field } from '../../domain/engine/fields';
import { useMediaContent } from './mediaApi';

/** An image's preview, or the file's name to download; nothing while empty. */
export function FilePreview({ id, size }: { id: unknown; size: number }) {
  const { data, isPending, isError } = useMediaContent(id);
  if (typeof id !== 'number' || id <= 0) return null;
  if (isPending) return <CircularProgress size={20} aria-label="Cargando archivo" />;
  if (isError || !data)
    return (
      <Typography variant="body2" color="text.secondary">
        Archivo no disponible
      </Typography>
    );
  if (data.type.startsWith('image/'))
    return (
      <Box
        component="img"
        src={data.url}
        alt={data.name}
        sx={{
          maxWidth: size * 2,
          maxHeight: size,
          objectFit: 'contain',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          display: 'block',
        }}
      />
    );
  return (
    <Link href={data.url} download={data.name} onClick={(e) => e.stopPropagation()}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <InsertDriveFileIcon fontSize="small" />
        <span>{data.name}</span>
      </Stack>
    </Link>
  );
}

/** A file in a list (thumbnail) or a show page (larger). */
function FileCell({ name, size }: { name: string; size: number }) {
  const record = useRecordContext();
  return <FilePreview id={record?.[name]} size={size} />;
}

export function Swatch({ colour }: { colour: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 18,
          height: 18,
          borderRadius: 0.5,
          border: 1,
          borderColor: 'divider',
          bgcolor: colour,
        }}
      />
      <span>{colour}</span>
    </Stack>
  );
}

/** The view of a new-kind field, or null for the other kinds. */
export function kindView(name: string, field: Field) {
  switch (field.kind) {
    case 'file':
      return (
        <FunctionField
          source={name}
          label={field.label}
          sortable={false}
          render={() => <FileCell name={name} size={56} />}
        />
      );
    case 'richText':
      // react-admin's RichTextField sanitises again (DOMPurify) before showing it.
      return <RichTextField source={name} label={field.label} sortable={false} />;
    case 'colour':
      return (
        <FunctionField
          source={name}
          label={field.label}
          render={(r: RaRecord) => (r[name] ? <Swatch colour={String(r[name])} /> : null)}
        />
      );
    default:
      return null;
  }
}
