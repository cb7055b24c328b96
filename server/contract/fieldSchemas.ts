/**
 * One declared field as JSON Schema, twice from the same declaration: here as a stored record
 * holds it (normalised: exact types, the response serialiser's contract), and in
 * inputFieldSchemas.ts as a request may send it. Business rules (CUIT check digit, lengths after
 * normalising, ranges of text numbers, uniqueness) stay in domain/.
 */
import type { Entity } from '../../domain/engine/entity';
import { entityByName } from '../../domain/entities';
import { itemEntity } from '../../domain/engine/embedded';
import type { Choice, EmbeddedListField, Field } from '../../domain/engine/fields';
import { MAX_INTEGER_ID } from '../../domain/engine/validate';

export type JsonSchema = Record<string, unknown>;

export const UUID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
/** Blank text is "empty" for every kind (isEmpty trims), like null. */
export const BLANK = '^\\s*$';

/** The id of a record of `entity`: a positive 32-bit integer or a UUID. */
export function idSchema(entity: Entity): JsonSchema {
  return entity.idKind === 'uuid'
    ? { type: 'string', format: 'uuid' }
    : { type: 'integer', minimum: 1, maximum: MAX_INTEGER_ID };
}

const nullable = (schema: JsonSchema): JsonSchema => {
  const type = schema.type;
  if (typeof type === 'string') return { ...schema, type: [type, 'null'] };
  if (Array.isArray(type)) return { ...schema, type: [...type, 'null'] };
  return { anyOf: [schema, { type: 'null' }] };
};

/** Labels of an enumeration or catalogue, by id (OpenAPI readers show them beside the enum). */
export const labelsOf = (choices: readonly { id: string | number; label: string }[]) =>
  Object.fromEntries(choices.map((c) => [String(c.id), c.label]));

export const describeChoices = (choices: readonly { id: string | number; label: string }[]) =>
  choices.map((c) => `${c.id}: ${c.label}`).join('; ');

function choiceItemType(choices: readonly Choice[]): string | string[] {
  const types = new Set(choices.map((c) => (typeof c.id === 'number' ? 'integer' : 'string')));
  return types.size === 1 ? [...types][0] : [...types];
}

export function targetOf(field: Field & { target: string }): Entity {
  const target = entityByName(field.target);
  if (!target) throw new Error(`Unknown reference target ${field.target}`);
  return target;
}

/** Bounds a field declares, as annotations that apply to numbers only. */
export function numberBounds(field: { min?: number; max?: number }): JsonSchema {
  const out: JsonSchema = {};
  if (field.min !== undefined) out.minimum = field.min;
  if (field.max !== undefined) out.maximum = field.max;
  return out;
}

export const withText = (field: Field, schema: JsonSchema): JsonSchema => {
  const out: JsonSchema = { title: field.label, ...schema };
  if (field.helperText) out.description = field.helperText;
  return out;
};

/** The field as a stored record holds it; every declared column is nullable (columns.ts). */
export function recordFieldSchema(field: Field): JsonSchema | null {
  switch (field.kind) {
    case 'password':
      return null;
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'cuit':
    case 'url': {
      const schema: JsonSchema = { type: 'string' };
      // A sensitive text may come back masked, longer or shorter than it was written.
      if (!field.sensitive && field.max !== undefined) schema.maxLength = field.max;
      if (field.kind === 'email') schema.format = 'email';
      if (field.kind === 'url') schema.format = 'uri';
      return withText(field, nullable(schema));
    }
    case 'integer':
      return withText(field, nullable({ type: 'integer', ...numberBounds(field) }));
    case 'decimal':
    case 'money':
      return withText(field, nullable({ type: 'number', ...numberBounds(field) }));
    case 'boolean':
      return withText(field, nullable({ type: 'boolean' }));
    case 'date':
      return withText(field, nullable({ type: 'string', format: 'date' }));
    case 'datetime':
      return withText(field, nullable({ type: 'string', format: 'date-time' }));
    case 'enumeration':
    case 'status': {
      const options = field.enumeration.options;
      return withText(field, {
        type: ['integer', 'null'],
        enum: [...options.map((o) => o.id), null],
        description: describeChoices(options),
        'x-labels': labelsOf(options),
      });
    }
    case 'reference':
      return withText(field, {
        ...nullable(idSchema(targetOf(field))),
        description: `Id de ${targetOf(field).label.one.toLowerCase()}.`,
      });
    case 'referenceList':
      return withText(field, {
        type: 'array',
        items: idSchema(targetOf(field)),
        description: `Ids de ${targetOf(field).label.many.toLowerCase()}, en orden.`,
      });
    case 'memberList':
      return withText(field, {
        type: 'array',
        items: idSchema(targetOf(field)),
        description: `Ids de ${targetOf(field).label.many.toLowerCase()} que lo citan y el usuario ve.`,
      });
    case 'file':
      return withText(field, {
        type: ['integer', 'null'],
        minimum: 1,
        description: 'Id del archivo subido (admin/media).',
      });
    case 'richText':
      return withText(field, { type: ['string', 'null'], contentMediaType: 'text/html' });
    case 'colour':
      return withText(field, { type: ['string', 'null'], pattern: '^#[0-9A-F]{6}$' });
    case 'typedValue':
      return withText(field, {
        type: ['string', 'null'],
        description: `Valor en su forma canónica según el tipo indicado en ${field.typeField}.`,
      });
    case 'choiceList':
      return withText(field, {
        type: ['array', 'null'],
        items: { type: choiceItemType(field.choices), enum: field.choices.map((c) => c.id) },
        'x-labels': labelsOf(field.choices),
      });
    case 'embeddedList':
      return withText(field, {
        type: 'array',
        items: embeddedItemSchema(field, recordFieldSchema),
      });
  }
}

/**
 * An embedded list's item: its id and its fields. In a request the item's keys and values are
 * the domain's to judge (`phones.1.number`), so no unknown key is refused here.
 */
export function embeddedItemSchema(
  field: EmbeddedListField,
  fieldSchema: (field: Field) => JsonSchema | null,
  request = false,
): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: idSchema(field.of) };
  for (const [name, child] of Object.entries(itemEntity(field).fields)) {
    const schema = fieldSchema(child);
    if (schema) properties[name] = schema;
  }
  if (request) return { title: field.of.label.one, type: 'object', properties };
  return {
    title: field.of.label.one,
    type: 'object',
    properties,
    required: ['id'],
    additionalProperties: false,
  };
}
