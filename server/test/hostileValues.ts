/**
 * The fuzz's hostile values (server/rest/fuzz.test.ts) and the keys they are tried on: a list's
 * filter keys and a write's fields, each with its trait, for server/test/fuzzPlan.ts to deal
 * the values out by.
 */
import type { Entity } from '../../domain/engine/entity';
import { fieldTrait, type Slot } from './fuzzPlan';

export const deep = (depth: number): unknown => {
  let value: unknown = 'fondo';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** Values no field should choke on; several are valid for some kinds, which is fine. */
export const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  2 ** 53 + 1,
  1e20,
  '1e20',
  '99999999999999999999.99',
  '0x10',
  'Infinity',
  '',
  '   ',
  ' 12 ',
  'x'.repeat(70_000),
  'nul\u0000byte',
  'solo\ud800',
  '\u202eevil',
  'Allianz\u200b',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '2026-02-30',
  '2026-03-09 ',
  '9999-12-31T23:59:59Z',
  '٣',
  'constructor',
  '__proto__',
  {},
  [],
  [[[]]],
  ['1', 2, null],
  { toString: 'x' },
  JSON.parse('{"__proto__":{"polluted":1}}'),
  { constructor: { prototype: { polluted: 1 } } },
  deep(15),
];

/** Filters see fewer shapes than bodies: one of each kind of trouble. */
export const filterValues = hostileValues
  .filter((_, i) => i % 2 === 0)
  .concat(['x'.repeat(70_000), { toString: 'x' }, '\u0000']);

/**
 * What every field meets in every run, one value of each kind of trouble (indices): null, a
 * boolean, a huge number, blanks, a long text, a NUL, a lone surrogate, a mixed list, a
 * prototype key, deep nesting. The rest of each table is dealt out by field trait.
 */
export const CORE_BODY = [0, 1, 5, 13, 15, 16, 17, 32, 34, 36];
export const CORE_FILTER = [0, 3, 8, 16, 17, 18, 19];

export const prototypeKeys = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
/** An undeclared key is refused whatever it holds: a few values tell as much as all. */
export const prototypeValues = [null, 'x', JSON.parse('{"__proto__":{"polluted":1}}')];

/** The keys a list's filter is tried with, each with what makes it alike to others. */
export function filterSlots(entity: Entity): Slot[] {
  const fields = Object.keys(entity.fields);
  const first = entity.fields[fields[0]];
  return [
    ...fields.map((key) => ({ entity, key, trait: `filter ${fieldTrait(entity.fields[key])}` })),
    ...prototypeKeys.map((key) => ({ entity, key, trait: `undeclared ${key}` })),
    { entity, key: 'q', trait: `q ${entity.search.length > 0} ${entity.searchIndex}` },
    { entity, key: 'id', trait: `id ${entity.idKind}` },
    { entity, key: `${fields[0]}_gte`, trait: `from ${fieldTrait(first)}` },
  ];
}

export const bodySlots = (entity: Entity): Slot[] =>
  Object.entries(entity.fields).map(([key, field]) => ({ entity, key, trait: fieldTrait(field) }));
