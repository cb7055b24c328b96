/**
 * REST endpoints generated from every declaration (ra-data-simple-rest protocol):
 * GET /api/v1/{resource}?filter&range&sort with Content-Range, GET|PUT|DELETE /{id}, POST.
 * Each endpoint checks the declaration's access requirement for the logged-in user.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Entity } from '../../domain/engine/entity';
import { entities } from '../../domain/entities';
import { canAccess, type Action } from '../../domain/routes';
import { errorMessages } from '../../domain/engine/messages';
import { tenancyRefusal } from '../../domain/tenancy';
import { HttpProblem } from '../http/problems';
import { resourceSchemas } from '../contract/resourceSchemas';
import { entityAnswers, refuseInvalid } from '../contract/validationProblems';
import { parseListQuery, type ListQuery } from './listQuery';
import { listViewConditions, listViewSchema, requireListView } from './listViews';
import {
  createRecord,
  deleteRecord,
  listRecords,
  parseId,
  updateRecord,
  type Row,
  type Store,
  type Viewer,
  type WriteContext,
} from './repository';
import { presentRecord } from './secrets';
import { listAnswerTables } from './listing';
import { readRecord, recordAnswerTables } from './reading';
import { answeredNotModified, answerKey, sendValidator } from './readValidators';
import type { HookTable } from './hooks';
import type { SessionUser } from '../auth/users';

type IdParams = { id: string };

/** The same rule as the screen: the entity's route in domain/routes.ts, for this action. */
export function requireAccess(request: FastifyRequest, entity: Entity, action: Action) {
  const user = request.user;
  if (!user) throw new HttpProblem(401, errorMessages.unauthenticated);
  refuseAccess(user, entity, action);
  return user;
}

/** The section's permission, then the organizations' part (fixtures mode checks with it too). */
export function refuseAccess(
  user: Pick<SessionUser, 'access' | 'organizations'>,
  entity: Entity,
  action: Action,
) {
  if (!canAccess(user.access, entity.name, action))
    throw new HttpProblem(403, errorMessages.forbidden);
  const refusal = tenancyRefusal(entity, action, user.access, organizationsOf(user));
  if (refusal) throw new HttpProblem(403, refusal);
}

/** The section's permission alone, without the organizations' part (a panel that only counts). */
export function requirePermission(request: FastifyRequest, entity: Entity, action: Action) {
  const user = request.user;
  if (!user) throw new HttpProblem(401, errorMessages.unauthenticated);
  if (!canAccess(user.access, entity.name, action))
    throw new HttpProblem(403, errorMessages.forbidden);
  return user;
}

/** The user's organization (spec 6): the first of their organizations (never an empty list). */
export const organizationOf = (user: SessionUser) => user.organizations[0].organization_id;

/** Every organization the user belongs to, the working one first. */
export const organizationsOf = (user: Pick<SessionUser, 'organizations'>) =>
  user.organizations.map((o) => o.organization_id);

export const viewerOf = (user: SessionUser): Viewer => ({
  userId: user.id,
  organizationId: organizationOf(user),
  organizations: organizationsOf(user),
  access: user.access,
});

/** The write context of a request: who writes, in which organizations, with which access. */
export const writerOf = (user: SessionUser, hooks?: HookTable): WriteContext => ({
  actorId: user.id,
  organizationId: organizationOf(user),
  organizations: organizationsOf(user),
  access: user.access,
  hooks,
});

export function requireId(entity: Entity, raw: string) {
  const id = parseId(entity, raw);
  if (id === null) throw new HttpProblem(404, errorMessages.notFound);
  return id;
}

/** A read-only entity takes no write (fixtures mode's writes refuse with it too). */
export function requireWritable(entity: Entity) {
  if (entity.readOnly) throw new HttpProblem(405, errorMessages.readOnly);
}

export function requireBody(body: unknown): Row {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpProblem(400, 'El cuerpo de la solicitud debe ser un objeto JSON.');
  }
  return body as Row;
}

/**
 * One page of `entity`'s list for the request's filter, range and sort, plus the conditions a
 * named list keeps (listViewRoutes.ts), with its total in Content-Range. `release`: see
 * readValidators.ts `releaseKey`.
 */
