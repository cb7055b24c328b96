import { describe, expect, it } from 'vitest';
import { optionByCode } from '../engine/defineEnum';
import { branches } from '../enums/branches';
import { inspectionViews } from '../enums/contracts';
import { emissionSteps } from './emissionFlow';
import {
  emissionBlock,
  inspectionAtStart,
  inspectionState,
  letterState,
  missingViews,
  requirementMessages,
} from './emissionRequirements';

const branch = (code: string) => optionByCode(branches, code).id;
const view = (code: string) => optionByCode(inspectionViews, code).id;
const names = (code: string) => emissionSteps(branch(code)).map((s) => s.name);

describe('what a request needs before it is emitted', () => {
  it('has the inspection step on the spec’s branches, and the letter on ART', () => {
    const inspected = ['person', 'object', 'inspection', 'payment_method', 'detail'];
    for (const code of ['car', 'motorcycle', 'fleet', 'personal_accidents', 'surety', 'liability'])
      expect(names(code)).toEqual(inspected);
    expect(names('home')).toEqual(['person', 'object', 'payment_method', 'detail']);
    expect(names('art')).toEqual([
      'person',
      'object',
      'no_objection_letter',
      'payment_method',
      'detail',
    ]);
  });

  it('starts the inspection without photos, not required for a 0 km or a new fleet', () => {
    expect(inspectionAtStart(branch('home'), null)).toBeNull();
    expect(inspectionAtStart(branch('car'), { vehicle: { zero_km: false } })).toBe(
      inspectionState('without_picture'),
    );
    expect(inspectionAtStart(branch('car'), { vehicle: { zero_km: true } })).toBe(
      inspectionState('no_required'),
    );
    const fleet = (...zeroKm: boolean[]) => ({
      object: { vehicles: zeroKm.map((z) => ({ zero_km: z })) },
    });
    expect(inspectionAtStart(branch('fleet'), fleet(true, true))).toBe(
      inspectionState('no_required'),
    );
    expect(inspectionAtStart(branch('fleet'), fleet(true, false))).toBe(
      inspectionState('without_picture'),
    );
    expect(inspectionAtStart(branch('fleet'), fleet())).toBe(inspectionState('without_picture'));
    expect(inspectionAtStart(branch('surety'), null)).toBe(inspectionState('without_picture'));
  });

  it('names the views a vehicle still lacks', () => {
    const car = branch('car');
    expect(missingViews(car, [view('front'), view('back'), view('left'), view('right')])).toEqual([
      'Cuentakilómetros',
      'Número de chasis',
    ]);
    expect(missingViews(branch('surety'), [view('risk')])).toEqual([]);
    expect(missingViews(branch('surety'), [view('front')])).toHaveLength(1);
  });

  it('blocks the emission until operations approves what it reviews', () => {
    const car = branch('car');
    const at = (code: string) => ({ status: inspectionState(code) });
    expect(emissionBlock(car, null, [])).toBe(requirementMessages.noInspection);
    expect(emissionBlock(car, at('operations_review'), [])).toMatch(/En revisión de operaciones/);
    expect(emissionBlock(car, at('rejected'), [])).toBe(requirementMessages.inspectionRejected);
    expect(emissionBlock(car, at('approved'), [])).toBeNull();
    expect(emissionBlock(car, at('no_required'), [])).toBeNull();
    expect(emissionBlock(branch('home'), null, [])).toBeNull();
    const art = branch('art');
    const letter = (code: string) => ({ status: letterState(code) });
    expect(emissionBlock(art, null, [])).toBe(requirementMessages.letterMissing);
    expect(emissionBlock(art, null, [letter('pending'), letter('rejected')])).toBe(
      requirementMessages.letterMissing,
    );
    expect(emissionBlock(art, null, [letter('rejected'), letter('approved')])).toBeNull();
  });
});
