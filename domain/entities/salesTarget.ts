import { defineEntity } from '../engine/entity';
import { enumeration, integer, money, reference } from '../engine/fields';
import { months } from '../enums/months';

/** Years a target may be set for: the editor offers the same range. */
export const SALES_TARGET_YEARS = { min: 2020, max: 2040 } as const;

/** The two figures a target sets, which the grid editor edits one at a time. */
export const salesTargetMetrics = [
  { field: 'premium_target', label: 'Prima objetivo', decimals: 2 },
  { field: 'policy_target', label: 'Pólizas objetivo', decimals: 0 },
] as const;
export type SalesTargetMetric = (typeof salesTargetMetrics)[number]['field'];

export const salesTargetMessages = {
  subject: 'Elegí un ejecutivo o un equipo.',
} as const;

/**
 * Whom a target is for: an executive (optionally within the team they sell for) or a whole
 * team. A target for nobody means nothing, so one of the two is required.
 */
export function salesTargetProblems(values: Record<string, unknown>): Record<string, string[]> {
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  return empty(values.user_id) && empty(values.team_id)
    ? { user_id: [salesTargetMessages.subject] }
    : {};
}

/**
 * Objetivos de venta: premium and number of policies an executive or a team should reach in one
 * month of one branch. Set one by one here or for a whole year in the grid editor
 * (`admin/sales-target/editor`).
 */
export const salesTarget = defineEntity({
  name: 'admin/sales-target',
  table: 'sales_targets',
  label: { one: 'Objetivo de venta', many: 'Objetivos de venta' },
  scope: 'organization',
  menuGroup: 'commercial',
  fields: {
    user_id: reference({
      label: 'Ejecutivo',
      target: 'auth-admin/user',
      helperText: 'Dejalo vacío si el objetivo es de todo el equipo',
    }),
    team_id: reference({ label: 'Equipo', target: 'admin/team' }),
    branch_id: reference({ label: 'Ramo', target: 'admin/branch', required: true }),
    year: integer({
      label: 'Año',
      required: true,
      min: SALES_TARGET_YEARS.min,
      max: SALES_TARGET_YEARS.max,
      filter: true,
    }),
    month: enumeration({
      label: 'Mes',
      enumeration: months,
      required: true,
      filter: true,
      unique: { within: ['year', 'branch_id', 'user_id', 'team_id'] },
      uniqueMessage: 'Ya hay un objetivo para ese mes, ramo y ejecutivo o equipo.',
    }),
    premium_target: money({ label: 'Prima objetivo', required: true, min: 0, max: 1e12 }),
    policy_target: integer({ label: 'Pólizas objetivo', required: true, min: 0, max: 1_000_000 }),
  },
  list: [
    'id',
    'year',
    'month',
    'user_id',
    'team_id',
    'branch_id',
    'premium_target',
    'policy_target',
  ],
  sort: { field: 'year', order: 'DESC' },
  recordLabel: 'year',
});
