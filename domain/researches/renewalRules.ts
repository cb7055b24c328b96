/**
 * The rules of a renewal research (issue 32), shared by the scheduled rule, the hand-opened
 * research and the screens: when a policy is due for renewal (its «Vigencia hasta» within the
 * organization's days before expiry), among which branches and insurers, and how much its
 * premium changes against the limit the organization set.
 */
import { addDays } from '../quoting/quoteRequest';
import { formatDate } from '../engine/format';

/** The organization's renewal settings as the rule reads them (entity `…/settings`). */
export interface RenewalSettings {
  daysBefore: number;
  /** Empty: every branch. */
  branches: readonly number[];
  /** Empty: every insurer. */
  companies: readonly number[];
  /** Percent: a rise beyond it is flagged. */
  premiumChangeLimit: number;
  active: boolean;
}

/** Until an organization sets its own (the demo's are these too). */
export const DEFAULT_RENEWAL_SETTINGS: RenewalSettings = {
  daysBefore: 60,
  branches: [],
  companies: [],
  premiumChangeLimit: 25,
  active: false,
};

/** The last «Vigencia hasta» a policy may have to be due on `today` (yyyy-mm-dd both). */
export const lastDueDay = (today: string, settings: Pick<RenewalSettings, 'daysBefore'>) =>
  addDays(today, settings.daysBefore);

/** Why a policy ending on `validityTo` is not due for renewal on `today`; null when it is. */
export function notDueReason(
  validityTo: string,
  today: string,
  settings: Pick<RenewalSettings, 'daysBefore'>,
): string | null {
  if (validityTo < today)
    return `La póliza venció el ${formatDate(validityTo)}: ya no se renueva desde aquí.`;
  if (validityTo > lastDueDay(today, settings))
    return `La póliza vence el ${formatDate(validityTo)}: su renovación se abre en los ${settings.daysBefore} días previos al vencimiento, a partir del ${formatDate(addDays(validityTo, -settings.daysBefore))}.`;
  return null;
}

/** Whether the settings cover a policy of this branch and insurer. */
export const coveredBy = (settings: RenewalSettings, branchId: number, companyId: number) =>
  (!settings.branches.length || settings.branches.includes(branchId)) &&
  (!settings.companies.length || settings.companies.includes(companyId));

/** The change from `current` to `proposed` in percent, two decimals; null without a base. */
export function premiumChange(current: number | null, proposed: number | null): number | null {
  if (current === null || proposed === null || !(current > 0)) return null;
  return Math.round(((proposed - current) / current) * 10000) / 100;
}

/** A rise beyond the limit: the research is flagged for a person to look at. */
export const overLimit = (change: number | null, limit: number) =>
  change !== null && change > limit;
