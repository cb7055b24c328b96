/** The vehicle step's rules: plates by branch (spec 5), optional for a zero km, the CNG kit. */
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../engine/validate';
import { carVehicleForm, motorcycleVehicleForm, plateKey, vehicleMessages } from './vehicleForm';

const base = {
  brand: 'Honda',
  model: 'Wave',
  version: '110 S',
  year: 2025,
  infocar_id: 22,
  sum_insured: 2_900_000,
  use: 1,
  fuel: 1,
};
const errorsOf = (form: typeof carVehicleForm, values: object) =>
  validateRecord(form, { ...base, ...values }).errors;

describe('the vehicle step', () => {
  it('takes a car plate old or Mercosur, with spaces or hyphens, and refuses a motorcycle’s', () => {
    for (const domain of ['ABC123', 'abc-123', 'AB 123 CD', 'AB123CD'])
      expect(errorsOf(carVehicleForm, { domain })).toEqual({});
    expect(errorsOf(carVehicleForm, { domain: 'A123BCD' })).toEqual({
      domain: [vehicleMessages.carDomain],
    });
  });

  it('keeps a plate as it is painted, however it was typed', () => {
    const kept = (form: typeof carVehicleForm, domain: string) =>
      validateRecord(form, { ...base, domain }).values.domain;
    expect(kept(carVehicleForm, 'ad123zz')).toBe('AD 123 ZZ');
    expect(kept(carVehicleForm, 'abc-123')).toBe('ABC 123');
    expect(kept(motorcycleVehicleForm, 'a123bcd')).toBe('A 123 BCD');
    // What is no plate stays as typed, for its own message (or A/D while being assigned).
    expect(kept(motorcycleVehicleForm, 'A/D')).toBe('A/D');
  });

  it('takes a motorcycle plate, A/D while it is being assigned, and refuses a car’s', () => {
    for (const domain of ['A123BCD', '123ABC', 'A/D', 'a 123 bcd'])
      expect(errorsOf(motorcycleVehicleForm, { domain })).toEqual({});
    expect(errorsOf(motorcycleVehicleForm, { domain: 'AB123CD' })).toEqual({
      domain: [vehicleMessages.motorcycleDomain],
    });
  });

  it('asks for the plate unless the vehicle is a zero km', () => {
    expect(errorsOf(carVehicleForm, {})).toEqual({ domain: [vehicleMessages.domainRequired] });
    expect(errorsOf(carVehicleForm, { zero_km: true })).toEqual({});
  });

  it('asks for every part of the CNG kit once the car has one', () => {
    const errors = errorsOf(carVehicleForm, { domain: 'AB123CD', cng: true, cng_sum: 900_000 });
    expect(Object.keys(errors).sort()).toEqual([
      'cng_badge',
      'cng_cylinder',
      'cng_expiration',
      'cng_regulator',
    ]);
    expect(errors.cng_badge).toEqual(['Completá Oblea del equipo de GNC.']);
  });

  it('needs the guide’s row and files the plate without spaces or hyphens', () => {
    expect(errorsOf(carVehicleForm, { domain: 'AB123CD', infocar_id: null })).toEqual({
      infocar_id: [vehicleMessages.notInGuide],
    });
    expect(plateKey(' ab 123-cd ')).toBe('AB123CD');
    expect(plateKey(undefined)).toBe('');
  });
});
