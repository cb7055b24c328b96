/**
 * The insurers' spellings of the demo's policy numbers (fixtures/contracts.ts: the insurer's id,
 * the branch and a serial, "003-01-0089908" for Sancor's car policy) as their news files write
 * them, and the near misses that must not match.
 */
import { describe, expect, it } from 'vitest';
import { policyNumberKeys, samePolicyNumber } from './policyNumbers';

const SANCOR = 3;
const FEDERACION_PATRONAL = 4;
const LA_SEGUNDA = 2;
const ALLIANZ = 1;
const SAN_CRISTOBAL = 7;
const EXPERTA_ART = 101;
const MERCANTIL_ANDINA = 8;

describe('an insurer’s spelling of a stored policy number', () => {
  it.each([
    // [insurer, as stored, as the insurer's file writes it]
    [SANCOR, '003-01-0089908', 'SCS-003-01-0089908'],
    [SANCOR, '003-01-0089908', 'Sancor 003 01 0089908'],
    [SANCOR, '003-01-0089908', '003010089908'],
    [SANCOR, '003-01-0089908', '3010089908'],
    [SANCOR, '003-01-0089908', 'SC 3-1-89908'],
    [SANCOR, '003-01-0089908', 'Póliza N° 003.01.0089908'],
    [FEDERACION_PATRONAL, '004-03-4417025', 'FP 4.03.4417025'],
    [FEDERACION_PATRONAL, '004-03-4417025', 'FEDPAT/004-03-4417025'],
    [LA_SEGUNDA, '002-04-0901133', '00204 0901133'],
    [LA_SEGUNDA, '002-04-0901133', 'LS 2-4-901133'],
    [ALLIANZ, '001-01-7770312', 'AZ/001-01-7770312'],
    [SAN_CRISTOBAL, '007-02-0005521', 'SCR 007 02 0005521'],
    [EXPERTA_ART, '101-19-0330017', 'ART-101-19-330017'],
    [MERCANTIL_ANDINA, '001-2026-884512', 'LMA 1-2026-884512'],
  ])('%i: %s is %s', (insurer, stored, written) => {
    expect(samePolicyNumber(written, stored, insurer)).toBe(true);
  });

  it.each([
    // Another serial, another branch, another insurer's number.
    [SANCOR, '003-01-0089908', 'SCS-003-01-0089909'],
    [SANCOR, '003-01-0089908', '003-02-0089908'],
    [SANCOR, '003-01-0089908', '004-01-0089908'],
    // A prefix is one only before a separator or a digit: "SCR…" is no "SC" number.
    [SANCOR, '003-01-0089908', 'SCR003010089908'],
    // Groups unpadded are compared as groups, not glued together.
    [LA_SEGUNDA, '002-04-0901133', '24901133'],
  ])('%i: %s is not %s', (insurer, stored, written) => {
    expect(samePolicyNumber(written, stored, insurer)).toBe(false);
  });

  it('keeps another insurer’s prefix as part of the number', () => {
    // "FP" is Federación Patronal's, not Sancor's: on a Sancor row it is not stripped.
    expect(samePolicyNumber('FP 003-01-0089908', '003-01-0089908', SANCOR)).toBe(false);
    expect(samePolicyNumber('FP 003-01-0089908', '003-01-0089908', FEDERACION_PATRONAL)).toBe(true);
  });

  it('reads keys from numbers and texts, and none from a cell without a number', () => {
    expect(policyNumberKeys('003-01-0089908', SANCOR)).toEqual(['3010089908', '3-1-89908']);
    expect(policyNumberKeys(3010089908, SANCOR)).toEqual(['3010089908']);
    expect(policyNumberKeys('  Póliza N° ', SANCOR)).toEqual([]);
    expect(policyNumberKeys('0000', SANCOR)).toEqual([]);
    expect(policyNumberKeys(null, SANCOR)).toEqual([]);
    // A short number in groups keeps only its whole key ("01-05" is no "1-5" of another).
    expect(policyNumberKeys('01-05', null)).toEqual(['105']);
  });
});
