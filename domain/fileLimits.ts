/** The Spanish words for a file field's limits: its accepted types and its largest size. */
import { fileTypeByCode } from './enums/files';
import type { FileField } from './fields';

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
  return {
    type: `El archivo de ${field.label} debe ser ${describeTypes(field)} (se reconoce por su contenido, no por su nombre).`,
    size: `El archivo de ${field.label} supera el máximo de ${describeBytes(field.maxBytes)}.`,
  };
}
