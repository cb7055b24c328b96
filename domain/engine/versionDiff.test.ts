/**
 * Two versions of a policy compared field by field (versionDiff.ts) and the version in effect
 * on a day (history.ts): the record's fields with their Spanish labels, the parts' rows matched
 * by id, nothing for what did not change, and nothing secret kept.
 */
import { describe, expect, it } from 'vitest';
import { entityByName } from '../entities';
import { contract } from '../entities/contracts';
import {
  calendarDay,
  historyParts,
  validUntil,
  versionAsOf,
  versionedFields,
  versionRow,
} from './history';
import { diffVersions, sameValue } from './versionDiff';
import { defineEntity } from './entity';
import { text } from './fields';

const parts = historyParts(contract, entityByName);
const quota = (id: number, status: number, amount = 1000) => ({
  id,
  number: id,
  due_date: '2026-03-01',
  amount,
  status,
});
const base = {
  record: { id: 'c1', number: '001-1', status: 252, annul_reason: null, premium: 12000 },
  parts: { 'contract/quota': [quota(1, 2), quota(2, 1)], 'contract/person': [] },
};

describe('versionDiff', () => {
  it('names the parts and the reference each cites the policy through', () => {
    expect(parts.map((p) => [p.entity.name, p.field])).toEqual([
      ['contract/person', 'contract_id'],
      ['contract/item', 'contract_id'],
      ['contract/coverage', 'contract_id'],
      ['contract/quota', 'contract_id'],
    ]);
  });

  it('gives the changed fields with their labels and the parts’ rows added, removed, changed', () => {
    const after = {
      record: { ...base.record, status: 255, annul_reason: 405 },
      parts: {
        'contract/quota': [quota(1, 2), quota(2, 3), quota(3, 1, 500)],
        'contract/person': [],
      },
    };
    const diff = diffVersions(contract, parts, base, after);
    expect(diff.fields).toEqual([
      { field: 'status', label: 'Estado', before: 252, after: 255 },
      { field: 'annul_reason', label: 'Motivo de anulación', before: null, after: 405 },
    ]);
    expect(diff.parts).toHaveLength(1);
    const [quotas] = diff.parts;
    expect(quotas).toMatchObject({ entity: 'contract/quota', label: 'Cuotas' });
    expect(quotas.rows.map((r) => [r.id, r.kind])).toEqual([
      ['2', 'changed'],
      ['3', 'added'],
    ]);
    expect(quotas.rows[0].fields).toEqual([
      { field: 'status', label: 'Estado', before: 1, after: 3 },
    ]);
    expect(quotas.rows[0].before).toMatchObject({ status: 1 });
    expect(quotas.rows[1].fields.map((f) => f.label)).toEqual([
      'Cuota',
      'Vencimiento',
      'Importe',
      'Estado',
    ]);
    const back = diffVersions(contract, parts, after, base);
    expect(back.parts[0].rows.map((r) => [r.id, r.kind])).toEqual([
      ['3', 'removed'],
      ['2', 'changed'],
    ]);
  });

  it('finds nothing between a version and itself, blanks and numbers as text alike', () => {
    expect(diffVersions(contract, parts, base, structuredClone(base))).toEqual({
      fields: [],
      parts: [],
    });
    expect(sameValue(null, '')).toBe(true);
    expect(sameValue(12000, '12000')).toBe(true);
    expect(sameValue(0, null)).toBe(false);
  });

  it('never keeps a secret or sensitive field', () => {
    const card = defineEntity({
      name: 'sample/card',
      table: 'sample_cards',
      label: { one: 'Tarjeta', many: 'Tarjetas' },
      fields: {
        holder: text({ label: 'Titular' }),
        number: text({ label: 'Número', sealed: true }),
        token: text({ label: 'Token', secret: true }),
        note: text({ label: 'Nota', sensitive: true }),
      },
      recordLabel: 'holder',
    });
    expect(versionedFields(card)).toEqual(['holder']);
    expect(versionRow(card, { id: 1, holder: 'Ana', number: '4905', token: 'x' })).toEqual({
      id: 1,
      holder: 'Ana',
    });
  });
});

describe('the version in effect on a day', () => {
  const versions = [
    { version: 1, effective_from: '2026-01-01' },
    { version: 2, effective_from: '2026-03-01' },
    { version: 3, effective_from: '2026-02-01' }, // recorded later, effective earlier
    { version: 4, effective_from: '2026-03-01' }, // same day as 2, recorded later
  ];
  it.each([
    ['2025-12-31', null],
    ['2026-01-01', 1],
    ['2026-02-15', 3],
    ['2026-03-01', 4],
    ['2027-01-01', 4],
  ])('on %s it is version %s', (day, expected) => {
    expect(versionAsOf(versions, day)?.version ?? null).toBe(expected);
  });

  it('says until when each was in effect', () => {
    expect(Object.fromEntries(validUntil(versions))).toEqual({
      1: '2026-01-31',
      3: '2026-02-28',
      2: '2026-02-28',
      4: null,
    });
  });

  it('takes only real calendar days', () => {
    expect(calendarDay('2026-02-28')).toBe('2026-02-28');
    for (const bad of ['2026-02-30', '01/03/2026', '2026-3-1', '', null, '0900-01-01'])
      expect(calendarDay(bad)).toBeNull();
  });
});
