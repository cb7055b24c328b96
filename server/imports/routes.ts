/**
 * Import routes beyond the generic read-only list and show of `admin/import`:
 * GET types (what the session may import), GET types/:type/template (a model workbook),
 * POST upload (multipart), GET :id/mapping, POST :id/start, POST :id/cancel.
 * The section's route rule guards all of them (domain/importAccess.ts: a type's own section
 * reaches them, not the list), and each type also needs `imports: import_types {type}`, its
 * section's permission or one that grants every type (`mayImportType`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { findEntity } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { importRecord } from '../../domain/entities/import';
import {
  importFields,
  importTypeById,
  importTypeList,
  importLimits,
  mappingProblems,
  matchFieldsOf,
  rowEntityOf,
  suggestMapping,
  type ImportType,
} from '../../domain/imports';
import { mayImportType } from '../../domain/importAccess';
import { errorMessages } from '../../domain/engine/messages';
import { normaliseText } from '../../domain/engine/validate';
import { tenancyRefusal } from '../../domain/tenancy';
import type { SessionUser } from '../auth/users';
import { HttpProblem, unprocessable } from '../http/problems';
import {
  labelledBodyErrors,
  refuseInvalid,
  type FailureAnswers,
} from '../contract/validationProblems';
import { getRecord, type Store } from '../rest/repository';
import { organizationsOf, requireAccess, requireId, viewerOf, writerOf } from '../rest/routes';
import { inTransaction } from '../rest/store';
import { deleteImportFile, loadImportFile, saveMapping } from './importFiles';
import { createImport, IMPORT_STATUS, readImport, updatePendingImport } from './importRecords';
import type { ImportQueue } from './queue';
import { readUpload, type UploadedFile } from './upload';
import { attachmentOf, templateWorkbook, XLSX_TYPE } from './template';
import {
  cancelRoute,
  mappingRoute,
  startRoute,
  templateRoute,
  typesRoute,
  uploadRoute,
} from './schemas';

const BASE = `/api/v1/${importRecord.name}`;
/** The start's body named in Spanish when its schema refuses it ("debe ser una lista"). */
const startAnswers: FailureAnswers = {
  body: (_body, issues) => labelledBodyErrors(issues, { labels: { mapping: 'mapeo de columnas' } }),
};
type IdParams = { Params: { id: string } };

/**
 * The session user when they may use the imports engine: the imports route without its list,
 * which a type's own section (import_news) also opens, for its own type (`requireType`).
 */
const requireImporter = (request: FastifyRequest) => requireAccess(request, importRecord, 'show');

/**
 * The type, its entity and what its rows fill (the entity, or the type's sheet), when the
 * session may import it; 403 or 404 otherwise.
 */
function requireType(user: SessionUser, raw: unknown, field = 'type') {
  const type = importTypeById(raw);
  const entity = type && findEntity(type.entity);
  if (!type || !entity)
    throw unprocessable({ [field]: ['Elegí un tipo de importación de la lista.'] });
  if (!mayImportType(user.access, type)) throw new HttpProblem(403, errorMessages.forbidden);
  const refusal = sharedRefusal(user, entity);
  if (refusal) throw new HttpProblem(403, refusal);
  return { type, entity, rows: rowEntityOf(type, entity) };
}

/** An import creates and updates: a shared catalogue's only in the product organization. */
const sharedRefusal = (user: SessionUser, entity: Entity) =>
  tenancyRefusal(entity, 'create', user.access, organizationsOf(user));

const describeType = (type: ImportType) => {
  const rows = rowEntityOf(type, findEntity(type.entity)!);
  return {
    id: type.id,
    key: type.key,
    label: type.label,
    entity: type.entity,
    fields: importFields(rows),
    match_by: matchFieldsOf(type, rows),
  };
};

/** An import the session sees (its organization), as stored. */
async function visibleImport(store: Store, request: FastifyRequest<IdParams>, user: SessionUser) {
  const id = Number(requireId(importRecord, request.params.id));
  if (!(await getRecord(store, importRecord, id, viewerOf(user))))
    throw new HttpProblem(404, errorMessages.notFound);
  return (await readImport(store, id))!;
}

