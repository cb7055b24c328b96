import { describe, expect, it } from 'vitest';
import { defineEntity } from './entity';
import { date, integer, text } from './fields';
import { validateRecord } from './validate';

const campaignLike = defineEntity({
  name: 'test/range',
  table: 'test_ranges',
  label: { one: 'Prueba', many: 'Pruebas' },
  fields: {
    name: text({ label: 'Nombre' }),
    from: date({ label: 'Desde' }),
    to: date({ label: 'Hasta' }),
    min: integer({ label: 'Mínimo' }),
    max: integer({ label: 'Máximo' }),
  },
  recordLabel: 'name',
  ranges: [
    { from: 'from', to: 'to', message: 'La fecha hasta no puede ser anterior a la desde.' },
    { from: 'min', to: 'max', message: 'El máximo no puede ser menor que el mínimo.' },
  ],
});

describe('declared ranges (from ≤ to)', () => {
  it('accept equal and ordered values, and a missing end', () => {
    for (const input of [
      { from: '2026-01-01', to: '2026-01-01', min: 3, max: 3 },
      { from: '2026-01-01', to: '2026-12-31', min: 1, max: 9 },
      { from: '2026-01-01', min: 5 },
    ])
      expect(validateRecord(campaignLike, input).errors).toEqual({});
  });

  it('put the message on the end of a reversed range', () => {
    const { errors } = validateRecord(campaignLike, {
      from: '2026-02-01',
      to: '2026-01-31',
      min: 10,
      max: 9,
    });
    expect(errors).toEqual({
      to: ['La fecha hasta no puede ser anterior a la desde.'],
      max: ['El máximo no puede ser menor que el mínimo.'],
    });
  });

  it('say nothing more about a range whose end is already wrong', () => {
    const { errors } = validateRecord(campaignLike, { from: '2026-02-01', to: '31/01/2026' });
    expect(errors.to).toHaveLength(1);
    expect(errors.to[0]).not.toMatch(/anterior/);
  });
});
