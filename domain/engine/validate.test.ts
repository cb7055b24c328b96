import { describe, it, expect } from 'vitest';
import { defineEntity } from './entity';
import { defineEnum, options } from './defineEnum';
import * as f from './fields';
import { hasErrors, isEmpty, parseDecimal, validateRecord } from './validate';

const policyStatus = defineEnum(
  'policy_status',
  options([
    ['draft', 1, 'Borrador'],
    ['active', 2, 'Vigente'],
    ['cancelled', 3, 'Anulada'],
  ]),
);

const policy = defineEntity({
  name: 'test/policies',
  table: 'test_policies',
  label: { one: 'Póliza', many: 'Pólizas' },
  fields: {
    code: f.text({ label: 'Código', required: true, unique: true, max: 10 }),
    installments: f.integer({ label: 'Cuotas', min: 1, max: 100 }),
    installments_total: f.integer({ label: 'Cuotas totales' }),
    notes: f.longText({ label: 'Notas' }),
    rate: f.decimal({ label: 'Tasa', scale: 4 }),
    premium: f.money({ label: 'Prima' }),
    renewable: f.boolean({ label: 'Renovable' }),
    starts_on: f.date({ label: 'Inicio de vigencia' }),
    issued_at: f.datetime({ label: 'Emitida' }),
    status: f.enumeration({ label: 'Estado', enumeration: policyStatus, default: 1 }),
    insurer_id: f.reference({ label: 'Aseguradora', target: 'admin/companies' }),
    email: f.email({ label: 'Correo electrónico' }),
    cuit: f.cuit({ label: 'CUIT' }),
  },
  recordLabel: 'code',
});

const valid = { code: 'POL-1' };

/** Errors of one field for a record that is otherwise valid. */
function errorsOf(field: string, value: unknown): string[] | undefined {
  return validateRecord(policy, { ...valid, [field]: value }).errors[field];
}

/** The normalised value of one field for a record that is otherwise valid. */
function valueOf(field: string, value: unknown): unknown {
  const { values, errors } = validateRecord(policy, { ...valid, [field]: value });
  expect(errors).toEqual({});
  return values[field];
}

