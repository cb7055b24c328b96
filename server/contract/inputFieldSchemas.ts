/**
 * One declared field as a request may send it, as JSON Schema: what domain/engine/validate.ts
 * accepts, no stricter (blanks and null mean "empty", numbers may come as text, ids as digits).
 * The input schema only refuses wrong shapes; the domain judges values.
 */
import type { Entity } from '../../domain/engine/entity';
import type { Field } from '../../domain/engine/fields';
import { MAX_DIGITS, MAX_INTEGER, MAX_INTEGER_ID } from '../../domain/engine/validate';
import {
  UUID_PATTERN,
  BLANK,
  labelsOf,
  describeChoices,
  targetOf,
  numberBounds,
  embeddedItemSchema,
  withText,
  type JsonSchema,
} from './fieldSchemas';

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
