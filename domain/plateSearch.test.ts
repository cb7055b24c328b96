/**
 * Plates in the search box (issue 28 item 19): a plate is kept as painted and found however it
 * is typed, the one reading fixtures mode and the server's stored search text share.
 */
import { describe, expect, it } from 'vitest';
import { opportunity } from './entities/opportunities';
import { plateFromSteps } from './flows/opportunityFlow';
import { matchesSearchText, storedSpellings } from './engine/searchTerms';
import { paintedPlate } from './validators/vehicleDomain';

const found = (record: Record<string, unknown>, q: string) =>
  matchesSearchText(opportunity, record, q);

describe('plates in the search box', () => {
  it('keeps a plate as painted, however it was typed; a text that is no plate is none', () => {
    expect(paintedPlate('af512kd')).toBe('AF 512 KD');
    expect(paintedPlate(' AF-512-KD ')).toBe('AF 512 KD');
    expect(paintedPlate('abc123')).toBe('ABC 123');
    expect(paintedPlate('a123bcd')).toBe('A 123 BCD');
    expect(paintedPlate('123 abc')).toBe('123 ABC');
    for (const none of ['A/D', '', 'AF 512', 'Toyota', 'ABCD 1234', null, 512])
      expect(paintedPlate(none)).toBeNull();
  });

  it('takes the plate from a vehicle step only', () => {
    expect(plateFromSteps(1, { vehicle: { domain: 'ab123cd' } })).toBe('AB 123 CD');
    expect(plateFromSteps(1, { vehicle: { zero_km: true } })).toBeNull();
    // A home never has one, even with a vehicle left from a branch it moved from.
    expect(plateFromSteps(4, { vehicle: { domain: 'ab123cd' } })).toBeNull();
  });

  it('finds a plate with or without its spaces, in any case, and not a near one', () => {
    const record = { title: 'Automotores · Toyota Hilux SRV 2022', plate: 'AF 512 KD' };
    for (const q of [
      'AF 512 KD',
      'af512kd',
      'AF512KD',
      'af 512kd',
      'af-512-kd',
      'Hilux',
      'toyota hilux',
    ])
      expect(found(record, q), q).toBe(true);
    for (const q of ['AF 512 KE', 'af513kd', 'Corolla']) expect(found(record, q), q).toBe(false);
    const old = { title: 'Automotores · Fiat Cronos 2019', plate: 'ABC 123' };
    for (const q of ['ABC 123', 'abc123', 'Abc-123']) expect(found(old, q), q).toBe(true);
  });

  it('stores the plate’s spelling without spaces beside it, and nothing for other texts', () => {
    expect(storedSpellings('AF 512 KD', opportunity.fields.plate)).toEqual(['AF512KD']);
    expect(storedSpellings('Toyota Hilux', opportunity.fields.title)).toEqual([]);
  });

  it('finds an opportunity by an insurer’s quote number', () => {
    const record = {
      title: 'Automotores · Fiat Cronos 2019',
      quote_numbers: 'COT-3-40098531, COT-7-69998034',
    };
    expect(found(record, 'cot-7-69998034')).toBe(true);
    expect(found(record, 'COT-7-69998035')).toBe(false);
  });
});