describe('validateRecord: 422 messages', () => {
  it.each<[string, string, unknown, string]>([
    ['required', 'code', undefined, 'El campo Código es obligatorio.'],
    ['required (null)', 'code', null, 'El campo Código es obligatorio.'],
    ['required (blank)', 'code', '   ', 'El campo Código es obligatorio.'],
    ['maxString', 'code', 'POL-123456X', 'El campo Código no debe contener más de 10 caracteres.'],
    ['minNumeric', 'installments', 0, 'El campo Cuotas debe ser al menos 1.'],
    ['minNumeric (negative text)', 'installments', '-3', 'El campo Cuotas debe ser al menos 1.'],
    ['maxNumeric', 'installments', 101, 'El campo Cuotas no debe ser mayor que 100.'],
    ['integer (1.5)', 'installments', 1.5, 'El campo Cuotas debe ser un número entero.'],
    ['integer ("1,5")', 'installments', '1,5', 'El campo Cuotas debe ser un número entero.'],
    ['integer ("abc")', 'installments', 'abc', 'El campo Cuotas debe ser un número entero.'],
    ['integer (true)', 'installments', true, 'El campo Cuotas debe ser un número entero.'],
    ['numeric ("abc")', 'rate', 'abc', 'El campo Tasa debe ser un número.'],
    ['numeric ("1.234,5")', 'premium', '1.234,5', 'El campo Prima debe ser un número.'],
    [
      'numeric (Infinity)',
      'premium',
      Number.POSITIVE_INFINITY,
      'El campo Prima debe ser un número.',
    ],
    [
      'decimals (1.23456 on scale 4)',
      'rate',
      1.23456,
      'El campo Tasa admite como máximo 4 decimales.',
    ],
    [
      'decimals ("1,23456" on scale 4)',
      'rate',
      '1,23456',
      'El campo Tasa admite como máximo 4 decimales.',
    ],
    [
      'decimals (1.5e-7 on scale 4)',
      'rate',
      1.5e-7,
      'El campo Tasa admite como máximo 4 decimales.',
    ],
    [
      'decimals (money, 3 decimals)',
      'premium',
      '10,999',
      'El campo Prima admite como máximo 2 decimales.',
    ],
    [
      'digits (beyond the 15 exact digits)',
      'premium',
      1e14,
      'El campo Prima admite como máximo 13 dígitos enteros.',
    ],
    [
      'digits (16 significant digits as text)',
      'rate',
      '123456789012.1234',
      'El campo Tasa admite como máximo 11 dígitos enteros.',
    ],
    [
      'date (2026-02-30)',
      'starts_on',
      '2026-02-30',
      'El campo Inicio de vigencia no es una fecha válida.',
    ],
    [
      'date (2025-02-29)',
      'starts_on',
      '2025-02-29',
      'El campo Inicio de vigencia no es una fecha válida.',
    ],
    [
      'date (dd/mm/aaaa)',
      'starts_on',
      '09/03/2026',
      'El campo Inicio de vigencia no es una fecha válida.',
    ],
    [
      'date (trailing text)',
      'starts_on',
      '2026-03-09xyz',
      'El campo Inicio de vigencia no es una fecha válida.',
    ],
    [
      'date (a number)',
      'starts_on',
      20260309,
      'El campo Inicio de vigencia no es una fecha válida.',
    ],
    [
      'date (datetime 2026-02-30)',
      'issued_at',
      '2026-02-30T10:00:00Z',
      'El campo Emitida no es una fecha válida.',
    ],
    [
      'date (datetime without time)',
      'issued_at',
      '2026-03-09',
      'El campo Emitida no es una fecha válida.',
    ],
    [
      'date (datetime 25 h)',
      'issued_at',
      '2026-03-09T25:00:00Z',
      'El campo Emitida no es una fecha válida.',
    ],
    ['boolean ("yes")', 'renewable', 'yes', 'El campo Renovable debe ser verdadero o falso.'],
    ['boolean ("true")', 'renewable', 'true', 'El campo Renovable debe ser verdadero o falso.'],
    ['boolean (2)', 'renewable', 2, 'El campo Renovable debe ser verdadero o falso.'],
    ['in (unknown id)', 'status', 99, 'El valor seleccionado en Estado no es válido.'],
    ['in (unknown id as text)', 'status', '99', 'El valor seleccionado en Estado no es válido.'],
    [
      'in (a code instead of an id)',
      'status',
      'active',
      'El valor seleccionado en Estado no es válido.',
    ],
    ['exists (0)', 'insurer_id', 0, 'El valor seleccionado en Aseguradora no existe.'],
    ['exists ("0")', 'insurer_id', '0', 'El valor seleccionado en Aseguradora no existe.'],
    ['exists (-1)', 'insurer_id', -1, 'El valor seleccionado en Aseguradora no existe.'],
    ['exists (1.5)', 'insurer_id', 1.5, 'El valor seleccionado en Aseguradora no existe.'],
    [
      'exists (unsafe integer text)',
      'insurer_id',
      '99999999999999999999',
      'El valor seleccionado en Aseguradora no existe.',
    ],
    ['exists (a name)', 'insurer_id', 'Sancor', 'El valor seleccionado en Aseguradora no existe.'],
    [
      'email',
      'email',
      'juan@',
      'El campo Correo electrónico debe ser una dirección de correo válida.',
    ],
    [
      'email (no dot in the domain)',
      'email',
      'juan@example',
      'El campo Correo electrónico debe ser una dirección de correo válida.',
    ],
    ['cuit (check digit)', 'cuit', '20-12345678-7', 'El campo CUIT no es un CUIT válido.'],
    ['cuit (length)', 'cuit', '2012345678', 'El campo CUIT no es un CUIT válido.'],
    ['string (text given an object)', 'code', { a: 1 }, 'El campo Código debe ser un texto.'],
    // Strict types at the edge (issue 9 item 18): never stored as "12345" or "Infinity".
    ['string (text given a number)', 'code', 12345, 'El campo Código debe ser un texto.'],
    ['string (text given Infinity)', 'code', Infinity, 'El campo Código debe ser un texto.'],
    ['string (text given a list)', 'code', ['POL-1'], 'El campo Código debe ser un texto.'],
    // Issue 9 item 16: a lone surrogate or a control character is refused, never replaced.
    [
      'characters (lone surrogate)',
      'code',
      'POL-\ud800',
      'El campo Código contiene caracteres no válidos.',
    ],
    ['characters (NUL)', 'code', 'POL\u0000', 'El campo Código contiene caracteres no válidos.'],
    [
      'characters (escape)',
      'code',
      'POL\u001b[2J',
      'El campo Código contiene caracteres no válidos.',
    ],
    [
      'date (trailing spaces)',
      'starts_on',
      '2026-03-09  ',
      'El campo Inicio de vigencia no es una fecha válida.',
    ],
    [
      'date (date-time with trailing text)',
      'starts_on',
      '2026-03-09T10:00:00Zx',
      'El campo Inicio de vigencia no es una fecha válida.',
    ],
    [
      'datetime (trailing spaces)',
      'issued_at',
      '2026-03-09T10:00:00Z ',
      'El campo Emitida no es una fecha válida.',
    ],
    [
      'integer (beyond a 32-bit column)',
      'installments_total',
      2_147_483_648,
      'El campo Cuotas totales no debe ser mayor que 2147483647.',
    ],
  ])('%s', (_, field, value, message) => {
    expect(errorsOf(field, value)).toEqual([message]);
  });

  it('refuses a nested list in a list field instead of flattening it', () => {
    const tagged = defineEntity({
      name: 'test/tagged',
      table: 'test_tagged',
      label: { one: 'Etiquetado', many: 'Etiquetados' },
      fields: { tags: f.choiceList({ label: 'Etiquetas', choices: [{ id: 'a', label: 'A' }] }) },
      recordLabel: 'tags',
    });
    expect(validateRecord(tagged, { tags: [['a']] }).errors.tags).toEqual([
      'El valor seleccionado en Etiquetas no es válido.',
    ]);
    expect(validateRecord(tagged, { tags: ['a'] }).values.tags).toEqual(['a']);
  });

  it('reports every invalid field at once', () => {
    const { values, errors } = validateRecord(policy, {
      installments: 0,
      rate: 'x',
      renewable: 'yes',
    });
    expect(errors).toEqual({
      code: ['El campo Código es obligatorio.'],
      installments: ['El campo Cuotas debe ser al menos 1.'],
      rate: ['El campo Tasa debe ser un número.'],
      renewable: ['El campo Renovable debe ser verdadero o falso.'],
    });
    expect(hasErrors(errors)).toBe(true);
    expect(values).toEqual({ status: 1 });
  });

  it('refuses unknown fields with the unknown message', () => {
    const { values, errors } = validateRecord(policy, { ...valid, colour: 'rojo', Code: 'X' });
    expect(errors).toEqual({
      colour: ['El campo colour no pertenece a este formulario.'],
      Code: ['El campo Code no pertenece a este formulario.'],
    });
    expect(values).not.toHaveProperty('colour');
  });

  it.each(['toString', 'constructor', 'hasOwnProperty', '__proto__', 'search_text'])(
    'refuses %j, which no entity declares',
    (key) => {
      const input = JSON.parse(`{"code": "POL-1", ${JSON.stringify(key)}: "x"}`) as Record<
        string,
        unknown
      >;
      const { errors } = validateRecord(policy, input);
      expect(errors).toEqual({
        [key]: [`El campo ${key} no pertenece a este formulario.`],
      });
      // The 422 body carries it as a plain key.
      expect(JSON.parse(JSON.stringify(errors))).toHaveProperty(
        [key],
        [`El campo ${key} no pertenece a este formulario.`],
      );
      expect(Object.getPrototypeOf(errors)).toBe(Object.prototype);
    },
  );

  it('accepts the system columns without returning them', () => {
    const { values, errors } = validateRecord(policy, {
      ...valid,
      id: 7,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
    });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
    expect(values).toEqual({ code: 'POL-1', renewable: false, status: 1 });
  });

  it('uses a pattern field’s own message, every time', () => {
    const plate = defineEntity({
      name: 'test/plates',
      table: 'test_plates',
      label: { one: 'Patente', many: 'Patentes' },
      fields: {
        plate: f.text({
          label: 'Patente',
          pattern: { regex: /^[A-Z]{3}\d{3}$/g, message: 'La :attribute debe ser ABC123.' },
        }),
      },
      recordLabel: 'plate',
    });
    for (let i = 0; i < 3; i++) {
      expect(validateRecord(plate, { plate: 'ABC123' }).errors).toEqual({});
      expect(validateRecord(plate, { plate: 'abc' }).errors).toEqual({
        plate: ['La Patente debe ser ABC123.'],
      });
    }
  });
});

