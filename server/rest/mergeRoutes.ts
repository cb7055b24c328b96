/**
 * The merge routes of every entity declaring the merge action (domain/engine/merge.ts), for whoever
 * may run it (`mayRunRecordAction`: edit and delete on the section plus the organization's
 * administrator), on records they see:
 * - `GET /api/v1/{resource}/{id}/merge?duplicate_id=` what merging would move (the dialog);
 * - `POST /api/v1/{resource}/{id}/merge` `{duplicate_id, updated_at?}` merges (merging.ts);
 * - `POST /api/v1/{resource}/{id}/merge/undo` `{updated_at?}` undoes the latest merge into the
 *   record from its audit row (unmerging.ts).
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { entities } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { errorMessages } from '../../domain/engine/messages';
import {
  MERGE_ACTION,
  mayUndoMerge,
  mergeMessages,
  mergesRecords,
} from '../../domain/engine/merge';
import { mayRunRecordAction, recordActionOf } from '../../domain/engine/recordActions';
import type { FieldErrors } from '../../domain/engine/validate';
import { recordId, ref } from '../contract/entitySchemas';
import { errorResponses, PRIVATE } from '../contract/responses';
import type { JsonSchema } from '../contract/fieldSchemas';
import {
  checkedQuery,
  handlerAnswers,
  refuseInvalid,
  unknownQueryKeys,
} from '../contract/validationProblems';
import { HttpProblem } from '../http/problems';
import type { HookTable } from './hooks';
import { previewMerge } from './mergePlan';
import { mergeRecords } from './merging';
import { requireAccess, requireBody, requireId, viewerOf, writerOf } from './routes';
import { presentRecord } from './secrets';
import { parseId, type Row, type Store } from './store';
import { undoMerge } from './unmerging';

const lines: JsonSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { label: { type: 'string' }, count: { type: 'integer' } },
    required: ['label', 'count'],
    additionalProperties: false,
  },
};

export const mergeSummarySchema: JsonSchema = {
  type: 'object',
  description:
    'Lo que se mueve, por tipo de registro; vínculos repetidos eliminados; campos completados.',
  properties: {
    moved: lines,
    dropped: lines,
    items: lines,
    filled: { type: 'array', items: { type: 'string' } },
  },
  required: ['moved', 'dropped', 'items', 'filled'],
  additionalProperties: false,
};

const params = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };
const updatedAt = {
  type: 'string',
  description: 'La fecha de modificación leída del registro que queda: si cambió, 409.',
};
const errors = (...statuses: number[]) =>
  errorResponses([...statuses, ...PRIVATE].sort((a, b) => a - b));

function schemas(entity: Entity): Record<'preview' | 'merge' | 'undo', FastifySchema> {
  const tags = [entity.label.many];
  const one = entity.label.one.toLowerCase();
  return {
    preview: {
      summary: `Qué movería fusionar otro ${one} en este`,
      tags,
      params,
      querystring: {
        type: 'object',
        properties: { duplicate_id: { type: 'string' } },
        additionalProperties: true,
      },
      response: { 200: mergeSummarySchema, ...errors(403, 404, 422) },
    },
    merge: {
      summary: `Fusionar un ${one} duplicado en este`,
      description:
        'Todo lo que apunta al duplicado pasa a este registro, sus elementos también; el duplicado se elimina. Se puede deshacer.',
      tags,
      params,
      body: {
        type: 'object',
        properties: { duplicate_id: { type: 'string' }, updated_at: updatedAt },
        required: ['duplicate_id'],
        additionalProperties: false,
      },
      response: {
        200: {
          type: 'object',
          properties: { record: ref(recordId(entity)), summary: mergeSummarySchema },
          required: ['record', 'summary'],
          additionalProperties: false,
        },
        ...errors(400, 403, 404, 409, 422),
      },
    },
    undo: {
      summary: `Deshacer la última fusión en este ${one}`,
      description: 'Vuelve a crear el duplicado con su id y le devuelve lo que se había movido.',
      tags,
      params,
      body: {
        type: ['object', 'null'],
        properties: { updated_at: updatedAt },
        additionalProperties: false,
      },
      response: {
        200: {
          type: 'object',
          properties: { record: ref(recordId(entity)), restored: ref(recordId(entity)) },
          required: ['record', 'restored'],
          additionalProperties: false,
        },
        ...errors(400, 403, 404, 409, 422),
      },
    },
  };
}

/** `duplicate_id` as the handler reads it: required, and text. */
function duplicateProblems(values: Row): FieldErrors {
  const id = values.duplicate_id;
  return typeof id === 'string' && id !== ''
    ? {}
    : { duplicate_id: [mergeMessages.duplicateRequired] };
}

