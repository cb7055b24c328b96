/**
 * How requests are validated: Ajv with the options of ajv.ts, as Fastify does by default, but
 * built once per process and reused by every route and every app. Fastify's default compiler
 * (`@fastify/ajv-compiler`) looks its Ajv up by `JSON.stringify` of all ~150 shared schemas, once
 * per route, and a second app in the same process (each test file, several instances) compiled
 * every route's validator again: half of an app's start went there.
 *
 * One Ajv holds each distinct set of shared schemas and compiles each distinct route schema once.
 */
import Ajv, { type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

/** Fastify's `ajv` server option (ajv.ts ajvOptions). */
interface AjvServerOptions {
  customOptions?: Options;
}

/**
 * A number per distinct shared schema: Fastify clones the shared schemas into each app, so the
 * same schema arrives as other objects; each object's text is read once, then known by identity.
 */
const numbersByText = new Map<string, number>();
const numbersByObject = new WeakMap<object, number>();
const numberOf = (schema: object) => {
  let number = numbersByObject.get(schema);
  if (number === undefined) {
    const text = JSON.stringify(schema);
    number = numbersByText.get(text);
    if (number === undefined) numbersByText.set(text, (number = numbersByText.size + 1));
    numbersByObject.set(schema, number);
  }
  return number;
};

type RouteCompiler = (route: { schema: object }) => ValidateFunction;
const compilers = new Map<string, RouteCompiler>();

function routeCompiler(sharedSchemas: object[], options: AjvServerOptions): RouteCompiler {
  // As Fastify's default: a schema compiled for a route is not kept under its `$id`.
  const ajv = new Ajv({ addUsedSchema: false, ...options.customOptions });
  addFormats(ajv);
  for (const schema of sharedSchemas) ajv.addSchema(schema);
  const compiled = new Map<string, ValidateFunction>();
  return ({ schema }) => {
    const key = JSON.stringify(schema);
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = ajv.compile(schema)));
    return validate;
  };
}

/** Fastify's `schemaController.compilersFactory.buildValidator`. */
export function buildValidator(externalSchemas: unknown, options: AjvServerOptions): RouteCompiler {
  const shared = Object.values((externalSchemas ?? {}) as Record<string, object>);
  const key = `${shared.map(numberOf).join(',')}|${JSON.stringify(options.customOptions)}`;
  let compiler = compilers.get(key);
  if (!compiler) compilers.set(key, (compiler = routeCompiler(shared, options)));
  return compiler;
}
