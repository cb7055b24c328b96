/**
 * Reading an upload: the multipart parts (`type` and one `file`), the file's kind by its bytes,
 * and one pass over its rows for the header, the preview and the count. A file that cannot be
 * used (unreadable, Excel 97, no data, too big in rows or columns) is not refused: the import
 * is recorded as 704 (Archivo con errores) with the reason, as spec 4 lists it. A file past a
 * cap of its reading (too big once inflated, too many cells) is refused with a 422, as one past
 * the upload's size is.
 */
import type { FastifyRequest } from 'fastify';
import { cellText, type CellValue } from '../../domain/engine/importCells';
import { importLimits } from '../../domain/imports';
import { HttpProblem, unprocessable } from '../http/problems';
import type { ImportFile } from './importFiles';
import { headerNames, readRows, SheetTooBig, sniffKind, UnreadableFile } from './spreadsheet';

export interface UploadedFile {
  type: string | undefined;
  fileName: string;
  /** The import row's status, row count and reason. */
  summary: { status: number; rows_total: number; message: string | null };
  /** What is stored for the mapping screen and the job; null for a file that failed. */
  file: Omit<ImportFile, 'importId' | 'mapping' | 'jobId'> | null;
}

const megabytes = Math.round(importLimits.maxBytes / 1024 / 1024);
const count = (n: number) => n.toLocaleString('es-AR');

/** The `type` field and the one file of a multipart request, or a Spanish 4xx. */
async function readParts(request: FastifyRequest) {
  let type: string | undefined;
  let file: { name: string; bytes: Buffer } | undefined;
  if (!request.isMultipart())
    throw new HttpProblem(415, 'Enviá el archivo como formulario multipart (campos type y file).');
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { name: part.filename, bytes };
      } else if (part.fieldname === 'type') type = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw unprocessable({ file: [`El archivo supera el máximo de ${megabytes} MB.`] });
    // Fastify's limits, and the parser's own errors (no boundary, a body cut short): the form.
    throw new HttpProblem(400, 'El formulario enviado no es válido: mandá solo type y file.');
  }
  if (!file) throw unprocessable({ file: ['Elegí un archivo CSV o XLSX.'] });
  return { type, file };
}

const failed = (message: string, rows = 0): UploadedFile['summary'] => ({
  status: 704,
  rows_total: rows,
  message,
});

/** One pass over the file: header, preview rows and the count of data rows. */
async function summarise(bytes: Buffer): Promise<Pick<UploadedFile, 'summary' | 'file'>> {
  try {
    const kind = sniffKind(bytes);
    let header: CellValue[] | null = null;
    const preview: string[][] = [];
    let rows = 0;
    for await (const cells of readRows(kind, bytes)) {
      if (!header) {
        header = cells;
        if (header.length > importLimits.maxColumns)
          return {
            summary: failed(
              `El archivo tiene ${header.length} columnas; el máximo es ${importLimits.maxColumns}.`,
            ),
            file: null,
          };
        continue;
      }
      if (++rows > importLimits.maxRows)
        return {
          summary: failed(
            `El archivo tiene más de ${count(importLimits.maxRows)} filas: dividilo en partes más chicas.`,
          ),
          file: null,
        };
      if (preview.length < importLimits.previewRows)
        preview.push(Array.from({ length: header.length }, (_, i) => cellText(cells[i] ?? null)));
    }
    if (!header || rows === 0)
      return {
        summary: failed(
          'El archivo no tiene filas para importar: la primera fila debe tener los nombres de las columnas y las siguientes, los datos.',
        ),
        file: null,
      };
    return {
      summary: { status: 701, rows_total: rows, message: null },
      file: { kind, content: bytes, columns: headerNames(header), preview },
    };
  } catch (error) {
    // Past a cap once inflated: refused as a file past the upload's size is, nothing recorded.
    if (error instanceof SheetTooBig) throw unprocessable({ file: [error.message] });
    if (error instanceof UnreadableFile) return { summary: failed(error.message), file: null };
    throw error;
  }
}

export async function readUpload(request: FastifyRequest): Promise<UploadedFile> {
  const { type, file } = await readParts(request);
  return { type, fileName: file.name, ...(await summarise(file.bytes)) };
}
