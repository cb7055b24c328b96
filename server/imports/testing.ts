/** Helpers the import tests share: multipart bodies, workbooks, waiting for a job to end. */
import ExcelJS from 'exceljs';
import type { TestApp } from '../test/harness';

/** A multipart/form-data body with text fields and one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; content: Buffer; type?: string },
) {
  const boundary = `----brokerdesk${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An XLSX file of these rows (the first one the header). */
export async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hoja 1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet of an XLSX file, as plain values. */
export async function rowsOf(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Uploads a file as `headers`' user; returns the response. */
export function upload(
  t: TestApp,
  headers: Record<string, string>,
  type: number | string,
  file: { name: string; content: Buffer },
) {
  const body = multipart({ type: String(type) }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/import/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Waits until the import leaves 701 (its job ran), or fails after `ms`. */
export async function untilEnded(
  t: TestApp,
  headers: Record<string, string>,
  id: unknown,
  ms = 20_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const record = (
      await t.app.inject({ url: `/api/v1/admin/import/${id}`, headers })
    ).json() as Record<string, unknown>;
    if (record.status !== 701 || Date.now() > deadline) return record;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
