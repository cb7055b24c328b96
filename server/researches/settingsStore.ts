/**
 * The organization's renewal settings as the rule and the hooks read them (entity
 * `contract_research_renewal/settings`, one per organization): the defaults of
 * domain/researches/renewalRules.ts until it sets its own.
 */
import { renewalSettings } from '../../domain/entities/researchSettings';
import {
  DEFAULT_RENEWAL_SETTINGS,
  type RenewalSettings,
} from '../../domain/researches/renewalRules';
import { joinTable } from '../../domain/engine/entity';
import { decodeRow } from '../db/codec';
import type { Store } from '../rest/store';

async function targets(store: Store, field: string, ownerId: unknown): Promise<number[]> {
  const rows = await store.db
    .selectFrom(joinTable(renewalSettings, field))
    .select('target_id')
    .where('owner_id', '=', ownerId as number)
    .orderBy('position')
    .execute();
  return rows.map((row) => Number(row.target_id));
}

async function settingsOf(store: Store, row: Record<string, unknown>): Promise<RenewalSettings> {
  const decoded = decodeRow(renewalSettings, row);
  return {
    daysBefore: Number(decoded.days_before),
    branches: await targets(store, 'branches', row.id),
    companies: await targets(store, 'companies', row.id),
    premiumChangeLimit: Number(decoded.premium_change_limit),
    active: decoded.active === true,
  };
}

/** The organization's settings, or the defaults (automatic renewals off). */
export async function renewalSettingsOf(
  store: Store,
  organizationId: number,
): Promise<RenewalSettings> {
  const row = await store.db
    .selectFrom(renewalSettings.table)
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('id')
    .executeTakeFirst();
  return row ? settingsOf(store, row) : DEFAULT_RENEWAL_SETTINGS;
}

/** Every organization whose automatic renewals are on, with its settings. */
export async function automaticRenewals(store: Store) {
  const rows = await store.db.selectFrom(renewalSettings.table).selectAll().orderBy('id').execute();
  const found: { organizationId: number; settings: RenewalSettings }[] = [];
  for (const row of rows) {
    const settings = await settingsOf(store, row);
    if (settings.active && row.organization_id !== null)
      found.push({ organizationId: Number(row.organization_id), settings });
  }
  return found;
}
