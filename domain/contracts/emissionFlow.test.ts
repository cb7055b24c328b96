import { describe, expect, it } from 'vitest';
import { optionByCode } from '../engine/defineEnum';
import { branches } from '../enums/branches';
import { itemTypes, paymentTypes } from '../enums/catalogues';
import {
  emissionMessages,
  emissionRefusal,
  emissionStepsProblem,
  proposedEmission,
} from './emissionFlow';

const branch = (code: string) => optionByCode(branches, code).id;
const itemType = (code: string) => optionByCode(itemTypes, code).id;
const HOME = branch('home');
const request = (code: string, more: Record<string, unknown> = {}) => ({
  id: 'r1',
  branch_id: branch(code),
  title: `${optionByCode(branches, code).label} · Lo asegurado`,
  holder_name: 'Giménez, Mariana',
  holder_document: '23-38416762-4',
  sum_insured: 1_000_000,
  plate: null,
  status: 201,
  subscriber_id: 4,
  ...more,
});
const SUBSCRIBER = {
  id: 4,
  access: { permission: ['contract_requests: subscriber'], role: [], assigment: [] },
};

describe('the emission wizard', () => {
  it('proposes the items of the opportunity’s quoting steps, else the request as one item', () => {
    const car = proposedEmission(request('car'), {
      vehicle: {
        brand: 'Toyota',
        model: 'Hilux',
        version: 'SRV',
        year: 2021,
        domain: 'AF 123 CD',
        sum_insured: 9,
      },
    });
    expect(car.object.items).toEqual([
      {
        item_type: itemType('vehicle'),
        description: 'Toyota Hilux SRV 2021',
        identifier: 'AF 123 CD',
        sum_insured: 9,
      },
    ]);
    const fleet = proposedEmission(request('fleet'), {
      object: {
        vehicles: [
          { brand: 'Ford', model: 'Ranger XL', year: 2020, domain: 'AB123CD', sum_insured: 5 },
          { brand: 'Fiat', model: 'Strada', year: 2022, zero_km: true, sum_insured: 4 },
        ],
      },
    });
    expect(fleet.object.items.map((i) => [i.description, i.identifier])).toEqual([
      ['Ford Ranger XL 2020', 'AB123CD'],
      ['Fiat Strada 2022', null],
    ]);
    const people = proposedEmission(request('personal_accidents'), {
      object: { people: [{ full_name: 'Paz, Ana', document: '30111222' }] },
    });
    expect(people.object.items).toEqual([
      {
        item_type: itemType('person'),
        description: 'Paz, Ana',
        identifier: '30111222',
        sum_insured: null,
      },
    ]);
    // A home is one risk: the request's subject, its sum; the client as policyholder and assured.
    const home = proposedEmission(request('home'), { object: { street: 'Av. Santa Fe' } });
    expect(home.object.items).toEqual([
      {
        item_type: itemType('property'),
        description: 'Lo asegurado',
        identifier: null,
        sum_insured: 1_000_000,
      },
    ]);
    expect(home.person.people.map((p) => p.full_name)).toEqual([
      'Giménez, Mariana',
      'Giménez, Mariana',
    ]);
  });

  it('is its subscriber’s while pending; the executive and later statuses are refused', () => {
    expect(emissionRefusal(request('car'), SUBSCRIBER)).toBeNull();
    expect(emissionRefusal(request('car', { subscriber_id: null }), SUBSCRIBER)).toEqual({
      status: 403,
      message: emissionMessages.takeFirst,
    });
    const executive = {
      id: 2,
      access: { permission: ['contract_requests: executive'], role: [], assigment: [] },
    };
    expect(emissionRefusal(request('car'), executive)?.status).toBe(403);
    expect(emissionRefusal(request('car', { status: 203 }), SUBSCRIBER)).toEqual({
      status: 409,
      message: emissionMessages.notPending,
    });
  });

  it('sends only stored steps that still hold: every step, a policyholder', () => {
    const proposed = proposedEmission(request('home'));
    const payment = { payment_type: optionByCode(paymentTypes, 'pago_facil').id };
    expect(emissionStepsProblem(HOME, null)).toBe(emissionMessages.stepsMissing);
    expect(emissionStepsProblem(HOME, { ...proposed })).toBe(emissionMessages.stepsMissing);
    expect(emissionStepsProblem(HOME, { ...proposed, payment_method: payment })).toBeNull();
    const noHolder = { people: proposed.person.people.slice(1) };
    expect(
      emissionStepsProblem(HOME, { ...proposed, person: noHolder, payment_method: payment }),
    ).toMatch(/tomador/);
  });
});
