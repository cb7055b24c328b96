/**
 * A schema failure answered as the product always answered that input: a 422 with the Spanish
 * message the domain validator gives each field (never Ajv's English), a 404 for an id that
 * cannot be a record, the list query's own 400. The domain is asked for the message, so a
 * field's wording lives once, in domain/engine/messages.ts and domain/engine/validate.ts.
 */
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { Entity } from '../../domain/engine/entity';
import { confirmationKey } from '../../domain/engine/fields';
import {
  errorMessages,
  validationMessage,
  type ValidationRule,
} from '../../domain/engine/messages';
import {
  validateRecord,
  type FieldErrors,
  type ValidationMode,
} from '../../domain/engine/validate';
import { HttpProblem, unprocessable } from '../http/problems';

export const notAnObject = 'El cuerpo de la solicitud debe ser un objeto JSON.';

/** What a failed validation concerns: `body`, `params`, `querystring` or `headers`. */
export type HttpPart = 'body' | 'params' | 'querystring' | 'headers';

type Issue = Pick<FastifySchemaValidationError, 'keyword' | 'instancePath' | 'params'>;

/** The top-level property each error concerns (`''`: the body itself). */
export function failedFields(issues: readonly Issue[]): string[] {
  const names = new Set<string>();
  for (const issue of issues) {
    const params = issue.params as Record<string, unknown>;
    if (issue.keyword === 'additionalProperties' && issue.instancePath === '')
      names.add(String(params.additionalProperty));
    else if (issue.keyword === 'required' && issue.instancePath === '')
      names.add(String(params.missingProperty));
    else names.add(decodePointer(issue.instancePath.split('/')[1] ?? ''));
  }
  return [...names];
}

const decodePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function addMessages(errors: FieldErrors, name: string, messages: string[]) {
  // Own properties even for `__proto__` or `constructor` (never the inherited member).
  Object.defineProperty(errors, name, {
    value: messages,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Field messages for a body a declaration describes, as the domain validator words them: its
 * whole answer for a new record (every field at once, as before the schema existed); for an
 * edit, its answer on the keys the body names (the rest comes from the stored record). A key
 * the schema refused that the domain judges with another (a password's confirmation) brings
 * that one's messages.
 */
export function entityBodyErrors(
  entity: Entity,
  mode: ValidationMode,
  body: Record<string, unknown>,
  fields: string[],
): FieldErrors {
  const domain = validateRecord(entity, body, mode).errors;
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(domain)) {
    const named = Object.hasOwn(body, name) || fields.some((f) => passwordOf(entity, f) === name);
    // The writer's organization fills an omitted membership on create (createRecord).
    const filled = name === entity.membersOf && !Object.hasOwn(body, name);
    if ((mode === 'create' && !filled) || named) addMessages(errors, name, messages);
  }
  for (const name of fields) {
    const covered =
      Object.hasOwn(errors, name) || Object.hasOwn(errors, passwordOf(entity, name) ?? '');
    if (!covered) addMessages(errors, name, [fallbackMessage(entity, name)]);
  }
  return errors;
}

/** The password field whose confirmation `name` is, if it is one. */
function passwordOf(entity: Entity, name: string): string | undefined {
  return Object.entries(entity.fields).find(
    ([password, field]) => field.kind === 'password' && confirmationKey(password) === name,
  )?.[0];
}

/** Only reached if the schema were stricter than the domain (a bug the contract tests catch). */
function fallbackMessage(entity: Entity, name: string) {
  const label = Object.hasOwn(entity.fields, name) ? entity.fields[name].label : name;
  return validationMessage('regex', { attribute: label });
}

/** Labels and special messages of a hand-written body (its fields are not a declaration). */
export interface BodyLabels {
  /** Spanish name of each field, for `El campo :attribute ...`. */
  labels: Record<string, string>;
  /** A field whose every refusal reads one way (a password: "La contraseña es obligatoria"). */
  messages?: Record<string, string>;
}

const RULE_OF_TYPE: Record<string, ValidationRule> = {
  string: 'string',
  integer: 'integer',
  number: 'numeric',
  boolean: 'boolean',
  array: 'list',
  object: 'object',
};

/**
 * The message of a wrong type, by the type the schema expects of the field ("debe ser una
 * lista"); an item or member of the field with the wrong type makes the field's format wrong.
 */
function typeRule(issue: Issue): ValidationRule {
  if (issue.instancePath.split('/').length > 2) return 'regex';
  const expected = String((issue.params as { type?: unknown }).type ?? '')
    .split(',')
    .find((type) => type !== 'null');
  return (expected && RULE_OF_TYPE[expected]) || 'regex';
}

/** Field messages for a hand-written body, composed as its handler composes them. */
export function labelledBodyErrors(issues: readonly Issue[], spec: BodyLabels): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const [name] = failedFields([issue]);
    if (Object.hasOwn(errors, name)) continue;
    const attribute = Object.hasOwn(spec.labels, name) ? spec.labels[name] : name;
    const message =
      spec.messages && Object.hasOwn(spec.messages, name)
        ? spec.messages[name]
        : issue.keyword === 'additionalProperties'
          ? validationMessage('unknown', { attribute: name })
          : issue.keyword === 'required'
            ? validationMessage('required', { attribute })
            : issue.keyword === 'type'
              ? validationMessage(typeRule(issue), { attribute })
              : validationMessage('regex', { attribute });
    addMessages(errors, name, [message]);
  }
  return errors;
}

/** How a route turns a schema failure into today's answer. */
export interface FailureAnswers {
  body?: (body: Record<string, unknown>, issues: readonly Issue[]) => FieldErrors;
  /** The list query: the parser's own 400 for what the schema refused. */
  querystring?: (query: Record<string, unknown>) => void;
}

/**
 * A request as validation reads it: Fastify's, or fixtures mode's json-server request (which has
 * no schema, so no `validationError`, and checks only what a handler reads, as `checkedQuery`).
 */
type Checked = {
  body?: unknown;
  query?: unknown;
  validationError?: FastifyRequest['validationError'];
};

/** The problem a failed validation of `part` answers with. */
export function validationProblem(
  request: Checked,
  part: string | undefined,
  issues: readonly Issue[],
  answers: FailureAnswers = {},
): HttpProblem {
  if (part === 'params') return new HttpProblem(404, errorMessages.notFound);
  if (part === 'querystring') {
    try {
      answers.querystring?.(request.query as Record<string, unknown>);
    } catch (problem) {
      if (problem instanceof HttpProblem) return problem;
      throw problem;
    }
    return new HttpProblem(400, errorMessages.badQuery);
  }
  if (part === 'body') {
    const body = request.body;
    if (!isObject(body)) return new HttpProblem(400, notAnObject);
    const errors = answers.body
      ? answers.body(body, issues)
      : labelledBodyErrors(issues, { labels: {} });
    return unprocessable(errors);
  }
  return new HttpProblem(400, errorMessages.badQuery);
}

/**
 * Routes validate with `attachValidation`, so authentication (a global preHandler) and the
 * route's own access checks answer 401/403/405 first, exactly as before schemas existed; the
 * handler then calls this to answer a schema failure.
 */
export function refuseInvalid(request: Checked, answers?: FailureAnswers) {
  const failure = request.validationError;
  if (!failure) return;
  throw validationProblem(request, failure.validationContext, failure.validation, answers);
}

/** A hand-written route's query string, as the handler reads it. */
export type QueryValues = Record<string, unknown>;

/**
 * "El campo X no existe." for each key of `query` outside `known` (an own property, never an
 * inherited one such as `__proto__`), to which a route adds its own per-key problems.
 */
export function unknownQueryKeys(query: QueryValues, known: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of Object.keys(query))
    if (!known.includes(key))
      Object.defineProperty(errors, key, {
        value: [validationMessage('unknown', { attribute: key })],
        enumerable: true,
      });
  return errors;
}

