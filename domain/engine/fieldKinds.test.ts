/** Bad input of each new field kind is refused in Spanish; good input is stored canonically. */
import { describe, expect, it } from 'vitest';
import { defineEntity } from './entity';
import { variableTypes } from '../enums/catalogues';
import { colour, enumeration, file, IMAGE_TYPES, richText, typedValue } from './fields';
import { validateRecord } from './validate';
import { displayValue, richTextAsPlainText } from './display';
import { typedValueMessages } from './typedValue';

const sample = defineEntity({
  name: 'test/kinds',
  table: 'kinds',
  label: { one: 'Prueba', many: 'Pruebas' },
  fields: {
    logo: file({ label: 'Logo', accept: IMAGE_TYPES, maxBytes: 1024 }),
    body: richText({ label: 'Texto', max: 60 }),
    colour: colour({ label: 'Color' }),
    value_type: enumeration({ label: 'Tipo', enumeration: variableTypes }),
    value: typedValue({ label: 'Valor', typeField: 'value_type' }),
  },
  recordLabel: 'colour',
});

const TYPE = Object.fromEntries(variableTypes.options.map((o) => [o.code, o.id]));
const check = (input: Record<string, unknown>) => validateRecord(sample, input);

describe('colour', () => {
  it('stores #RRGGBB in capitals and refuses anything else', () => {
    expect(check({ colour: ' #1e88e5 ' }).values.colour).toBe('#1E88E5');
    for (const bad of ['azul', '#12345', '1E88E5', '#GGGGGG', 123])
      expect(check({ colour: bad }).errors.colour?.[0], String(bad)).toMatch(/Color/);
    expect(check({ colour: 'rojo' }).errors.colour).toEqual([
      'El campo Color debe ser un color #RRGGBB, p. ej. #1E88E5.',
    ]);
  });
});

describe('rich text', () => {
  it('refuses text over its limit and takes an empty editor as empty', () => {
    expect(check({ body: `<p>${'x'.repeat(80)}</p>` }).errors.body).toEqual([
      'El campo Texto no debe contener más de 60 caracteres.',
    ]);
    expect(check({ body: 42 }).errors.body?.[0]).toContain('Texto');
    expect(check({ body: '<p>nul\u0000byte</p>' }).errors.body).toEqual([
      'El campo Texto contiene caracteres no válidos.',
    ]);
    expect(check({ body: '<p></p>' }).values.body).toBeNull();
    expect(richTextAsPlainText('<p>Hola &amp; chau</p><p>Otra</p>')).toBe('Hola & chau\nOtra');
  });
});

describe('file', () => {
  it('takes a media id and refuses anything else (the server checks it exists and fits)', () => {
    expect(check({ logo: '12' }).values.logo).toBe(12);
    for (const bad of [0, -1, 1.5, 'logo.png', { id: 1 }, 2 ** 40])
      expect(check({ logo: bad }).errors.logo, String(bad)).toEqual([
        'El valor seleccionado en Logo no existe.',
      ]);
  });
});

describe('typed value', () => {
  const good: [string, unknown, string][] = [
    ['number', 1465.5, '1465.5'],
    ['number', '-0012.50', '-12.5'],
    ['string', 'Hola', 'Hola'],
    ['boolean', 'true', 'true'],
    ['boolean', false, 'false'],
    ['array', ['a'], '["a"]'],
    ['boolean', 'false', 'false'],
    ['date', '2026-03-09', '2026-03-09'],
    ['datetime', '2026-03-09T14:30:00-03:00', '2026-03-09T17:30:00.000Z'],
    ['time', '08:05', '08:05'],
    ['array', '[1, "dos"]', '[1,"dos"]'],
    ['object', '{"a": 1}', '{"a":1}'],
  ];
  it.each(good)('stores a %s in its canonical text', (type, raw, stored) => {
    const result = check({ value_type: TYPE[type], value: raw });
    expect(result.errors).toEqual({});
    expect(result.values.value).toBe(stored);
  });

  const bad: [string, unknown, string][] = [
    ['number', '1.465,50', 'El campo Valor debe ser un número, p. ej. 1.465,50.'],
    ['number', 'mil', 'El campo Valor debe ser un número, p. ej. 1.465,50.'],
    ['string', 12, 'El campo Valor debe ser un texto.'],
    ['string', 'nul\u0000byte', 'El campo Valor contiene caracteres no válidos.'],
    ['boolean', 'quizás', 'El campo Valor debe ser Sí o No.'],
    ['date', '2026-02-30', 'El campo Valor debe ser una fecha válida (dd/mm/aaaa).'],
    ['datetime', 'ayer', 'El campo Valor debe ser una fecha y hora válidas (dd/mm/aaaa hh:mm).'],
    ['time', '25:00', 'El campo Valor debe ser una hora válida (hh:mm).'],
    ['array', '{"a":1}', 'El campo Valor debe ser una lista JSON válida, p. ej. ["uno", "dos"].'],
    ['object', '[1', 'El campo Valor debe ser un objeto JSON válido, p. ej. {"clave": "valor"}.'],
  ];
  it.each(bad)('refuses a %s that is not one (%s)', (type, raw, message) => {
    expect(check({ value_type: TYPE[type], value: raw }).errors.value).toEqual([message]);
  });

  it('asks for the type first, and leaves an invalid type to the type field', () => {
    expect(check({ value: 'x' }).errors.value).toEqual([
      'Para cargar el campo Valor elegí primero su tipo.',
    ]);
    expect(Object.keys(check({ value_type: 99, value: 'x' }).errors)).toEqual(['value_type']);
    expect(check({ value: { a: 1 } }).errors.value).toEqual([
      typedValueMessages.shape.replace(':attribute', 'Valor'),
    ]);
  });

  it('reads as a person expects', () => {
    const field = sample.fields.value;
    expect(displayValue(field, '1465.5', { value_type: TYPE.number })).toBe('1.465,5');
    expect(displayValue(field, 'true', { value_type: TYPE.boolean })).toBe('Sí');
    expect(displayValue(field, '2026-03-09', { value_type: TYPE.date })).toBe('09/03/2026');
  });
});
