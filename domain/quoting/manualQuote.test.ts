/**
 * Which insurers a manual quote offers (domain/quoting/manualQuote.ts): every active one that
 * may sell the branch, with its plans for it. An ART (exclusive object, Ley 24.557) is offered
 * for ART alone, and only ARTs, or insurers without any plan loaded yet, for ART.
 */
import { describe, expect, it } from 'vitest';
import { branches } from '../enums/branches';
import { optionByCode } from '../engine/defineEnum';
import { insurerPlans } from './manualQuote';

const branch = (code: string) => optionByCode(branches, code).id;
const HOME = branch('home');
const ART = branch('art');

const companies = [
  { id: 1, name: 'Sancor', active: true },
  { id: 2, name: 'Experta ART', active: true },
  { id: 3, name: 'Mercantil Andina', active: true },
  { id: 4, name: 'Aseguradora dada de baja', active: false },
  { id: 5, name: 'Compañía nueva', active: true },
];
const plans = [
  { id: 10, name: 'Combinado familiar', company_id: 1, branch_id: HOME, active: true },
  { id: 11, name: 'Plan viejo', company_id: 1, branch_id: HOME, active: false },
  { id: 20, name: 'ART pymes', company_id: 2, branch_id: ART, active: true },
  { id: 30, name: 'Autos todo riesgo', company_id: 3, branch_id: branch('car'), active: true },
  { id: 40, name: 'Hogar', company_id: 4, branch_id: HOME, active: true },
];

describe('the insurers a manual quote offers', () => {
  it('offers for a home every active insurer but the ARTs, each with its active home plans', () => {
    expect(insurerPlans(companies, plans, HOME)).toEqual([
      { id: 5, name: 'Compañía nueva', plans: [] },
      { id: 3, name: 'Mercantil Andina', plans: [] },
      { id: 1, name: 'Sancor', plans: [{ id: 10, name: 'Combinado familiar' }] },
    ]);
  });

  it('offers for ART only the ARTs and those without any plan yet', () => {
    expect(insurerPlans(companies, plans, ART).map((i) => i.name)).toEqual([
      'Compañía nueva',
      'Experta ART',
    ]);
  });
});
