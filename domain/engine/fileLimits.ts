/** The Spanish words for a file field's limits: its accepted types and its largest size. */
import { fileTypeByCode, fileTypes } from '../enums/files';
import type { FileField } from './fields';
import { validationMessage } from './messages';

/** `2097152` → `2 MB`, `512000` → `500 KB`. */
export function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${Number((bytes / 1024 / 1024).toFixed(1)).toLocaleString('es-AR')} MB`;
  return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('es-AR')} KB`;
}

/** `Imagen PNG, Imagen JPEG o Imagen GIF`. */
export function describeTypes(field: FileField): string {
  const labels = field.accept.map((code) => fileTypeByCode(code)?.label ?? code);
  return labels.length > 1
    ? `${labels.slice(0, -1).join(', ')} o ${labels[labels.length - 1]}`
    : (labels[0] ?? '');
}

export function fileLimitMessages(field: FileField) {
  // "El archivo de Imagen", but a field named «Archivo» is just "El archivo".
  const file = field.label === 'Archivo' ? 'El archivo' : `El archivo de ${field.label}`;
  return {
    type: `${file} debe ser ${describeTypes(field)} (se reconoce por su contenido, no por su nombre).`,
    size: `${file} supera el máximo de ${describeBytes(field.maxBytes)}.`,
  };
}

/**
 * Why a stored file (its `admin/media` row, or none found) may not be the value of `field`: it
 * does not exist, is of a type the field does not accept, or is larger than it takes. Null when
 * it may. The server and fixtures mode judge a chosen file alike.
 */
export function storedFileProblem(
  field: FileField,
  row: { file_type?: unknown; size?: unknown } | undefined,
): string | null {
  const type = row && fileTypes.options.find((o) => o.id === Number(row.file_type));
  if (!row || !type) return validationMessage('exists', { attribute: field.label });
  const messages = fileLimitMessages(field);
  if (!(field.accept as readonly string[]).includes(type.code)) return messages.type;
  if (Number(row.size) > field.maxBytes) return messages.size;
  return null;
}
