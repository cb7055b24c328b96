/**
 * What a status means to the person reading it, named as MUI's palette so a view colours it
 * directly: `success` a good end (emitida, convertido, hecha), `info` being worked on (en curso,
 * contactado), `warning` waiting on someone or needing attention (pendiente, nuevo), `error`
 * refused, failed, annulled or lost (rechazada, descartado, ex cliente), `default` closed or
 * dormant without a verdict (cerrado, sin pólizas vigentes).
 */
export const ENUM_TONES = ['success', 'info', 'warning', 'error', 'default'] as const;
export type EnumTone = (typeof ENUM_TONES)[number];

/** An enumeration of the spec: numeric ids with a code (the spec's name) and a Spanish label. */
export interface EnumOption {
  readonly id: number;
  readonly code: string;
  readonly label: string;
  /** A status's meaning: lists and record pages show it as a chip of this colour. */
  readonly tone?: EnumTone;
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

const option = (id: number, code: string, label: string, tone?: EnumTone): EnumOption =>
  tone ? { id, code, label, tone } : { id, code, label };

/** Builds options from `[code, id, label, tone?]` rows, the way the spec lists them. */
export function options(
  rows: readonly (readonly [string, number, string, EnumTone?])[],
): EnumOption[] {
  return rows.map(([code, id, label, tone]) => option(id, code, label, tone));
}

/** Builds options numbered from `first` in the given order, from `[code, label, tone?]` rows. */
export function numbered(
  first: number,
  rows: readonly (readonly [string, string, EnumTone?])[],
): EnumOption[] {
  return rows.map(([code, label, tone], index) => option(first + index, code, label, tone));
}

export function optionById(def: EnumDef, id: number): EnumOption | undefined {
  return def.options.find((o) => o.id === id);
}

export function optionByCode(def: EnumDef, code: string): EnumOption {
  const found = def.options.find((o) => o.code === code);
  if (!found) throw new Error(`Enumeration ${def.name} has no code ${code}`);
  return found;
}
