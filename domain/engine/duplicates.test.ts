import { describe, expect, it } from 'vitest';
import {
  comparisonOf,
  duplicateFields,
  duplicateLookups,
  duplicateMessage,
  duplicateLinks,
  duplicateProbe,
  itemProbes,
  probeSpellings,
} from './duplicates';
import { entities, entityByName } from '../entities';

const lead = entityByName('lead');

describe('looking up duplicates in other sections', () => {
  it('compares every declared pair of fields the same way on both sides', () => {
    const pairs = entities.flatMap((entity) =>
      duplicateLookups(entity).flatMap(({ target, fields }) =>
        fields.map(([own, theirs]) => ({ entity, target, own, theirs })),
      ),
    );
    // Leads are looked up among clients at least; none would leave the rule unchecked.
    expect(pairs.length).toBeGreaterThan(0);
    for (const { entity, target, own, theirs } of pairs) {
      const pair = `${entity.name}.${own} → ${target.name}.${theirs}`;
      expect(target.fields[theirs]?.kind, pair).toBe(entity.fields[own].kind);
      expect(comparisonOf(target, theirs), pair).toBe(comparisonOf(entity, own));
    }
  });

  it('links a section only through a reference to it', () => {
    const linked = entities.flatMap((entity) =>
      (entity.duplicatesAmong ?? []).flatMap((among) =>
        among.linkedBy ? [{ entity, among, linkedBy: among.linkedBy }] : [],
      ),
    );
    // At least a lead's client is linked this way; none would leave the rule unchecked.
    expect(linked.length).toBeGreaterThan(0);
    for (const { entity, among, linkedBy } of linked)
      expect(entity.fields[linkedBy], `${entity.name}.${linkedBy}`).toMatchObject({
        kind: 'reference',
        target: among.entity,
      });
  });

  it('looks a lead up among leads, then among clients', () => {
    expect(duplicateLookups(lead).map((l) => l.target.name)).toEqual(['lead', 'account']);
    expect(duplicateFields(lead)).toEqual(['cuit', 'email', 'phone']);
    expect(duplicateProbe(lead, 'cuit', '20-12345678-6')).toBe('20-12345678-6');
    expect(duplicateProbe(lead, 'display_name', 'Ana')).toBeNull();
  });

  it('names the section a match was found in, and what to do when it is not the user’s', () => {
    expect(
      duplicateMessage(lead, { field: 'cuit', entity: 'account', id: 'u1', label: 'Pérez, Ana' }),
    ).toBe('Ya existe «Pérez, Ana» (cliente) con el mismo CUIT/CUIL.');
    expect(duplicateMessage(lead, { field: 'email', entity: 'account' })).toBe(
      'Ya hay un cliente con el mismo Correo electrónico, asignado a otra persona: consultá a tu supervisor antes de seguir.',
    );
    expect(duplicateMessage(lead, { field: 'email' })).toMatch(/^Ya hay un lead con el mismo/);
  });

  it('declares item lookups on embedded lists whose columns exist', () => {
    for (const entity of entities)
      for (const [name, inItems] of Object.entries(entity.duplicatesInItems ?? {})) {
        expect(entity.duplicates, entity.name).toContain(name);
        const list = entity.fields[inItems!.list];
        expect(list?.kind, `${entity.name}.${inItems!.list}`).toBe('embeddedList');
        if (list?.kind === 'embeddedList')
          for (const column of inItems!.columns) expect(list.of.fields).toHaveProperty(column);
      }
  });

  it('looks a phone up by its national digits, written any way', () => {
    const account = entityByName('account');
    expect(duplicateProbe(lead, 'phone', '+54 9 351 498-7731')).toBe('3514987731');
    expect(duplicateProbe(lead, 'phone', '0351 15 498 7731')).toBe('3514987731');
    expect(probeSpellings(account, 'phone', '3514987731')).toContain('0351154987731');
    // Not an Argentine whole number: its digits, compared as they are.
    expect(duplicateProbe(lead, 'phone', '4987-7310')).toBe('49877310');
    expect(probeSpellings(account, 'phone', '49877310')).toEqual(['49877310']);
    expect(probeSpellings(account, 'cuit', '20-12345678-6')).toEqual(['20-12345678-6']);
  });

  it('sends the client a lead already cites with the lookup, which leaves it out', () => {
    expect(duplicateLinks(lead)).toEqual(['account_id']);
    expect(duplicateLinks(entityByName('account'))).toEqual([]);
  });
});

describe('looking up the items of the form’s own embedded list', () => {
  const account = entityByName('account');
  const mobile = { phone_type: 1, area_code: '0351', number: '15 498-7731' };

  it('reads each whole item as the field it shares the lookup with', () => {
    const [probe] = itemProbes(account, { phones: [mobile] });
    expect(probe).toMatchObject({ field: 'phone', list: 'phones', index: 0 });
    expect(probe.shown).toBe('0351 15 498-7731');
    expect(duplicateProbe(account, 'phone', probe.value)).toBe('3514987731');
    expect(duplicateMessage(account, { field: 'phone', id: 7, label: 'Pérez, Ana' }, probe)).toBe(
      'Ya existe «Pérez, Ana» (cliente) con el mismo Teléfono (0351 15 498-7731, en Teléfonos).',
    );
  });

  it('leaves out an incomplete number and one the form already looks up', () => {
    const short = { ...mobile, number: '15 498-773' };
    expect(itemProbes(account, { phones: [short, { ...mobile, area_code: '' }] })).toEqual([]);
    expect(itemProbes(account, { phone: '+54 9 351 4987731', phones: [mobile] })).toEqual([]);
    const twice = itemProbes(account, {
      phones: [mobile, { ...mobile, area_code: '351', number: '4987731' }],
    });
    expect(twice.map((p) => p.index)).toEqual([0]);
  });
});