/**
 * The query of a hand-written route, or a Spanish 422 with `problemsOf`'s per-key messages:
 * the same answer whether the route's schema or the handler's own reading finds the fault.
 */
export function checkedQuery(
  request: Checked,
  problemsOf: (query: QueryValues) => FieldErrors,
): QueryValues {
  const query = (request.query ?? {}) as QueryValues;
  refuseInvalid(request, {
    querystring: () => {
      throw unprocessable(problemsOf(query));
    },
  });
  const errors = problemsOf(query);
  if (Object.keys(errors).length) throw unprocessable(errors);
  return query;
}

/** How the generated routes of `entity` answer a schema failure. */
export function entityAnswers(entity: Entity, mode: ValidationMode): FailureAnswers {
  return {
    body: (body, issues) => entityBodyErrors(entity, mode, body, failedFields(issues)),
  };
}

/**
 * How a hand-written route answers a schema failure: its handler's own checks (`check`, the
 * same function the handler runs) name each field as they always did; an unknown key is named
 * as the domain names one; anything else left falls back to the field's Spanish label.
 */
export function handlerAnswers(
  check: (body: Record<string, unknown>) => FieldErrors,
  spec: BodyLabels = { labels: {} },
): FailureAnswers {
  return {
    body: (body, issues) => {
      // Unknown keys, and fields whose every refusal reads one way, are named from the issues.
      const own = issues.filter((issue) => {
        const [name] = failedFields([issue]);
        const special = !!spec.messages && Object.hasOwn(spec.messages, name);
        return special || (issue.keyword === 'additionalProperties' && issue.instancePath === '');
      });
      const errors = labelledBodyErrors(own, spec);
      for (const [name, messages] of Object.entries(check(body)))
        addMessages(errors, name, messages);
      return Object.keys(errors).length ? errors : labelledBodyErrors(issues, spec);
    },
  };
}
