/**
 * Media routes beyond the generic read-only list and show of `admin/media`:
 * POST upload (multipart: entity, field, file), GET :id/content, GET :id/usage.
 * Uploading needs create or edit access to the section whose field it is (domain/routes.ts);
 * a file's content is served to whoever may read a record holding it (fileAccess.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { entities, findEntity } from '../../domain/entities';
import { media } from '../../domain/entities/media';
import { fileTypes, isImageType } from '../../domain/enums/files';
import type { FileField } from '../../domain/engine/fields';
import { fileLimitMessages } from '../../domain/engine/fileLimits';
import { errorMessages } from '../../domain/engine/messages';
import { canAccess } from '../../domain/routes';
import { normaliseText } from '../../domain/engine/validate';
import { HttpProblem, unprocessable } from '../http/problems';
import { getRecord, visibleTo, type Store } from '../rest/repository';
import { requireAccess, requireId, viewerOf, writerOf } from '../rest/routes';
import type { SessionUser } from '../auth/users';
import { mayReadFile } from './fileAccess';
import { uploadedFor } from './looseFiles';
import { fileFieldsOf } from './fileAccess';
import { createMedia, readMediaContent } from './mediaStore';
import { contentRoute, uploadRoute, usageRoute } from './schemas';
import { sniffFileType } from './sniff';

const BASE = `/api/v1/${media.name}`;
type IdParams = { Params: { id: string } };

/** The largest upload any file field accepts: the multipart limit (each field checks its own). */
const largestUpload = () =>
  Math.max(1, ...entities.flatMap((e) => fileFieldsOf(e).map(([, f]) => f.maxBytes)));

function requireAuthenticated(request: FastifyRequest): SessionUser {
  if (!request.user) throw new HttpProblem(401, errorMessages.unauthenticated);
  return request.user;
}

/** The file field an upload is for, when the session may create or edit its section. */
function requireFileField(user: SessionUser, entityName: unknown, fieldName: unknown) {
  const entity = typeof entityName === 'string' ? findEntity(entityName) : undefined;
  const field =
    entity && typeof fieldName === 'string' && Object.hasOwn(entity.fields, fieldName)
      ? entity.fields[fieldName]
      : undefined;
  if (!entity || !field || field.kind !== 'file')
    throw unprocessable({ field: ['El campo indicado no admite archivos.'] });
  const section = (field as FileField).uploadBy ?? entity.name;
  if (!canAccess(user.access, section, 'create') && !canAccess(user.access, section, 'edit'))
    throw new HttpProblem(403, errorMessages.forbidden);
  return { entity, field: field as FileField };
}

/**
 * Direction marks and overrides, which make `poliza\u202Egnp.exe` read as a PNG: a file's name
 * must read as what it ends in.
 */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Names like a stored text: no path, no control characters, at most 255 characters. */
function cleanFileName(name: string): string {
  const base = normaliseText((name.split(/[\\/]/).pop() ?? '').replace(BIDI_CONTROLS, '')) ?? '';
  return [...base].slice(0, 255).join('') || 'archivo';
}

async function readUpload(request: FastifyRequest, maxBytes: number) {
  if (!request.isMultipart())
    throw new HttpProblem(
      415,
      'Enviá el archivo como formulario multipart (campos entity, field y file).',
    );
  const texts = new Map<string, string>();
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = { name: part.filename, bytes };
      } else texts.set(part.fieldname, String(part.value));
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return { texts, file: undefined, tooLarge: true };
    // Fastify's limits, and the parser's own errors (no boundary, a body cut short): the form.
    throw new HttpProblem(400, 'El formulario enviado no es válido: mandá entity, field y file.');
  }
  return { texts, file, tooLarge: maxBytes < (file?.bytes.length ?? 0) };
}

export async function registerFileRoutes(app: FastifyInstance, store: Store) {
  const maxBytes = largestUpload();
  // Multipart only in this scope: the imports register their own in theirs.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 200, parts: 6 },
    });
    scope.post(`${BASE}/upload`, { schema: uploadRoute }, async (request, reply) => {
      const user = requireAuthenticated(request);
      const upload = await readUpload(request, maxBytes);
      const { entity, field } = requireFileField(
        user,
        upload.texts.get('entity'),
        upload.texts.get('field'),
      );
      const messages = fileLimitMessages(field);
      if (upload.tooLarge || (upload.file && upload.file.bytes.length > field.maxBytes))
        throw unprocessable({ file: [messages.size] });
      if (!upload.file || upload.file.bytes.length === 0)
        throw unprocessable({ file: [`Elegí un archivo para ${field.label}.`] });
      const type = await sniffFileType(upload.file.bytes);
      if (!type || !(field.accept as readonly string[]).includes(type.code))
        throw unprocessable({ file: [messages.type] });
      const record = await createMedia(
        store,
        writerOf(user),
        {
          name: cleanFileName(upload.file.name),
          file_type: type.id,
          size: upload.file.bytes.length,
          uploaded_for: uploadedFor(entity, field),
          uploaded_by: user.id,
          uploaded_by_name: user.name,
        },
        upload.file.bytes,
      );
      reply.code(201);
      return record;
    });
  });

  app.get<IdParams>(
    `${BASE}/:id/content`,
    { schema: contentRoute, attachValidation: true }, // a malformed id: 404, as the generic show
    async (request, reply) => {
      const user = requireAuthenticated(request);
      const id = Number(requireId(media, request.params.id));
      const record = await getRecord(store, media, id, viewerOf(user));
      // Refused alike whether it exists or not: the answer tells nothing of what others hold.
      const readable = record && (await mayReadFile(store, user, record));
      const content = readable && (await readMediaContent(store, id));
      if (!record || !content) throw new HttpProblem(404, errorMessages.notFound);
      const type = fileTypes.options.find((o) => o.id === Number(record.file_type));
      const mime = type?.code ?? 'application/octet-stream';
      const disposition = type && isImageType(mime) ? 'inline' : 'attachment';
      return reply
        .header('Content-Type', mime)
        .header(
          'Content-Disposition',
          `${disposition}; filename*=UTF-8''${encodeURIComponent(String(record.name))}`,
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, max-age=300')
        .send(content);
    },
  );

  app.get<IdParams>(`${BASE}/:id/usage`, { schema: usageRoute }, async (request) => {
    const user = requireAccess(request, media, 'list');
    const id = Number(requireId(media, request.params.id));
    const viewer = viewerOf(user);
    if (!(await getRecord(store, media, id, viewer)))
      throw new HttpProblem(404, errorMessages.notFound);
    const found = [];
    for (const entity of entities) {
      for (const [name, field] of fileFieldsOf(entity)) {
        const rows = await visibleTo(store.db.selectFrom(entity.table), entity, viewer)
          .select(['id', entity.recordLabel])
          .where(name, '=', id)
          .orderBy('id')
          .limit(100)
          .execute();
        for (const row of rows)
          found.push({
            entity: entity.name,
            entity_label: entity.label.many,
            field: name,
            field_label: field.label,
            id: row.id as number | string,
            label: String(row[entity.recordLabel] ?? row.id),
          });
      }
    }
    return found;
  });
}