describe('validateRecord: normalisation', () => {
  it.each<[string, string, unknown, unknown]>([
    ['text is trimmed', 'code', '  POL-1  ', 'POL-1'],
    ['text in NFC', 'code', 'Ñandu\u0301', 'Ñandú'],
    ['text without zero-width characters', 'code', 'POL\u200b-1\ufeff', 'POL-1'],
    ['text with whitespace runs collapsed', 'code', 'POL\u00a0 \t-1', 'POL -1'],
    ['long text keeps its lines', 'notes', ' Uno\u00a0 dos\r\n\ttres\u200b ', 'Uno dos\n tres'],
    ['max 10 counts characters, not UTF-16 units', 'code', 'Ñandú🚗🚗🚗🚗🚗', 'Ñandú🚗🚗🚗🚗🚗'],
    ['integer from text', 'installments', ' 12 ', 12],
    ['integer at the limits', 'installments', 100, 100],
    ['integer 1.0 is an integer', 'installments', 1.0, 1],
    ['decimal with a comma', 'rate', '1234,5', 1234.5],
    ['decimal with a dot', 'rate', '1234.5', 1234.5],
    ['decimal at its scale', 'rate', '0,1234', 0.1234],
    ['decimal negative', 'rate', '-2,5', -2.5],
    ['decimal as a number', 'rate', 1.2345, 1.2345],
    ['money with a comma', 'premium', '1234,50', 1234.5],
    ['money integer', 'premium', 1500, 1500],
    ['boolean true', 'renewable', true, true],
    ['boolean 1', 'renewable', 1, true],
    ['boolean 0', 'renewable', 0, false],
    ['date', 'starts_on', '2026-03-09', '2026-03-09'],
    ['date on a leap day', 'starts_on', '2024-02-29', '2024-02-29'],
    ['date from a date-time', 'starts_on', '2026-03-09T10:00:00.000Z', '2026-03-09'],
    ['datetime to ISO (UTC)', 'issued_at', '2026-03-09T10:00:00Z', '2026-03-09T10:00:00.000Z'],
    [
      'datetime with an offset to ISO',
      'issued_at',
      '2026-03-09T10:00:00-03:00',
      '2026-03-09T13:00:00.000Z',
    ],
    [
      'datetime with milliseconds',
      'issued_at',
      '2026-03-09T23:59:59.999+00:00',
      '2026-03-09T23:59:59.999Z',
    ],
    ['enumeration id', 'status', 2, 2],
    ['enumeration id as text', 'status', '3', 3],
    ['reference number', 'insurer_id', 12, 12],
    ['reference numeric text to a number', 'insurer_id', '145', 145],
    ['reference numeric text with blanks', 'insurer_id', ' 163 ', 163],
    [
      'reference UUID lower-cased',
      'insurer_id',
      '0F8FAD5B-D9CB-469F-A165-70867728950E',
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    ],
    ['email trimmed', 'email', '  juan.perez@example.com ', 'juan.perez@example.com'],
    ['CUIT without separators formatted', 'cuit', '20123456786', '20-12345678-6'],
    ['CUIT with spaces formatted', 'cuit', '33 69345023 9', '33-69345023-9'],
    ['CUIT already formatted', 'cuit', ' 27-12345678-0 ', '27-12345678-0'],
  ])('%s', (_, field, value, normalised) => {
    expect(valueOf(field, value)).toEqual(normalised);
  });

  it('datetime without an offset is read in the local time zone', () => {
    expect(valueOf('issued_at', '2026-03-09T10:00:00')).toBe(
      new Date(2026, 2, 9, 10, 0, 0).toISOString(),
    );
  });

  it('applies defaults when a field is absent', () => {
    const { values, errors } = validateRecord(policy, valid);
    expect(errors).toEqual({});
    // boolean() defaults to false; the enumeration declares default 1. Fields without a default
    // that are absent are left out, so an update keeps what is stored.
    expect(values).toEqual({ code: 'POL-1', renewable: false, status: 1 });
  });

  it('does not apply a default when the field is given', () => {
    const { values } = validateRecord(policy, { ...valid, renewable: true, status: 3 });
    expect(values).toMatchObject({ renewable: true, status: 3 });
  });

  it('stores null for an optional field given empty', () => {
    const { values, errors } = validateRecord(policy, {
      ...valid,
      installments: '',
      rate: null,
      email: '  ',
      status: null,
    });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ installments: null, rate: null, email: null, status: null });
  });

  it('validates a default like any value', () => {
    const broken = defineEntity({
      name: 'test/broken',
      table: 'test_broken',
      label: { one: 'Prueba', many: 'Pruebas' },
      fields: { kind: f.enumeration({ label: 'Tipo', enumeration: policyStatus, default: 42 }) },
      recordLabel: 'kind',
    });
    expect(validateRecord(broken, {}).errors).toEqual({
      kind: ['El valor seleccionado en Tipo no es válido.'],
    });
  });

  it('accepts a full valid record', () => {
    const { values, errors } = validateRecord(policy, {
      id: 1,
      code: ' POL-2026 ',
      installments: '12',
      rate: '0,0525',
      premium: '15234,75',
      renewable: 1,
      starts_on: '2026-03-09',
      issued_at: '2026-03-08T15:30:00-03:00',
      status: '2',
      insurer_id: '21',
      email: 'ventas@example.com.ar',
      cuit: '30500010912',
    });
    expect(errors).toEqual({});
    expect(values).toEqual({
      code: 'POL-2026',
      installments: 12,
      rate: 0.0525,
      premium: 15234.75,
      renewable: true,
      starts_on: '2026-03-09',
      issued_at: '2026-03-08T18:30:00.000Z',
      status: 2,
      insurer_id: 21,
      email: 'ventas@example.com.ar',
      cuit: '30-50001091-2',
    });
  });
});

