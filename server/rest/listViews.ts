/**
 * The server's side of the named lists (domain/engine/listViews.ts): who may read one, the conditions
 * it adds to the request's own, and its route's schema. The routes themselves are the generic
 * list's (routes.ts `answerList`), and the big export's (server/jobs/exports.ts).
 */
import type { FastifyRequest, FastifySchema } from 'fastify';
import type { Entity } from '../../domain/engine/entity';
import {
  listViewRoute,
  mayOpenListView,
  viewFilterFor,
  type EntityListView,
} from '../../domain/engine/listViews';
import { errorMessages } from '../../domain/engine/messages';
import { normaliseFilterValue } from '../../domain/engine/validate';
import { HttpProblem } from '../http/problems';
import type { ListQuery } from './listQuery';

/** The session user when the route table opens the view to them; 401 or 403 otherwise. */
export function requireListView(request: FastifyRequest, entity: Entity, view: EntityListView) {
  const user = request.user;
  if (!user) throw new HttpProblem(401, errorMessages.unauthenticated);
  if (!mayOpenListView(user.access, entity, view))
    throw new HttpProblem(403, errorMessages.forbidden);
  return user;
}

/**
 * What the view keeps for `readerId`, as list conditions: a value the field equals, any of a
 * list's, or the field empty.
 */
export function listViewConditions(
  entity: Entity,
  view: EntityListView,
  readerId: number | null | undefined,
): ListQuery['conditions'] {
  const normalised = (field: string, value: unknown) =>
    normaliseFilterValue(entity.fields[field], value);
  return Object.entries(viewFilterFor(view, readerId)).map(([field, value]) =>
    value === null
      ? { field, op: 'empty', value: null }
      : Array.isArray(value)
        ? { field, op: 'in', value: value.map((v: unknown) => normalised(field, v)) }
        : { field, op: '=', value: normalised(field, value) },
  );
}

/** The view's route: the entity's list schema under the view's own name. */
export const listViewSchema = (
  entity: Entity,
  view: EntityListView,
  list: FastifySchema,
): FastifySchema => ({
  ...list,
  summary: `Listar ${view.label.toLowerCase()}`,
  description: `La lista ${listViewRoute(entity, view)}: los mismos filtros, orden y páginas que la de ${entity.label.many.toLowerCase()}, solo con los registros que la lista reúne.`,
});
