/**
 * Ajv as Fastify uses it for every route, set explicitly: nothing is coerced, defaulted or
 * silently removed (a wrong shape is a 422 naming the field, an unknown key too), and every
 * error is collected so each field gets its message. Bodies are bounded before Ajv runs
 * (size limit and nesting depth in http/), which keeps `allErrors` affordable.
 *
 * Route schemas are JSON Schema draft-07: this Ajv class and fast-json-stringify, which writes
 * the responses, both speak it. A 2020-12 `prefixItems` in a request schema stops the start
 * (strict mode refuses the unknown keyword); in a response the serialiser would ignore it. The
 * OpenAPI document gets them as 2020-12 (server/docs/dialect.ts).
 */
import type { FastifyServerOptions } from 'fastify';

/** Annotations our schemas carry for readers (OpenAPI), which Ajv must know to ignore. */
export const ANNOTATION_KEYWORDS = ['x-labels', 'x-sensitive', 'example'];

export const ajvOptions: NonNullable<FastifyServerOptions['ajv']> = {
  customOptions: {
    allErrors: true,
    // `type: ['string', 'null']` is how a nullable column reads; no other union is written.
    allowUnionTypes: true,
    coerceTypes: false,
    removeAdditional: false,
    useDefaults: false,
    keywords: ANNOTATION_KEYWORDS,
  },
};
