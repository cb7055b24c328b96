/**
 * `GET /api/v1/guide/infocar?kind=&brand=&model=&version=` (domain/flows/guideCascade.ts): the
 * next level of the Infocar guide for what the vehicle step chose so far, among the vehicles
 * of its kind (a motorcycle wizard offers motorcycles only). For whoever may quote (create or
 * edit opportunities) or read the guide itself.
 */
import type { FastifyInstance } from 'fastify';
import { infocar } from '../../domain/entities/vehicles';
import {
  GUIDE_KINDS,
  GUIDE_LEVELS,
  guideLevel,
  MOTORCYCLE_BODY,
  nextLevel,
  sortedNames,
  type GuideChoice,
  type GuideRow,
} from '../../domain/flows/guideCascade';
import { decodeRow } from '../db/codec';
import { errorMessages } from '../../domain/engine/messages';
import { mayUseGuide } from '../../domain/flows/opportunityFlow';
import { errorResponses, PRIVATE } from '../contract/responses';
import { refuseInvalid } from '../contract/validationProblems';
import { HttpProblem } from '../http/problems';
import type { Store } from '../rest/store';

const text = { type: 'string', minLength: 1, maxLength: 120 } as const;

export function registerGuideRoutes(app: FastifyInstance, store: Store) {
  app.get<{ Querystring: GuideChoice }>(
    '/api/v1/guide/infocar',
    {
      schema: {
        summary: 'Opciones de la guía Infocar: marcas, modelos, versiones o años',
        tags: ['Asistentes'],
        querystring: {
          type: 'object',
          properties: {
            kind: { type: 'string', enum: [...GUIDE_KINDS] },
            brand: text,
            model: text,
            version: text,
          },
          additionalProperties: false,
        },
        response: {
          200: {
            type: 'object',
            properties: {
              level: { type: 'string', enum: [...GUIDE_LEVELS] },
              options: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    value: { type: ['string', 'integer'] },
                    row: {
                      type: 'object',
                      properties: {
                        id: { type: 'integer' },
                        year: { type: 'integer' },
                        value: { type: 'number' },
                        fuel: { type: 'integer' },
                        body: { type: ['integer', 'null'] },
                        zero_km: { type: 'boolean' },
                      },
                    },
                  },
                  required: ['value'],
                },
              },
            },
            required: ['level', 'options'],
          },
          ...errorResponses([400, 403, ...PRIVATE]),
        },
      },
      attachValidation: true,
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new HttpProblem(401, errorMessages.unauthenticated);
      if (!mayUseGuide(user.access)) throw new HttpProblem(403, errorMessages.forbidden);
      refuseInvalid(request);
      const choice = request.query;
      const level = nextLevel(choice);
      let query = store.db.selectFrom(infocar.table);
      if (choice.kind === 'motorcycle') query = query.where('body', '=', MOTORCYCLE_BODY);
      else if (choice.kind === 'car')
        query = query.where((eb) =>
          eb.or([eb('body', 'is', null), eb('body', '!=', MOTORCYCLE_BODY)]),
        );
      if (choice.brand) query = query.where('brand', '=', choice.brand);
      if (choice.model) query = query.where('model', '=', choice.model);
      if (choice.version) query = query.where('version', '=', choice.version);
      if (level === 'year') {
        // Decoded as the guide's list reads them (money is stored scaled, booleans as 0/1).
        const rows = (await query.selectAll().execute()).map(
          (row) => decodeRow(infocar, row) as unknown as GuideRow,
        );
        return { level, options: guideLevel(rows, choice) };
      }
      const rows = await query.select(level).distinct().execute();
      return { level, options: sortedNames(rows.map((r) => String(r[level]))) };
    },
  );
}
