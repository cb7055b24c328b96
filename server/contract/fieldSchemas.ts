/**
 * One declared field as JSON Schema, twice from the same declaration: as a stored record holds
 * it (normalised: exact types, the response serialiser's contract) and as a request may send it
 * (what domain/engine/validate.ts accepts, no stricter: blanks and null mean "empty", numbers may come
 * as text, ids as digits). Business rules (CUIT check digit, lengths after normalising, ranges
 * of text numbers, uniqueness) stay in domain/; the input schema only refuses wrong shapes.
 */
import type { Entity } from '../../domain/engine/entity';
import { entityByName } from '../../domain/entities';
import { itemEntity } from '../../domain/engine/embedded';
import type { Choice, EmbeddedListField, Field } from '../../domain/engine/fields';
import { MAX_DIGITS, MAX_INTEGER, MAX_INTEGER_ID } from '../../domain/engine/validate';

export type JsonSchema = Record<string, unknown>;

const UUID_PATTERN =
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
/** Blank text is "empty" for every kind (isEmpty trims), like null. */
const BLANK = '^\\s*$';

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
const labelsOf = (choices: readonly { id: string | number; label: string }[]) =>
  Object.fromEntries(choices.map((c) => [String(c.id), c.label]));

const describeChoices = (choices: readonly { id: string | number; label: string }[]) =>
  choices.map((c) => `${c.id}: ${c.label}`).join('; ');

function choiceItemType(choices: readonly Choice[]): string | string[] {
  const types = new Set(choices.map((c) => (typeof c.id === 'number' ? 'integer' : 'string')));
  return types.size === 1 ? [...types][0] : [...types];
}

function targetOf(field: Field & { target: string }): Entity {
  const target = entityByName(field.target);
  if (!target) throw new Error(`Unknown reference target ${field.target}`);
  return target;
}

/** Bounds a field declares, as annotations that apply to numbers only. */
function numberBounds(field: { min?: number; max?: number }): JsonSchema {
  const out: JsonSchema = {};
  if (field.min !== undefined) out.minimum = field.min;
  if (field.max !== undefined) out.maximum = field.max;
  return out;
}

