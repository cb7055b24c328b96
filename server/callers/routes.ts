/**
 * `GET /api/v1/admin/caller_priority/set_stocks_job` (spec 7): rebuilds the caller's
 * organization's call queue now and says what changed. The spec's client fires it on a global
 * event and only logs the answer; whoever may open the caller-priority screens may ask.
 * `POST /api/v1/opportunity/next_call`: "Siguiente llamado" (nextCall.ts), for the labor.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { callerPriority } from '../../domain/entities/callerPriority';
import { errorResponses, messageAnswer, PRIVATE } from '../contract/responses';
import { organizationOf, requireAccess, writerOf } from '../rest/routes';
import { callMessages, NEXT_CALL_LABEL, worksCallQueue } from '../../domain/calls';
import { opportunity } from '../../domain/entities/opportunities';
import { errorMessages } from '../../domain/engine/messages';
import { HttpProblem } from '../http/problems';
import { takeNextCall } from './nextCall';
import type { Store } from '../rest/store';
import { rebuildCallerQueue } from './rebuildQueue';

const setStocksRoute: FastifySchema = {
  summary: 'Reconstruir la cola de llamados',
  description:
    'Aplica las reglas de prioridad activas a cada llamado pendiente de la organización: regla, prioridad, vencimiento y ejecutivo.',
  tags: ['Prioridad de llamados'],
  response: {
    200: messageAnswer({
      type: 'object',
      properties: {
        calls: { type: 'integer', description: 'Llamados en la cola.' },
        changed: { type: 'integer', description: 'Llamados reasignados o repriorizados.' },
        unmatched: { type: 'integer', description: 'Llamados sin regla que los tome.' },
      },
      required: ['calls', 'changed', 'unmatched'],
      additionalProperties: false,
    }),
    ...errorResponses([...PRIVATE, 403]),
  },
};

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-AR')} ${n === 1 ? one : many}`;

const nextCallRoute: FastifySchema = {
  summary: NEXT_CALL_LABEL,
  description:
    'Toma el primer llamado de la cola que sea tuyo o de nadie y cuya hora llegó: la oportunidad pasa a «En llamada» y queda a tu nombre. Sin llamados pendientes, `data` es null. Solo para quien tiene la tarea de ejecutivo de llamadas.',
  tags: ['Prioridad de llamados'],
  response: {
    200: messageAnswer({
      type: ['object', 'null'],
      properties: {
        id: { type: 'string', format: 'uuid' },
        title: { type: ['string', 'null'] },
        status: { type: 'integer' },
      },
      required: ['id', 'title', 'status'],
      additionalProperties: false,
    }),
    ...errorResponses([...PRIVATE, 403]),
  },
};

export function registerCallerRoutes(app: FastifyInstance, store: Store) {
  app.post(`/api/v1/${opportunity.name}/next_call`, { schema: nextCallRoute }, async (request) => {
    const user = requireAccess(request, opportunity, 'edit');
    if (!worksCallQueue(user.access)) throw new HttpProblem(403, errorMessages.forbidden);
    const taken = await takeNextCall(store, writerOf(user), organizationOf(user));
    if (!taken) return { success: true, message: callMessages.none, data: null };
    const data = {
      id: String(taken.id),
      title: (taken.title as string | null) ?? null,
      status: Number(taken.status),
    };
    return { success: true, message: callMessages.taken(data.title ?? ''), data };
  });

  app.get(
    `/api/v1/${callerPriority.name}/set_stocks_job`,
    { schema: setStocksRoute },
    async (request) => {
      const user = requireAccess(request, callerPriority, 'list');
      const data = await rebuildCallerQueue(store, {
        organizationId: organizationOf(user),
        actorId: user.id,
      });
      const message =
        `Cola de llamados actualizada: ${count(data.calls, 'llamado', 'llamados')}, ` +
        `${count(data.changed, 'cambio', 'cambios')}, ${count(data.unmatched, 'sin regla', 'sin regla')}.`;
      return { success: true, message, data };
    },
  );
}
