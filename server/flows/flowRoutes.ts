/**
 * The wizards' routes (flowService.ts), for every flow with a server (flowServers.ts):
 * - `POST /api/v1/flows/{flow}`: starts a new record's draft (`branch_id`, the first step's
 *   values so far) and answers it with its id;
 * - `GET /api/v1/flows/{flow}/{id}`: the user's draft, or the stored record as the wizard opens it;
 * - `PUT /api/v1/flows/{flow}/{id}`: autosave of one step (`step`, `values`, `version`);
 * - `POST /api/v1/flows/{flow}/{id}/steps/{step}`: moves on from a step (`values`, `version`);
 * - `DELETE /api/v1/flows/{flow}/{id}`: discards the draft.
 * A draft is its user's alone: anyone else's id answers 404, as an unseen record does.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { errorMessages } from '../../domain/engine/messages';
import { errorResponses, PRIVATE, WITH_BODY } from '../contract/responses';
import { refuseInvalid } from '../contract/validationProblems';
import { HttpProblem } from '../http/problems';
import { requireBody } from '../rest/routes';
import type { Row } from '../rest/store';
import type { SessionUser } from '../auth/users';
import { flowNames, flowServerOf } from './flowServers';
import {
  completeStep,
  discardDraft,
  openDraft,
  requireFlowAccess,
  saveDraft,
  startDraft,
  type DraftView,
  type FlowContext,
} from './flowService';
import { base, flowBodies, flowBodyAnswers, flowParams, stepValues } from './flowBodies';

const draftSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    flow: { type: 'string' },
    branch_id: { type: 'integer' },
    action: { type: 'string', enum: ['new', 'edit'] },
    step: { type: 'string', description: 'El paso donde quedó (o el siguiente al completado).' },
    done: { type: 'array', items: { type: 'string' } },
    values: { type: 'object', additionalProperties: stepValues },
    version: { type: 'integer', description: 'Se envía al guardar: otra versión es un 409.' },
    stale: {
      type: 'boolean',
      description: 'El registro cambió desde que empezó este borrador.',
    },
    base,
  },
  required: [
    'id',
    'flow',
    'branch_id',
    'action',
    'step',
    'done',
    'values',
    'version',
    'stale',
    'base',
  ],
} as const;

const params = (more: Record<string, object> = {}) => ({
  type: 'object',
  properties: { flow: { type: 'string', enum: flowNames() }, ...more },
  required: ['flow', ...Object.keys(more)],
});
const withId = params({ id: { type: 'string', pattern: flowParams.id.source } });

const schema = (
  summary: string,
  extra: Partial<FastifySchema>,
  statuses: number[],
  ok: object = draftSchema,
): FastifySchema => ({
  summary,
  tags: ['Asistentes'],
  ...extra,
  response: { 200: ok, ...errorResponses([...statuses, ...PRIVATE].sort((a, b) => a - b)) },
});

function requireUser(user: SessionUser | undefined | null) {
  if (!user) throw new HttpProblem(401, errorMessages.unauthenticated);
  return user;
}

function serverOf(name: string) {
  const server = flowServerOf(name);
  if (!server) throw new HttpProblem(404, errorMessages.routeNotFound);
  return server;
}

export function registerFlowRoutes(app: FastifyInstance, ctx: FlowContext) {
  type Params = { flow: string; id: string };
  const answer = (view: DraftView): DraftView => view;

  app.post<{ Params: { flow: string } }>(
    '/api/v1/flows/:flow',
    {
      schema: schema(
        'Empezar un borrador',
        {
          params: params(),
          body: flowBodies.start,
        },
        [403, 404, 429, ...WITH_BODY],
      ),
      attachValidation: true,
    },
    async (request) => {
      const user = requireUser(request.user);
      const server = serverOf(request.params.flow);
      // Who may not create hears 403 before anything about the body.
      requireFlowAccess(server, user, 'new');
      refuseInvalid(request, flowBodyAnswers);
      const body = requireBody(request.body) as { branch_id: number; step?: string; values?: Row };
      return answer(await startDraft(ctx, server, user, body));
    },
  );

  app.get<{ Params: Params }>(
    '/api/v1/flows/:flow/:id',
    {
      schema: schema(
        'Abrir un borrador o un registro en su asistente',
        { params: withId },
        [403, 404],
      ),
      attachValidation: true,
    },
    async (request) => {
      const user = requireUser(request.user);
      refuseInvalid(request);
      const server = serverOf(request.params.flow);
      return answer(await openDraft(ctx, server, request.params.id.toLowerCase(), user));
    },
  );

  app.put<{ Params: Params }>(
    '/api/v1/flows/:flow/:id',
    {
      schema: schema(
        'Guardar lo escrito en un paso (autoguardado)',
        {
          params: withId,
          body: flowBodies.save,
        },
        [403, 404, 409, 429, ...WITH_BODY],
      ),
      attachValidation: true,
    },
    async (request) => {
      const user = requireUser(request.user);
      refuseInvalid(request, flowBodyAnswers);
      const server = serverOf(request.params.flow);
      const body = requireBody(request.body) as { step: string; values: Row; version: number };
      return answer(await saveDraft(ctx, server, request.params.id.toLowerCase(), user, body));
    },
  );

  app.post<{ Params: Params & { step: string } }>(
    '/api/v1/flows/:flow/:id/steps/:step',
    {
      schema: schema(
        'Completar un paso y pasar al siguiente',
        {
          params: params({
            id: { type: 'string', pattern: flowParams.id.source },
            step: { type: 'string', pattern: flowParams.step.source },
          }),
          body: flowBodies.step,
        },
        [403, 404, 409, 429, ...WITH_BODY],
      ),
      attachValidation: true,
    },
    async (request) => {
      const user = requireUser(request.user);
      refuseInvalid(request, flowBodyAnswers);
      const server = serverOf(request.params.flow);
      const body = requireBody(request.body) as { values: Row; version: number };
      const { id, step } = request.params;
      return answer(await completeStep(ctx, server, id.toLowerCase(), user, step, body));
    },
  );

  app.delete<{ Params: Params }>(
    '/api/v1/flows/:flow/:id',
    {
      schema: {
        summary: 'Descartar un borrador',
        tags: ['Asistentes'],
        params: withId,
        response: {
          204: { type: 'null', description: 'Descartado.' },
          ...errorResponses([403, 404, ...PRIVATE]),
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const user = requireUser(request.user);
      refuseInvalid(request);
      const server = serverOf(request.params.flow);
      await discardDraft(ctx, server, request.params.id.toLowerCase(), user);
      return reply.code(204).send();
    },
  );
}
