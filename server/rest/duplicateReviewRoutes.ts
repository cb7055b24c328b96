/**
 * The duplicates review's routes, for every entity declaring one (domain/engine/duplicateReview.ts),
 * to whoever may open its list of duplicates and edit the records, on flagged records they see:
 * - `GET /api/v1/{resource}/{id}/original`: the original and what merging would move;
 * - `POST /api/v1/{resource}/{id}/original/merge` `{updated_at?}`: merged into the original;
 * - `POST /api/v1/{resource}/{id}/not-duplicate` `{updated_at?}`: the flag cleared.
 * A record no longer flagged (someone resolved it meanwhile) is a 409 saying so.
 */
import type { FastifyInstance, FastifySchema, FastifyRequest } from 'fastify';
import { entities } from '../../domain/entities';
import { mayReviewDuplicates } from '../../domain/engine/duplicateReview';
import type { Entity } from '../../domain/engine/entity';
import { errorMessages } from '../../domain/engine/messages';
import { recordId, ref } from '../contract/entitySchemas';
import { errorResponses, PRIVATE } from '../contract/responses';
import { refuseInvalid } from '../contract/validationProblems';
import { HttpProblem } from '../http/problems';
import { dismissDuplicate, mergeIntoOriginal, readOriginal } from './duplicateReview';
import type { HookTable } from './hooks';
import { mergeSummarySchema } from './mergeRoutes';
import { requireAccess, requireBody, requireId, viewerOf, writerOf } from './routes';
import { presentRecord } from './secrets';
import type { Row, Store } from './store';

const params = { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] };
const versionBody = {
  type: ['object', 'null'],
  properties: {
    updated_at: {
      type: 'string',
      description: 'La fecha de modificación leída del duplicado: si cambió, 409.',
    },
  },
  additionalProperties: false,
};
const errors = (...statuses: number[]) =>
  errorResponses([...statuses, ...PRIVATE].sort((a, b) => a - b));

function schemas(entity: Entity): Record<'original' | 'merge' | 'dismiss', FastifySchema> {
  const tags = [entity.label.many];
  const record = ref(recordId(entity));
  return {
    original: {
      summary: 'La original de un duplicado y lo que movería fusionarlos',
      description: 'original es null si ya no existe o no está al alcance de quien revisa.',
      tags,
      params,
      response: {
        200: {
          type: 'object',
          properties: {
            original: { anyOf: [record, { type: 'null' }] },
            summary: { anyOf: [mergeSummarySchema, { type: 'null' }] },
          },
          required: ['original', 'summary'],
          additionalProperties: false,
        },
        ...errors(403, 404, 409),
      },
    },
    merge: {
      summary: 'Fusionar un duplicado en su original',
      description:
        'Lo que apunta al duplicado pasa a la original, que completa los datos que le falten; el duplicado se elimina. Se puede deshacer desde la auditoría.',
      tags,
      params,
      body: versionBody,
      response: {
        200: {
          type: 'object',
          properties: { record, summary: mergeSummarySchema },
          required: ['record', 'summary'],
          additionalProperties: false,
        },
        ...errors(400, 403, 404, 409, 422),
      },
    },
    dismiss: {
      summary: 'Marcar que no es un duplicado',
      tags,
      params,
      body: versionBody,
      response: { 200: record, ...errors(400, 403, 404, 409, 422) },
    },
  };
}

const stampOf = (body: unknown) => {
  const values: Row = body === null || body === undefined ? {} : requireBody(body);
  return typeof values.updated_at === 'string' ? values.updated_at : undefined;
};

export function registerDuplicateReviewRoutes(
  app: FastifyInstance,
  store: Store,
  hooks: HookTable = {},
) {
  for (const entity of entities) {
    if (!entity.duplicateReview) continue;
    const base = `/api/v1/${entity.name}/:id`;
    const schema = schemas(entity);
    const reviewer = (request: FastifyRequest) => {
      const user = requireAccess(request, entity, 'edit');
      if (!mayReviewDuplicates(user.access, entity))
        throw new HttpProblem(403, errorMessages.forbidden);
      return user;
    };

    app.get<{ Params: { id: string } }>(
      `${base}/original`,
      { schema: schema.original },
      async (request) => {
        const user = reviewer(request);
        const id = requireId(entity, request.params.id);
        const found = await readOriginal(store, entity, id, writerOf(user));
        return {
          original: found.original && presentRecord(entity, found.original, viewerOf(user)),
          summary: found.summary,
        };
      },
    );

    app.post<{ Params: { id: string } }>(
      `${base}/original/merge`,
      { schema: schema.merge, attachValidation: true },
      async (request) => {
        const user = reviewer(request);
        refuseInvalid(request);
        const id = requireId(entity, request.params.id);
        const stamp = stampOf(request.body);
        const done = await mergeIntoOriginal(store, entity, id, stamp, writerOf(user, hooks));
        return { ...done, record: presentRecord(entity, done.record, viewerOf(user)) };
      },
    );

    app.post<{ Params: { id: string } }>(
      `${base}/not-duplicate`,
      { schema: schema.dismiss, attachValidation: true },
      async (request) => {
        const user = reviewer(request);
        refuseInvalid(request);
        const id = requireId(entity, request.params.id);
        const stamp = stampOf(request.body);
        const record = await dismissDuplicate(store, entity, id, stamp, writerOf(user, hooks));
        return presentRecord(entity, record, viewerOf(user));
      },
    );
  }
}
