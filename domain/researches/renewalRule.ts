/**
 * The renewals' scheduled rule (domain/engine/scheduledRules.ts): every morning it opens a
 * renewal research for each policy in force of an organization with automatic renewals on,
 * due within its window, of its branches and insurers, that has none for that due date yet;
 * then asks the insurers and flags the rises beyond the limit (server/researches/renewalRule.ts).
 */
import type { ScheduledRule } from '../engine/scheduledRules';

/** The server function that finds the due policies and opens their researches. */
export const OPEN_RENEWAL_RESEARCHES = 'openRenewalResearches';

export const renewalRule: ScheduledRule = {
  name: 'open_renewal_researches',
  label: 'Abrir y cotizar las renovaciones de las pólizas por vencer',
  schedule: '30 6 * * *',
  creates: 'contract_research',
  handler: OPEN_RENEWAL_RESEARCHES,
};
