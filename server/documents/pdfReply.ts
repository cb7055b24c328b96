/**
 * How a document of the documents engine is sent: as a PDF download named for its reader (the
 * name as RFC 8187 spells it), never sniffed nor kept by a shared cache.
 */
import type { FastifyReply } from 'fastify';

/** A file name as RFC 8187 spells it: what encodeURIComponent leaves, but ' ( ) * too. */
export const rfc8187 = (name: string) =>
  encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** Answers with `pdf` as an attachment named `name` («Propuesta Toyota Corolla.pdf»). */
export const sendPdf = (reply: FastifyReply, pdf: Buffer, name: string) =>
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename*=UTF-8''${rfc8187(name)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
