/** When a cascade step (province → locality) empties itself (referenceInputs.tsx). */
import { describe, expect, it } from 'vitest';
import { cascadeEmpties } from './referenceInputs';

const BUENOS_AIRES = 1;
const SANTA_FE = 21;
const ROSARIO = 2100;

describe('a cascade step', () => {
  it('empties its value when the one above it changes alone', () => {
    expect(
      cascadeEmpties(
        { upstream: BUENOS_AIRES, own: ROSARIO },
        { upstream: SANTA_FE, own: ROSARIO },
      ),
    ).toBe(true);
  });

  it('keeps a value set together with the one above it, and keeps still when nothing moved', () => {
    expect(
      cascadeEmpties({ upstream: BUENOS_AIRES, own: 7 }, { upstream: SANTA_FE, own: ROSARIO }),
    ).toBe(false);
    expect(
      cascadeEmpties({ upstream: SANTA_FE, own: ROSARIO }, { upstream: SANTA_FE, own: ROSARIO }),
    ).toBe(false);
    expect(
      cascadeEmpties({ upstream: BUENOS_AIRES, own: null }, { upstream: SANTA_FE, own: null }),
    ).toBe(false);
  });
});
