/**
 * The Infocar guide as the vehicle step offers it (issue 13 section 3): brand, then the
 * brand's models, the model's versions, and the version's years, each year with its guide row
 * and value (proposed as the sum assured). The server asks the database level by level; fixtures
 * mode reads its rows with `guideLevel`.
 */
import { optionByCode } from '../engine/defineEnum';
import { vehicleBodies } from '../enums/insurersVehiclesPayments';

export const GUIDE_LEVELS = ['brand', 'model', 'version', 'year'] as const;
export type GuideLevel = (typeof GUIDE_LEVELS)[number];

/** Which of the guide's vehicles a wizard offers: the motorcycle branch its motorcycles only. */
export const GUIDE_KINDS = ['car', 'motorcycle'] as const;
export type GuideKind = (typeof GUIDE_KINDS)[number];

/** The guide's body of a motorcycle (vehicleBodies `motorcycle`). */
export const MOTORCYCLE_BODY = optionByCode(vehicleBodies, 'motorcycle').id;

/** Whether a guide row of this body is of that kind (no kind: any). */
export const ofKind = (body: unknown, kind: GuideKind | undefined) =>
  !kind || (Number(body) === MOTORCYCLE_BODY) === (kind === 'motorcycle');

/** What is chosen so far: each level needs the ones before it. */
export interface GuideChoice {
  kind?: GuideKind;
  brand?: string;
  model?: string;
  version?: string;
}

export interface GuideRow {
  id: number;
  brand: string;
  model: string;
  version: string;
  year: number;
  value: number;
  fuel: number;
  body: number | null;
  zero_km: boolean;
}

/** One option of a level; a year carries its guide row. */
export interface GuideOption {
  value: string | number;
  row?: Omit<GuideRow, 'brand' | 'model' | 'version'>;
}

/** The level the choice asks for next. */
export function nextLevel(choice: GuideChoice): GuideLevel {
  if (!choice.brand) return 'brand';
  if (!choice.model) return 'model';
  if (!choice.version) return 'version';
  return 'year';
}

/** The options of the next level among `rows`: names sorted, years newest first. */
export function guideLevel(rows: GuideRow[], choice: GuideChoice): GuideOption[] {
  const level = nextLevel(choice);
  const matching = rows.filter(
    (r) =>
      ofKind(r.body, choice.kind) &&
      (!choice.brand || r.brand === choice.brand) &&
      (!choice.model || r.model === choice.model) &&
      (!choice.version || r.version === choice.version),
  );
  if (level === 'year')
    return matching
      .sort((a, b) => b.year - a.year)
      .map(({ brand: _b, model: _m, version: _v, ...row }) => ({ value: row.year, row }));
  return sortedNames(matching.map((r) => r[level]));
}

/** A level's names once each, in Spanish alphabetical order. */
export const sortedNames = (names: string[]): GuideOption[] =>
  [...new Set(names)].sort((a, b) => a.localeCompare(b, 'es')).map((value) => ({ value }));

/** Whether a guide row is the one the vehicle step names (version and year) and of its kind. */
export function isChosenRow(
  row: Readonly<Record<string, unknown>> | undefined,
  values: Readonly<Record<string, unknown>>,
  kind: GuideKind,
): boolean {
  return (
    !!row &&
    row.brand === values.brand &&
    row.model === values.model &&
    row.version === values.version &&
    Number(row.year) === Number(values.year) &&
    ofKind(row.body, kind)
  );
}
