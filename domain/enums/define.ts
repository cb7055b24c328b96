/** An enumeration of the spec: numeric ids with a code (the spec's name) and a Spanish label. */
export interface EnumOption {
  readonly id: number;
  readonly code: string;
  readonly label: string;
}

export interface EnumDef {
  readonly name: string;
  readonly options: readonly EnumOption[];
}

export function defineEnum(name: string, options: readonly EnumOption[]): EnumDef {
  const ids = new Set(options.map((o) => o.id));
  if (ids.size !== options.length) throw new Error(`Enumeration ${name} repeats an id`);
  return { name, options };
}

/** Builds options from `[code, id, label]` triples, the way the spec lists them. */
export function options(rows: readonly (readonly [string, number, string])[]): EnumOption[] {
  return rows.map(([code, id, label]) => ({ id, code, label }));
}

/** Builds options numbered from `first` in the given order. */
export function numbered(
  first: number,
  rows: readonly (readonly [string, string])[],
): EnumOption[] {
  return rows.map(([code, label], index) => ({ id: first + index, code, label }));
}

export function optionById(def: EnumDef, id: number): EnumOption | undefined {
  return def.options.find((o) => o.id === id);
}

export function optionByCode(def: EnumDef, code: string): EnumOption {
  const found = def.options.find((o) => o.code === code);
  if (!found) throw new Error(`Enumeration ${def.name} has no code ${code}`);
  return found;
}
