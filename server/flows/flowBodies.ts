/**
 * The wizards' request bodies (server/flows/flowRoutes.ts), read alike by the server's routes
 * and by fixtures mode (fixtures/server/flows.ts), with the labels their errors name.
 */
import { ajvOptions } from '../contract/ajv';
import {
  labelledBodyErrors,
  validationProblem,
  type FailureAnswers,
} from '../contract/validationProblems';
import { buildValidator } from '../contract/validators';

/** A route's record id and step, as the routes' params schemas (else a 404, not found). */
export const flowParams = {
  id: /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
  step: /^[a-z_]{1,40}$/,
};

export const stepValues = {
  type: 'object',
  description: 'Los valores del paso, por campo (como se escribieron o ya validados).',
  additionalProperties: true,
} as const;

/** The record's version the draft was read from (the view's `base`), sent back on each save. */
export const base = {
  type: ['string', 'null'],
  maxLength: 40,
  description: 'La versión del registro leída (base): si cambió, 409.',
} as const;

const version = { type: 'integer', minimum: 0 } as const;

export const flowBodies = {
  start: {
    type: 'object',
    properties: {
      branch_id: { type: 'integer', minimum: 1 },
      step: { type: 'string' },
      values: stepValues,
    },
    required: ['branch_id'],
    additionalProperties: false,
  },
  save: {
    type: 'object',
    properties: { step: { type: 'string' }, values: stepValues, version, base },
    required: ['step', 'values', 'version'],
    additionalProperties: false,
  },
  step: {
    type: 'object',
    properties: { values: stepValues, version, base },
    required: ['values', 'version'],
    additionalProperties: false,
  },
} as const;

export const flowBodyLabels = {
  branch_id: 'Ramo',
  step: 'Paso',
  values: 'Valores',
  version: 'Versión',
  base: 'Versión del registro',
};

/** How the wizards' routes answer a body the schema refuses: each field by its label. */
export const flowBodyAnswers: FailureAnswers = {
  body: (_, issues) => labelledBodyErrors(issues, { labels: flowBodyLabels }),
};

const validatorOf = buildValidator({}, ajvOptions);

/**
 * `body` when the route's schema takes it, else the route's own 400 or 422: for a caller outside
 * Fastify's routes (fixtures mode), which answers as they do.
 */
export function checkedFlowBody<Kind extends keyof typeof flowBodies>(body: unknown, kind: Kind) {
  const validate = validatorOf({ schema: flowBodies[kind] });
  if (!validate(body))
    throw validationProblem({ body, query: {} }, 'body', validate.errors ?? [], flowBodyAnswers);
  return body as Record<string, unknown>;
}
