/** `GET /api/v1/user/component` (spec 7): which home widgets this user sees (domain/homeWidgets). */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { homeWidgets, userComponents } from '../../domain/homeWidgets';
import { errorResponses, PRIVATE } from '../contract/responses';

const schema: FastifySchema = {
  summary: 'Componentes del inicio que la persona puede ver',
  tags: ['Inicio'],
  response: {
    200: {
      type: 'object',
      properties: {
        user_components: {
          type: 'object',
          properties: Object.fromEntries(
            homeWidgets.map((w) => [w.name, { type: 'boolean', description: w.label }]),
          ),
          required: homeWidgets.map((w) => w.name),
          additionalProperties: false,
        },
      },
      required: ['user_components'],
      additionalProperties: false,
    },
    ...errorResponses([...PRIVATE]),
  },
};

export function registerUserComponentsRoute(app: FastifyInstance) {
  app.get('/api/v1/user/component', { schema }, async (request) => ({
    user_components: userComponents(request.user!.access),
  }));
}
