/**
 * Per-entity shared schemas, named after the route (`admin/branch` → `AdminBranch`):
 * the record an answer carries, the create body (`AdminBranchInput`) and the edit body
 * (`AdminBranchUpdate`, a partial update when it names no `updated_at`).
 */
import type { Entity } from '../../domain/engine/entity';
import { confirmationKey } from '../../domain/engine/fields';
import { idSchema, recordFieldSchema, type JsonSchema } from './fieldSchemas';
import { inputFieldSchema } from './inputFieldSchemas';

/** `auth-admin/role` → `AuthAdminRole`, `admin/currencies/currency_quotation` → `AdminCurrenciesCurrencyQuotation`. */
export function schemaName(entity: Entity): string {
  return entity.name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
}

export const recordId = (entity: Entity) => schemaName(entity);
export const inputId = (entity: Entity) => `${schemaName(entity)}Input`;
export const updateId = (entity: Entity) => `${schemaName(entity)}Update`;

/** A `$ref` to a shared schema registered with `app.addSchema`. */
export const ref = (id: string): JsonSchema => ({ $ref: `${id}#` });

const timestamp = (title: string): JsonSchema => ({ type: 'string', format: 'date-time', title });

/**
 * The record as every answer carries it: id, the fields that may be shown (never passwords or
 * secrets; sensitive texts possibly masked) and the timestamps. Anything else a row holds
 * (`search_text`, `organization_id`, hashes) is not declared, so the serialiser drops it.
 */
export function recordSchema(entity: Entity): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { ...idSchema(entity), title: 'Id' } };
  for (const [name, field] of Object.entries(entity.fields)) {
    const schema = recordFieldSchema(field);
    if (schema) properties[name] = field.sensitive ? { ...schema, 'x-sensitive': true } : schema;
  }
  properties.created_at = timestamp('Creado');
  properties.updated_at = timestamp('Modificado');
  return {
    $id: recordId(entity),
    title: entity.label.one,
    type: 'object',
    properties,
    required: ['id', 'created_at', 'updated_at'],
    additionalProperties: false,
  };
}

function inputProperties(entity: Entity): Record<string, JsonSchema> {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, field] of Object.entries(entity.fields)) {
    properties[name] = inputFieldSchema(field);
    if (field.kind === 'password')
      properties[confirmationKey(name)] = {
        type: ['string', 'null'],
        writeOnly: true,
        title: `Confirmación de ${field.label.toLowerCase()}`,
      };
  }
  return properties;
}

/** Fields a new record must name: required ones without a default, and every password. */
function requiredOnCreate(entity: Entity): string[] {
  return Object.entries(entity.fields)
    .filter(
      ([name, field]) =>
        !field.system &&
        name !== entity.membersOf &&
        (field.kind === 'password' || (field.required && field.default === undefined)),
    )
    .map(([name]) => name);
}

/**
 * The create body. Unknown keys are refused; `id` and the timestamps are accepted and ignored
 * (a form may send a copied record back), anything else undeclared is a 422 naming it.
 */
export function inputSchema(entity: Entity): JsonSchema {
  const ignored = { description: 'Ignorado: lo asigna el sistema.' };
  return {
    $id: inputId(entity),
    title: `${entity.label.one} (alta)`,
    type: 'object',
    properties: {
      id: ignored,
      ...inputProperties(entity),
      created_at: ignored,
      updated_at: ignored,
    },
    required: requiredOnCreate(entity),
    additionalProperties: false,
  };
}

/**
 * The edit body: the record as the API returned it (with id and timestamps) or, naming no
 * `updated_at`, only the fields to change (a partial update); nothing is required.
 */
export function updateSchema(entity: Entity): JsonSchema {
  return {
    $id: updateId(entity),
    title: `${entity.label.one} (modificación)`,
    type: 'object',
    properties: {
      // Judged by the write itself (a mismatching id or a missing version is its own 422).
      id: { description: 'Si se envía, debe ser el id del registro de la dirección.' },
      ...inputProperties(entity),
      created_at: { description: 'Ignorado.' },
      updated_at: {
        description:
          'La fecha de modificación (texto ISO) del registro leído: el cambio se aplica solo sobre esa versión (si no, 409). Sin ella, la modificación es parcial sobre la última versión.',
      },
    },
    additionalProperties: false,
  };
}