const optionalStamp = (body: Row) =>
  typeof body.updated_at === 'string' ? body.updated_at : undefined;

export function registerMergeRoutes(app: FastifyInstance, store: Store, hooks: HookTable = {}) {
  for (const entity of entities) {
    const action = recordActionOf(entity, MERGE_ACTION);
    const path = `/api/v1/${entity.name}/:id/${MERGE_ACTION}`;
    const schema = schemas(entity);
    // A duplicates review merges too (duplicateReviewRoutes.ts): its merges are undone here.
    if (mergesRecords(entity)) registerUndo(app, store, entity, path, schema.undo, hooks);
    if (!action) continue;
    const allowed = (request: Parameters<typeof requireAccess>[0]) => {
      const user = requireAccess(request, entity, 'edit');
      if (!mayRunRecordAction(user.access, entity, action))
        throw new HttpProblem(403, errorMessages.forbidden);
      return user;
    };
    /** A duplicate id that cannot be one of the entity's is a record nobody sees: 404. */
    const duplicateOf = (raw: unknown) => {
      const id = parseId(entity, raw);
      if (id === null) throw new HttpProblem(404, errorMessages.notFound);
      return id;
    };

    app.get<{ Params: { id: string } }>(
      path,
      { schema: schema.preview, attachValidation: true },
      async (request) => {
        const user = allowed(request);
        const query = checkedQuery(request, (q) => ({
          ...unknownQueryKeys(q, ['duplicate_id']),
          ...duplicateProblems(q),
        }));
        const id = requireId(entity, request.params.id);
        return previewMerge(store, entity, id, duplicateOf(query.duplicate_id), writerOf(user));
      },
    );

    app.post<{ Params: { id: string } }>(
      path,
      { schema: schema.merge, attachValidation: true },
      async (request) => {
        const user = allowed(request);
        refuseInvalid(
          request,
          handlerAnswers(duplicateProblems, { labels: { duplicate_id: 'duplicado' } }),
        );
        const body = requireBody(request.body);
        const id = requireId(entity, request.params.id);
        const duplicate = duplicateOf(body.duplicate_id);
        const done = await mergeRecords(
          store,
          entity,
          id,
          duplicate,
          optionalStamp(body),
          writerOf(user, hooks),
        );
        return { ...done, record: presentRecord(entity, done.record, viewerOf(user)) };
      },
    );
  }
}

/** `POST …/merge/undo`: for the organization's administrators who edit the section. */
function registerUndo(
  app: FastifyInstance,
  store: Store,
  entity: Entity,
  path: string,
  schema: FastifySchema,
  hooks: HookTable,
) {
  app.post<{ Params: { id: string } }>(
    `${path}/undo`,
    { schema, attachValidation: true },
    async (request) => {
      const user = requireAccess(request, entity, 'edit');
      if (!mayUndoMerge(user.access, entity)) throw new HttpProblem(403, errorMessages.forbidden);
      refuseInvalid(request);
      const body =
        request.body === null || request.body === undefined ? {} : requireBody(request.body);
      const id = requireId(entity, request.params.id);
      const done = await undoMerge(store, entity, id, optionalStamp(body), writerOf(user, hooks));
      const viewer = viewerOf(user);
      return {
        record: presentRecord(entity, done.record, viewer),
        restored: presentRecord(entity, done.restored, viewer),
      };
    },
  );
}