const withText = (field: Field, schema: JsonSchema): JsonSchema => {
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
function embeddedItemSchema(
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

/*
 * Each pattern has one way to match a run of spaces (no `\s*…\s*` around an optional part), so it
 * runs in linear time: Ajv checks it before authentication, on bodies of up to 2 MB.
 */
/** A whole number as JSON or as digits (`"12"`); blank is empty. */
const INTEGER_TEXT = '^\\s*(?:-?\\d+\\s*)?$';
/** A decimal as JSON or as text with `.` or `,` (`"1465,5"`, `"1465.50"`); blank is empty. */
const DECIMAL_TEXT = '^\\s*(?:-?\\d+(?:[.,]\\d+)?\\s*)?$';
/** A reference id as JSON, as digits or a UUID; blank is empty. */
const ID_TEXT = `^\\s*(?:(?:\\d+|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})\\s*)?$`;

function inputReference(target: Entity): JsonSchema {
  return {
    anyOf: [
      target.idKind === 'uuid'
        ? { type: 'string', pattern: UUID_PATTERN }
        : { type: 'integer', minimum: 1, maximum: MAX_INTEGER_ID },
      { type: 'string', pattern: ID_TEXT },
    ],
  };
}

/**
 * The field as a request may send it: exactly the shapes `checkValue` in domain/engine/validate.ts
 * can accept (never fewer), null or blank for "empty". Lengths are described, not enforced
 * here: the domain counts characters after normalising spaces, so a raw length would refuse
 * values it accepts.
 */
export function inputFieldSchema(field: Field): JsonSchema {
  const described = (schema: JsonSchema, note?: string): JsonSchema => {
    const out = withText(field, schema);
    const notes = [field.helperText, note].filter(Boolean);
    if (notes.length) out.description = notes.join(' ');
    return out;
  };
  switch (field.kind) {
    case 'password':
      return described(
        { type: ['string', 'null'], writeOnly: true },
        'Solo al crear, con su confirmación; nunca se devuelve.',
      );
    case 'text':
    case 'longText':
    case 'email':
    case 'phone':
    case 'cuit':
    case 'url': {
      const bounds = [
        field.min !== undefined ? `al menos ${field.min}` : '',
        field.max !== undefined ? `hasta ${field.max}` : '',
      ].filter(Boolean);
      const note = bounds.length
        ? `Texto de ${bounds.join(' y ')} caracteres (contados tras quitar espacios sobrantes).`
        : undefined;
      return described({ type: ['string', 'null'] }, note);
    }
    case 'integer':
      return described(
        {
          anyOf: [
            { type: 'integer', ...numberBounds(field), minimum: field.min ?? -MAX_INTEGER },
            { type: 'string', pattern: INTEGER_TEXT },
            { type: 'null' },
          ],
        },
        'Número entero (también como texto de dígitos).',
      );
    case 'decimal':
    case 'money':
      return described(
        {
          anyOf: [
            { type: 'number', ...numberBounds(field) },
            { type: 'string', pattern: DECIMAL_TEXT },
            { type: 'null' },
          ],
        },
        `Número con hasta ${field.kind === 'money' ? 2 : field.scale} decimales y ${MAX_DIGITS} dígitos; como texto admite "1465,50" o "1465.50".`,
      );
    case 'boolean':
      return described({
        anyOf: [
          { type: 'boolean' },
          { enum: [0, 1] },
          { type: 'string', pattern: BLANK },
          { type: 'null' },
        ],
      });
    case 'date':
      return described(
        { type: ['string', 'null'], pattern: '^(\\s*|\\d{4}-\\d{2}-\\d{2}(T.*)?)$' },
        'Fecha AAAA-MM-DD (o el día de una fecha y hora ISO).',
      );
    case 'datetime':
      return described(
        { type: ['string', 'null'], pattern: '^(\\s*|\\d{4}-\\d{2}-\\d{2}T.*)$' },
        'Fecha y hora ISO 8601.',
      );
    case 'enumeration':
    case 'status': {
      const options = field.enumeration.options;
      return {
        ...described(
          {
            anyOf: [
              { type: 'integer', enum: options.map((o) => o.id) },
              { type: 'string', pattern: '^(\\s*|\\d+)$' },
              { type: 'null' },
            ],
          },
          describeChoices(options),
        ),
        'x-labels': labelsOf(options),
      };
    }
    case 'reference':
      return described(
        { anyOf: [...(inputReference(targetOf(field)).anyOf as JsonSchema[]), { type: 'null' }] },
        `Id de ${targetOf(field).label.one.toLowerCase()}.`,
      );
    case 'referenceList':
      return described(
        { type: ['array', 'null'], items: inputReference(targetOf(field)) },
        `Ids de ${targetOf(field).label.many.toLowerCase()}, en orden.`,
      );
    case 'memberList':
      return described(
        {
          type: ['array', 'null'],
          items: inputReference(targetOf(field)),
          maxItems: field.max,
        },
        `Ids de ${targetOf(field).label.many.toLowerCase()}: los elegidos pasan a citarlo, los que el usuario ve y faltan dejan de hacerlo.`,
      );
    case 'file':
      return described(
        {
          anyOf: [
            { type: 'integer', minimum: 1, maximum: MAX_INTEGER_ID },
            { type: 'string', pattern: INTEGER_TEXT },
            { type: 'null' },
          ],
        },
        'Id del archivo subido con POST /api/v1/admin/media/upload.',
      );
    case 'richText':
      return described({ type: ['string', 'null'] }, 'HTML; se guarda depurado.');
    case 'colour':
      return described({ type: ['string', 'null'] }, 'Color #RRGGBB.');
    case 'typedValue':
      return described(
        { type: ['string', 'number', 'null'] },
        `Valor del tipo indicado en ${field.typeField}, como texto: 1465.5, true/false, 2026-03-09, 14:30, JSON para listas y objetos.`,
      );
    case 'choiceList':
      return {
        ...described({ type: ['array', 'null'], items: { type: ['string', 'number'] } }),
        'x-labels': labelsOf(field.choices),
      };
    case 'embeddedList':
      return described(
        { type: ['array', 'null'], items: embeddedItemSchema(field, inputFieldSchema, true) },
        `Hasta ${field.max}; cada uno con su id si ya existe (sin id se agrega; uno que falta se borra). Ausente: no cambia.`,
      );
  }
}