/** Names like a stored text: no path, no control characters, at most 255 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return ([...(normaliseText(base) ?? '')].slice(0, 255).join('') || 'archivo').trim();
}

export async function registerImportRoutes(app: FastifyInstance, store: Store, queue: ImportQueue) {
  const checked = { attachValidation: true };

  app.get(`${BASE}/types`, { schema: typesRoute }, async (request) => {
    const user = requireImporter(request);
    return importTypeList
      .filter((t) => {
        const entity = findEntity(t.entity);
        return !!entity && mayImportType(user.access, t) && !sharedRefusal(user, entity);
      })
      .map(describeType);
  });

  app.get<{ Params: { type: string } }>(
    `${BASE}/types/:type/template`,
    { schema: templateRoute, ...checked },
    async (request, reply) => {
      const user = requireImporter(request);
      if (request.validationError) throw new HttpProblem(404, errorMessages.notFound);
      const { type, rows } = requireType(user, request.params.type);
      reply
        .type(XLSX_TYPE)
        .header('Content-Disposition', attachmentOf(`Modelo - ${type.label}.xlsx`));
      return templateWorkbook(type.label, rows, type.example);
    },
  );

  // Multipart only here, in this scope: other parts may register their own (see status.md).
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: importLimits.maxBytes, files: 1, fields: 4, fieldSize: 200, parts: 6 },
    });
    scope.post(`${BASE}/upload`, { schema: uploadRoute }, async (request, reply) => {
      const user = requireImporter(request);
      const upload: UploadedFile = await readUpload(request);
      const { type } = requireType(user, upload.type);
      const values = {
        type: type.id,
        file_name: cleanFileName(upload.fileName),
        user_id: user.id,
        user_name: user.name,
        ...upload.summary,
      };
      const record = await createImport(store, writerOf(user), values, upload.file);
      reply.code(201);
      return record;
    });
  });

  app.get<IdParams>(
    `${BASE}/:id/mapping`,
    { schema: mappingRoute, ...checked },
    async (request) => {
      const user = requireImporter(request);
      refuseInvalid(request);
      const current = await visibleImport(store, request, user);
      const { rows, type } = requireType(user, current.type);
      const file = await loadImportFile(store, Number(current.id), false);
      if (!file || current.status !== IMPORT_STATUS.pending)
        throw new HttpProblem(404, 'Esta importación ya terminó: su archivo no se guarda.');
      const fields = importFields(rows);
      return {
        columns: file.columns,
        preview: file.preview,
        mapping: file.mapping ?? suggestMapping(file.columns, fields),
        fields,
        match_by: matchFieldsOf(type, rows),
        started: file.mapping !== null,
      };
    },
  );

  app.post<IdParams>(`${BASE}/:id/start`, { schema: startRoute, ...checked }, async (request) => {
    const user = requireImporter(request);
    refuseInvalid(request, startAnswers);
    const current = await visibleImport(store, request, user);
    const { rows } = requireType(user, current.type);
    if (current.user_id !== user.id)
      throw new HttpProblem(403, 'Solo quien subió el archivo puede comenzar la importación.');
    const file = await loadImportFile(store, Number(current.id), false);
    if (!file || file.mapping || current.status !== IMPORT_STATUS.pending)
      throw new HttpProblem(409, 'Esta importación ya comenzó o terminó.');
    const { mapping } = request.body as { mapping: (string | null)[] };
    const problems = mappingProblems(mapping, file.columns, importFields(rows));
    if (problems.length) throw unprocessable({ mapping: problems });
    const id = Number(current.id);
    await inTransaction(store, async (tx) => {
      const jobId = await queue.enqueue(tx, id, user);
      await saveMapping(tx, id, mapping, jobId);
      const mapped = mapping.filter(Boolean).length;
      await updatePendingImport(
        tx,
        id,
        { message: `Columnas elegidas: ${mapped} de ${mapping.length}.` },
        { ctx: writerOf(user), before: current },
      );
    });
    return readImport(store, id);
  });

  app.post<IdParams>(`${BASE}/:id/cancel`, { schema: cancelRoute, ...checked }, async (request) => {
    const user = requireImporter(request);
    refuseInvalid(request);
    const current = await visibleImport(store, request, user);
    requireType(user, current.type);
    const file = await loadImportFile(store, Number(current.id), false);
    const message = `Cancelada por ${user.name}. Las filas ya importadas se conservan.`;
    const canceled = await updatePendingImport(
      store,
      Number(current.id),
      { status: IMPORT_STATUS.canceled, message, finished_at: new Date().toISOString() },
      { ctx: writerOf(user), before: current },
    );
    if (!canceled) throw new HttpProblem(409, 'Esta importación ya terminó.');
    if (file?.jobId) await queue.cancel?.(file.jobId);
    // Not started yet: nothing will read the file again.
    if (file && !file.mapping) await deleteImportFile(store, Number(current.id));
    return readImport(store, Number(current.id));
  });
}
