import { describe, it, expect } from 'vitest';
import { errorMessages, interpolate, validationMessage, validationMessages } from './messages';

describe('interpolate', () => {
  it.each([
    [
      'El campo :attribute es obligatorio.',
      { attribute: 'Nombre' },
      'El campo Nombre es obligatorio.',
    ],
    [
      'El campo :attribute debe ser al menos :min.',
      { attribute: 'Edad', min: 18 },
      'El campo Edad debe ser al menos 18.',
    ],
    [
      'El campo :attribute no debe ser mayor que :max.',
      { attribute: 'Cuotas', max: 12 },
      'El campo Cuotas no debe ser mayor que 12.',
    ],
    [
      ':attribute entre :min y :max',
      { attribute: 'Monto', min: 1, max: 100 },
      'Monto entre 1 y 100',
    ],
    // Every occurrence is replaced.
    [':attribute y :attribute', { attribute: 'X' }, 'X y X'],
    // Placeholders without a value stay; values without a placeholder are ignored.
    ['El campo :attribute es obligatorio.', {}, 'El campo :attribute es obligatorio.'],
    ['Sin marcadores.', { attribute: 'Nombre' }, 'Sin marcadores.'],
    ['El valor :value', { attribute: 'Nombre' }, 'El valor :value'],
    // Zero and empty values are still values.
    ['Mínimo :min', { min: 0 }, 'Mínimo 0'],
    ['[:attribute]', { attribute: '' }, '[]'],
    ['En uso en :where.', { where: 'pólizas' }, 'En uso en pólizas.'],
  ])('%j with %j → %j', (template, params, text) => {
    expect(interpolate(template, params)).toBe(text);
  });

  it.each([
    // Only `max` given: `:maximum` is another placeholder, not `:max` + "imum".
    ['hasta :max de :maximum', { max: 5 }, 'hasta 5 de :maximum'],
    ['hasta :max de :maximum', { maximum: 10 }, 'hasta :max de 10'],
    ['hasta :max de :maximum', { max: 5, maximum: 10 }, 'hasta 5 de 10'],
    ['hasta :maximum de :max', { max: 5, maximum: 10 }, 'hasta 10 de 5'],
    [':min :minutes', { min: 1 }, '1 :minutes'],
    [':attribute_name :attribute', { attribute: 'A' }, ':attribute_name A'],
    // Punctuation ends a placeholder.
    ['(:max), :max. :max;', { max: 3 }, '(3), 3. 3;'],
  ])('does not confuse placeholders: %j with %j → %j', (template, params, text) => {
    expect(interpolate(template, params)).toBe(text);
  });

  it('never substitutes inside a value already inserted', () => {
    expect(
      interpolate('El campo :attribute no debe ser mayor que :max.', {
        attribute: 'Hora :max',
        max: 5,
      }),
    ).toBe('El campo Hora :max no debe ser mayor que 5.');
    expect(interpolate(':min-:max', { min: ':max', max: 9 })).toBe(':max-9');
  });

  it('inserts values with $ patterns literally', () => {
    expect(interpolate('Monto :attribute', { attribute: "$& u$s $1 $'" })).toBe(
      "Monto $& u$s $1 $'",
    );
  });

  it('ignores inherited object keys', () => {
    expect(interpolate(':toString :constructor', {})).toBe(':toString :constructor');
  });
});

describe('validationMessage', () => {
  it.each([
    ['required', { attribute: 'Nombre' }, 'El campo Nombre es obligatorio.'],
    ['email', { attribute: 'Correo' }, 'El campo Correo debe ser una dirección de correo válida.'],
    ['minNumeric', { attribute: 'Cuotas', min: 1 }, 'El campo Cuotas debe ser al menos 1.'],
    ['maxNumeric', { attribute: 'Cuotas', max: 100 }, 'El campo Cuotas no debe ser mayor que 100.'],
    [
      'minString',
      { attribute: 'Código', min: 3 },
      'El campo Código debe contener al menos 3 caracteres.',
    ],
    [
      'maxString',
      { attribute: 'Código', max: 10 },
      'El campo Código no debe contener más de 10 caracteres.',
    ],
    ['decimals', { attribute: 'Tasa', max: 4 }, 'El campo Tasa admite como máximo 4 decimales.'],
    ['unique', { attribute: 'Código' }, 'El valor del campo Código ya está en uso.'],
    ['in', { attribute: 'Estado' }, 'El valor seleccionado en Estado no es válido.'],
    ['cuit', { attribute: 'CUIT' }, 'El campo CUIT no es un CUIT válido.'],
  ] as const)('%s → %j', (rule, params, text) => {
    expect(validationMessage(rule, params)).toBe(text);
  });

  it('has a Spanish text with :attribute for every rule', () => {
    for (const [rule, text] of Object.entries(validationMessages)) {
      expect(text, rule).toContain(':attribute');
      expect(text, rule).toMatch(/\.$/);
    }
  });

  it('uses :min and :max exactly where the rule has a limit, :name where it names a record', () => {
    for (const [rule, text] of Object.entries(validationMessages)) {
      const placeholders = [...text.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]).sort();
      const limit = /^min/.test(rule) ? ['min'] : /^max|^decimals$/.test(rule) ? ['max'] : [];
      const named = rule === 'retired' ? ['name'] : [];
      expect(placeholders, rule).toEqual(['attribute', ...limit, ...named].sort());
    }
  });
});

describe('errorMessages', () => {
  it('interpolates the in-use message', () => {
    expect(interpolate(errorMessages.inUse, { where: 'Pólizas' })).toBe(
      'No se puede eliminar: el registro está en uso en Pólizas.',
    );
  });

  it('keeps the texts of the spec catalogue', () => {
    expect(errorMessages.generic).toBe('Lo sentimos, ha ocurrido un inconveniente');
    expect(errorMessages.clientFallback).toBe('Ha Ocurrido un inconveniente');
    expect(errorMessages.noToken).toBe('No access token stored');
  });
});
