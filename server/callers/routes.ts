/**
 * `GET /api/v1/admin/caller_priority/set_stocks_job` (spec 7): rebuilds the caller's
 * organization's call queue now and says what changed. The spec's client fires it on a global
 * event and only logs the answer; whoever may open the caller-priority screens may ask.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { callerPriority } from '../../domain/entities/callerPriority';
import { errorResponses, PRIVATE } from '../contract/responses';
import { organizationOf, requireAccess } from '../resources/routes';
import type { Store } from '../resources/store';
import { rebuildCallerQueue } from './rebuildQueue';

const setStocksRoute: FastifySchema = {
  summary: 'Reconstruir la cola de llamados',
  description:
    'Aplica las reglas de prioridad activas a cada llamado pendiente de la organización: regla, prioridad, vencimiento y ejecutivo.',
  tags: ['Prioridad de llamados'],
  response: {
    200: {
      type: 'object',
      properties: {
        success: { type: 'boolean' },
        message: { type: 'string' },
        data: {
          type: 'object',
          properties: {
            calls: { type: 'integer', description: 'Llamados en la cola.' },
            changed: { type: 'integer', description: 'Llamados reasignados o repriorizados.' },
            unmatched: { type: 'integer', description: 'Llamados sin regla que los tome.' },
          },
          required: ['calls', 'changed', 'unmatched'],
          additionalProperties: false,
        },
      },
      required: ['success', 'message', 'data'],
      additionalProperties: false,
    },
    ...errorResponses([...PRIVATE, 403]),
  },
};

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('es-AR')} ${n === 1 ? one : many}`;

export function registerCallerRoutes(app: FastifyInstance, store: Store) {
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