describe('parseDecimal', () => {
  it.each<[unknown, { number: number; decimals: number } | null]>([
    ['1234,5', { number: 1234.5, decimals: 1 }],
    ['1234.5', { number: 1234.5, decimals: 1 }],
    [' -0,25 ', { number: -0.25, decimals: 2 }],
    ['10', { number: 10, decimals: 0 }],
    ['1.50', { number: 1.5, decimals: 2 }],
    [1234.5, { number: 1234.5, decimals: 1 }],
    [42, { number: 42, decimals: 0 }],
    [1e21, { number: 1e21, decimals: 0 }],
    [1.5e-7, { number: 1.5e-7, decimals: 8 }],
    [1e-7, { number: 1e-7, decimals: 7 }],
    ['abc', null],
    ['', null],
    ['1.234,5', null],
    ['1,2,3', null],
    ['1e5', null],
    ['.5', null],
    ['5.', null],
    ['+5', null],
    [Number.NaN, null],
    [Number.NEGATIVE_INFINITY, null],
    [null, null],
    [true, null],
  ])('%j → %j', (value, parsed) => {
    expect(parseDecimal(value)).toEqual(parsed);
  });
});

describe('isEmpty', () => {
  it.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    ['', true],
    ['  ', true],
    [0, false],
    [false, false],
    ['0', false],
    ['x', false],
  ])('%j → %s', (value, empty) => {
    expect(isEmpty(value)).toBe(empty);
  });
});