export async function answerList(
  store: Store,
  entity: Entity,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  release: string,
  kept: ListQuery['conditions'] = [],
) {
  const parsed = parseListQuery(entity, request.query as Record<string, unknown>);
  const query = { ...parsed, conditions: [...parsed.conditions, ...kept] };
  const viewer = viewerOf(user);
  const key = answerKey(release, 'list', entity.name, query);
  const tables = () => listAnswerTables(store, entity, query, viewer);
  if (await answeredNotModified(store, request, reply, tables, key, user)) return reply.send();
  const { records, total, version } = await listRecords(store, entity, query, viewer);
  sendValidator(reply, version, key, user);
  // An empty page (past the end, or no match) has no first and last position (RFC 9110 14.4).
  const range = records.length ? `${query.offset}-${query.offset + records.length - 1}` : '*';
  reply.header('Content-Range', `${entity.name} ${range}/${total}`);
  return records.map((record) => presentRecord(entity, record, viewer));
}

function resourceRoutes(
  app: FastifyInstance,
  store: Store,
  entity: Entity,
  hooks: HookTable,
  release: string,
) {
  const path = `/api/v1/${entity.name}`;
  const schemas = resourceSchemas(entity);
  // Schema failures are answered in the handler, after the access checks (see refuseInvalid).
  const checked = { attachValidation: true };
  const listAnswers = {
    querystring: (query: Record<string, unknown>) => parseListQuery(entity, query),
  };
  const createAnswers = entityAnswers(entity, 'create');
  const updateAnswers = entityAnswers(entity, 'update');

  app.get(path, { schema: schemas.list, ...checked }, async (request, reply) => {
    const user = requireAccess(request, entity, 'list');
    refuseInvalid(request, listAnswers);
    return answerList(store, entity, request, reply, user, release);
  });
  // Named lists (`coverage_old/without-identifier`): static paths, matched before `/:id`.
  for (const view of entity.listViews)
    app.get(
      `${path}/${view.path}`,
      { schema: listViewSchema(entity, view, schemas.list), ...checked },
      async (request, reply) => {
        const user = requireListView(request, entity, view);
        refuseInvalid(request, listAnswers);
        return answerList(
          store,
          entity,
          request,
          reply,
          user,
          release,
          listViewConditions(entity, view, user.id),
        );
      },
    );

  app.get<{ Params: IdParams }>(
    `${path}/:id`,
    { schema: schemas.show, ...checked },
    async (request, reply) => {
      const user = requireAccess(request, entity, 'show');
      refuseInvalid(request);
      const viewer = viewerOf(user);
      const id = requireId(entity, request.params.id);
      const key = answerKey(release, 'record', entity.name, id);
      const tables = () => recordAnswerTables(store, entity, viewer);
      if (await answeredNotModified(store, request, reply, tables, key, user)) return reply.send();
      const read = await readRecord(store, entity, id, viewer);
      if (!read) throw new HttpProblem(404, errorMessages.notFound);
      sendValidator(reply, read.version, key, user);
      return presentRecord(entity, read.record, viewer);
    },
  );

  app.post(path, { schema: schemas.create, ...checked }, async (request, reply) => {
    const user = requireAccess(request, entity, 'create');
    requireWritable(entity);
    refuseInvalid(request, createAnswers);
    const record = await createRecord(
      store,
      entity,
      requireBody(request.body),
      writerOf(user, hooks),
    );
    reply.code(201);
    return presentRecord(entity, record, viewerOf(user));
  });

  app.put<{ Params: IdParams }>(
    `${path}/:id`,
    { schema: schemas.edit, ...checked },
    async (request) => {
      const user = requireAccess(request, entity, 'edit');
      requireWritable(entity);
      refuseInvalid(request, updateAnswers);
      const record = await updateRecord(
        store,
        entity,
        requireId(entity, request.params.id),
        requireBody(request.body),
        writerOf(user, hooks),
      );
      return presentRecord(entity, record, viewerOf(user));
    },
  );

  app.delete<{ Params: IdParams }>(
    `${path}/:id`,
    { schema: schemas.delete, ...checked },
    async (request) => {
      const user = requireAccess(request, entity, 'delete');
      requireWritable(entity);
      refuseInvalid(request);
      const id = requireId(entity, request.params.id);
      const record = await deleteRecord(store, entity, id, writerOf(user, hooks));
      return presentRecord(entity, record, viewerOf(user));
    },
  );
}

/** `release`: what the answers' validators carry besides their data (readValidators.ts). */
export async function registerResourceRoutes(
  app: FastifyInstance,
  store: Store,
  release: string,
  hooks: HookTable = {},
) {
  for (const entity of entities) resourceRoutes(app, store, entity, hooks, release);
}
