/**
 * The home step's combined-policy covers and the caución step (issue 28 item 23): what they
 * take, what they refuse, and what they give the opportunity.
 */
import { describe, expect, it } from 'vitest';
import { branches } from '../enums/branches';
import { optionByCode } from '../engine/defineEnum';
import { suretyBondTypes } from '../enums/risks';
import { validateRecord } from '../engine/validate';
import { homeForm } from './objectForms';
import { opportunityFromSteps, opportunitySteps } from './opportunityFlow';
import { suretyForm, suretyMessages } from './suretyForm';

const branch = (code: string) => optionByCode(branches, code).id;

const home = {
  dwelling: 2,
  street: 'Av. Santa Fe',
  street_number: '3250',
  state_id: 1,
  locality_id: 10,
  construction: 1,
  surface: 75,
  contents_sum: 15_000_000,
};
const homeErrors = (values: object) => validateRecord(homeForm, { ...home, ...values }).errors;

describe('the home step’s covers', () => {
  it('takes theft, glass, liability and electronics sums, all optional', () => {
    expect(homeErrors({})).toEqual({});
    expect(
      homeErrors({
        theft_sum: 3_000_000,
        glass_sum: 400_000,
        liability_sum: 20_000_000,
        electronics_sum: 2_500_000,
      }),
    ).toEqual({});
  });

  it('refuses a negative or zero sum on the box of the cover', () => {
    const errors = homeErrors({ glass_sum: -1, electronics_sum: 0, liability_sum: -5_000 });
    expect(Object.keys(errors).sort()).toEqual(['electronics_sum', 'glass_sum', 'liability_sum']);
  });

  it('keeps the theft of the contents within the contents, which must be told', () => {
    expect(homeErrors({ theft_sum: 16_000_000 })).toEqual({
      theft_sum: ['El robo del contenido no puede superar la suma del contenido.'],
    });
    expect(
      homeErrors({ contents_sum: null, building_sum: 90_000_000, theft_sum: 1_000_000 }),
    ).toEqual({
      theft_sum: ['Para asegurar el robo del contenido indicá también la suma del contenido.'],
    });
  });

  it('still asks for the building or the contents: the other covers go over them', () => {
    expect(homeErrors({ contents_sum: null, liability_sum: 20_000_000 })).toEqual({
      building_sum: ['Indicá la suma del edificio, la del contenido o ambas.'],
    });
  });
});

const RENT = optionByCode(suretyBondTypes, 'rent').id;
const bond = {
  bond_type: RENT,
  holder_name: 'Pérez, Juan',
  holder_cuit: '20-30123456-3',
  insured_name: 'Gómez, Ana',
  insured_cuit: '27-12345678-0',
  sum_insured: 3_600_000,
  term_months: 24,
  description: 'Locación de Av. Corrientes 1234, 5.º B',
};
const bondErrors = (values: object) => validateRecord(suretyForm, { ...bond, ...values }).errors;

describe('the caución step', () => {
  it('is the object step of caución and of the caution branches 29, 30 and 31', () => {
    for (const code of ['surety', 'annual_caution', 'one_time_caution', 'refacturable_caution'])
      expect(opportunitySteps(branch(code))[1].form).toBe(suretyForm);
    expect(opportunitySteps(branch('surety')).map((s) => s.name)).toEqual([
      'person',
      'object',
      'quotation',
    ]);
  });

  it('declares the kinds of guarantee with Spanish labels', () => {
    expect(suretyBondTypes.options.map((o) => o.label)).toEqual([
      'Alquiler',
      'Mantenimiento de oferta',
      'Ejecución de contrato',
      'Anticipo financiero',
      'Fondo de reparo',
      'Aduanera',
      'Judicial',
      'Actividad o profesión (directores, IGJ)',
      'Otra',
    ]);
  });

  it('takes a bond by months or by dates', () => {
    expect(bondErrors({})).toEqual({});
    expect(
      bondErrors({ term_months: null, valid_from: '2026-12-01', valid_to: '2028-11-30' }),
    ).toEqual({});
    // The beneficiary's CUIT is often unknown when quoting.
    expect(bondErrors({ insured_cuit: null })).toEqual({});
  });

  it('refuses an invalid CUIT, a negative sum and an unknown kind', () => {
    const errors = bondErrors({
      holder_cuit: '20-30123456-4',
      insured_cuit: '123',
      sum_insured: -100,
      bond_type: 99,
    });
    expect(Object.keys(errors).sort()).toEqual([
      'bond_type',
      'holder_cuit',
      'insured_cuit',
      'sum_insured',
    ]);
    expect(bondErrors({ holder_cuit: null })).toHaveProperty('holder_cuit');
  });

  it('asks how long it lasts, and for a period that ends after it starts', () => {
    expect(bondErrors({ term_months: null })).toEqual({ term_months: [suretyMessages.noTerm] });
    expect(bondErrors({ term_months: 0 })).toHaveProperty('term_months');
    expect(bondErrors({ valid_to: '2027-01-01' })).toEqual({
      valid_from: [suretyMessages.endWithoutStart],
    });
    expect(bondErrors({ valid_from: '2027-02-01', valid_to: '2027-01-01' })).toEqual({
      valid_to: [suretyMessages.reversed],
    });
  });

  it('names the opportunity by the guarantee and its beneficiary, with its sum', () => {
    expect(opportunityFromSteps(branch('one_time_caution'), { object: bond })).toEqual({
      account_id: null,
      subject: 'Alquiler a favor de Gómez, Ana',
      sum_insured: 3_600_000,
    });
  });

  it('gives a home the building and contents as its sum, not the single covers', () => {
    const object = { ...home, building_sum: 90_000_000, theft_sum: 3_000_000 };
    expect(opportunityFromSteps(branch('home'), { object }).sum_insured).toBe(105_000_000);
  });
});
