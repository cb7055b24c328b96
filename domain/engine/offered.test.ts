import { describe, expect, it } from 'vitest';
import { entityByName } from '../entities';
import { defineEntity } from './entity';
import { boolean, text } from './fields';
import { newlyChosen, offeredFilter } from './offered';
import { labelFilters } from './referenceLabels';

describe('records still offered', () => {
  it('asks pickers for the records in use where the target declares it', () => {
    expect(offeredFilter(entityByName('contact_list'))).toEqual({ active: true });
    expect(offeredFilter(entityByName('admin/service'))).toEqual({ enabled: true });
    expect(offeredFilter(entityByName('account'))).toEqual({});
    // The labels route accepts that filter beside a cascade's.
    expect(labelFilters('contact_list')).toEqual(['active']);
    expect(labelFilters('admin/locations/locality')).toEqual(['state_id']);
  });

  it('checks only what a write chooses anew', () => {
    expect(newlyChosen(3, 3)).toEqual([]);
    expect(newlyChosen(3, '3')).toEqual([]);
    expect(newlyChosen(4, 3)).toEqual([4]);
    expect(newlyChosen(4, null)).toEqual([4]);
    expect(newlyChosen(null, 3)).toEqual([]);
    expect(newlyChosen([1, 2, 5], [2, 1])).toEqual([5]);
    expect(newlyChosen(['a-1'], undefined)).toEqual(['a-1']);
  });

  it('refuses a declaration whose flag is not a filterable yes/no', () => {
    const declare = (flag: ReturnType<typeof boolean> | ReturnType<typeof text>) =>
      defineEntity({
        name: 'probe',
        table: 'probes',
        label: { one: 'Prueba', many: 'Pruebas' },
        fields: { name: text({ label: 'Nombre' }), flag },
        recordLabel: 'name',
        offeredWhile: 'flag',
      });
    expect(() => declare(text({ label: 'Bandera', filter: true }))).toThrow(/boolean filter/);
    expect(() => declare(boolean({ label: 'Activo' }))).toThrow(/boolean filter/);
    expect(declare(boolean({ label: 'Activo', filter: true })).offeredWhile).toBe('flag');
  });
});
