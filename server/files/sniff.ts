/**
 * What an upload really is, from its first bytes (file-type's magic numbers), never from the
 * name or the type the browser claims. Text formats have no signature, so an SVG or an HTML
 * page is never recognised as an image: it is refused like any unknown content.
 */
import { fileTypeFromBuffer } from 'file-type';
import { fileTypeByCode } from '../../domain/enums/files';

export async function sniffFileType(bytes: Buffer) {
  const found = await fileTypeFromBuffer(bytes);
  return found ? fileTypeByCode(found.mime) : undefined;
}
