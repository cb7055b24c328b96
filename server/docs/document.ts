/**
 * The OpenAPI 3.1 document around the route schemas Fastify holds: the parts no route declares
 * (title, servers, the OAuth password grant) and the per-route decisions (which routes are
 * documented, which need a token). The schemas themselves come from server/contract/ through
 * @fastify/swagger; nothing here describes a field.
 */
import type { AppConfig } from '../config';

/** A JSON object of the document; OpenAPI's own types would not add safety to these edits. */
export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` when it is a JSON object, else undefined: for reading optional parts of the document. */
export const asObject = (value: unknown): JsonObject | undefined =>
  isJsonObject(value) ? value : undefined;

/** The keys of a path item that hold an operation. */
export const OPERATION_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
];

/** Every operation of the document, path by path. */
export function operationsOf(document: JsonObject): JsonObject[] {
  const items = isJsonObject(document.paths) ? Object.values(document.paths) : [];
  return items.flatMap((item) =>
    isJsonObject(item) ? OPERATION_METHODS.map((m) => item[m]).filter(isJsonObject) : [],
  );
}

export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_PATH = `${DOCS_PREFIX}/openapi.json`;
export const TOKEN_PATH = '/api/oauth/token';
/** The security scheme's name: what every private operation requires. */
export const SECURITY_SCHEME = 'oauth2';

const intro = `API de BrokerDesk, el back office de la productora de seguros. Es la misma API que usa
la aplicación web: cada recurso sale de una declaración en \`domain/\`, que también arma las
pantallas, así que este documento crece solo con cada recurso nuevo.

## Autenticación
Pedí un token con la concesión de contraseña de OAuth 2 (\`POST ${TOKEN_PATH}\` con
\`grant_type=password\`, \`username\`, \`password\` y \`client_id\`) y mandalo en cada pedido como
\`Authorization: Bearer <token>\`. En esta página usá **Authorize**, con las credenciales del
cliente en el cuerpo (*Request body*). Cada operación exige además el permiso de su sección:
sin token la respuesta es 401; con un token sin ese permiso, 403.

## Listas (protocolo de ra-data-simple-rest)
\`GET /api/v1/{recurso}\` recibe \`filter\`, \`range\` y \`sort\` como JSON en la consulta y contesta
el total en el encabezado \`Content-Range\` (\`{recurso} 0-24/319\`). Varios registros por id
(getMany) son \`filter={"id":[1,2,3]}\`. Cada lista describe sus parámetros.

## Escrituras y concurrencia
\`PUT\` con el \`updated_at\` que leíste edita esa versión; si alguien la cambió antes, la respuesta
es 409 y no se pisa nada. Sin \`updated_at\` es una edición parcial de la última versión.

## Errores
Todas las respuestas de error tienen \`{message}\` en castellano; las de validación (422) suman
\`errors: {campo: [mensajes]}\`. 413: cuerpo demasiado grande; 429: demasiados intentos (ver
\`Retry-After\`); 503: base de datos o Redis no disponibles.

Los ejemplos salen de los datos de demostración, nunca de la base en uso.`;

/** The document's fixed part. Servers come from PUBLIC_URL, never from a request's Host. */
export function baseDocument(config: Pick<AppConfig, 'publicUrl' | 'appVersion'>): JsonObject {
  return {
    openapi: '3.1.0',
    info: {
      title: 'API de BrokerDesk',
      description: intro,
      version: config.appVersion,
    },
    servers: [{ url: config.publicUrl, description: 'Dirección pública de esta instalación' }],
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'oauth2',
          description:
            'Concesión de contraseña (OAuth 2). El cliente web es público: se nombra con `client_id` y no tiene secreto.',
          flows: {
            password: { tokenUrl: `${config.publicUrl}${TOKEN_PATH}`, scopes: {} },
          },
        },
      },
    },
  };
}

/** Routes that are part of the API. The docs themselves and the web app's files are not. */
export function isDocumented(url: string): boolean {
  return url.startsWith('/api/') && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`);
}

interface RouteToTransform {
  schema?: object;
  url: string;
  route?: { config?: unknown };
}

const isPublic = (route: RouteToTransform['route']) =>
  (route?.config as { public?: boolean } | undefined)?.public === true;

/**
 * @fastify/swagger's per-route transform: hides what is not the API, and states for every
 * operation whether it needs the token, from the same `config.public` authentication reads.
 */
export function transformRoute({ schema = {}, url, route }: RouteToTransform) {
  if (!isDocumented(url)) return { schema: { ...schema, hide: true }, url };
  const security = isPublic(route) ? [] : [{ [SECURITY_SCHEME]: [] }];
  return { schema: { ...schema, security }, url };
}

/**
 * Component names from the `$id`s server/contract/ gives its shared schemas (`AdminBranch`,
 * `Problem`), so the document reads like the code; anything else keeps a numbered name.
 */
export function componentName(
  json: { $id?: unknown },
  _base: unknown,
  _fragment: unknown,
  i: number,
) {
  const id = typeof json.$id === 'string' ? json.$id.replace(/#$/, '') : '';
  return /^[A-Za-z0-9._-]+$/.test(id) ? id : `def-${i}`;
}
