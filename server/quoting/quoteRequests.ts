/**
 * The rows a quote request is made of (domain/quoting/offers.ts), read from the database: the
 * branch's plans of active insurers with their coverages, the organization's campaigns and
 * tax settings (its own row over the product's default), the wizard's steps, the client's
 * birthdate and the province of the risk (a home's own address, else the client's first).
 */
import { account } from '../../domain/entities/clients';
import { coverage, coveragePackage } from '../../domain/entities/coverages';
import { quoteCampaign } from '../../domain/entities/quoteCampaign';
import { settings } from '../../domain/entities/settings';
import { isBlank } from '../../domain/engine/display';
import {
  campaignDiscounts,
  offersOf,
  QUOTE_SETTING_KEYS,
  quoteRequestOf,
  type Offer,
} from '../../domain/quoting/offers';
import type { QuoteRequest } from '../../domain/quoting/quoteRequest';
import { decodeRow, type Row } from '../db/codec';
import { readFlowRecord } from '../flows/draftStore';
import { listRecords } from '../rest/listing';
import { parseListQuery } from '../rest/listQuery';
import type { Store } from '../rest/store';

export type { Offer };

const all = (entity: Parameters<typeof parseListQuery>[0], filter: object) => ({
  ...parseListQuery(entity, { filter: JSON.stringify(filter) }),
  limit: 1000,
});
const yes = (store: Store) => (store.dialect === 'postgres' ? true : 1) as never;

export async function offersFor(
  store: Store,
  branchId: number,
  organizationId: number,
  today: string,
): Promise<Offer[]> {
  const { records: plans } = await listRecords(
    store,
    coveragePackage,
    all(coveragePackage, { branch_id: branchId, active: true }),
  );
  const coverageIds = [...new Set(plans.flatMap((p) => (p.coverages as number[]) ?? []))];
  const { records: coverages } = coverageIds.length
    ? await listRecords(store, coverage, all(coverage, { id: coverageIds }))
    : { records: [] as Row[] };
  const active = await store.db
    .selectFrom('companies')
    .select(['id', 'name'])
    .where('active', '=', yes(store))
    .execute();
  const campaigns = await store.db
    .selectFrom(quoteCampaign.table)
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('branch_id', '=', branchId)
    .execute();
  return offersOf({
    plans,
    coverages,
    activeInsurers: new Map(active.map((c) => [Number(c.id), String(c.name)])),
    discounts: campaignDiscounts(
      campaigns.map((c) => decodeRow(quoteCampaign, c)),
      branchId,
      today,
    ),
    branchId,
  });
}

/** Numeric settings by key: the organization's own row over the product's default. */
export async function numberSettings(
  store: Store,
  organizationId: number,
  keys: readonly string[] = QUOTE_SETTING_KEYS,
) {
  const rows = await store.db
    .selectFrom(settings.table)
    .selectAll()
    .where('key', 'in', [...keys])
    .where((eb) =>
      eb.or([eb('organization_id', '=', organizationId), eb('organization_id', 'is', null)]),
    )
    .execute();
  const found = new Map<string, number>();
  const ownLast = [...rows].sort(
    (a, b) => Number(a.organization_id !== null) - Number(b.organization_id !== null),
  );
  for (const row of ownLast) {
    const value = Number(decodeRow(settings, row).value);
    if (Number.isFinite(value)) found.set(String(row.key), value);
  }
  return found;
}

export async function requestOf(
  store: Store,
  opportunity: Row,
  organizationId: number,
  today: string,
): Promise<QuoteRequest> {
  const steps = (await readFlowRecord(store, 'opportunity', String(opportunity.id))) ?? {};
  const accountId = isBlank(opportunity.account_id) ? null : String(opportunity.account_id);
  const client = accountId
    ? await store.db
        .selectFrom('accounts')
        .select(['id', 'birthdate'])
        .where('id', '=', accountId)
        .executeTakeFirst()
    : undefined;
  const address = accountId
    ? await store.db
        .selectFrom('account_addresses')
        .select('state_id')
        .where('account_id', '=', accountId)
        .orderBy('id')
        .executeTakeFirst()
    : undefined;
  const stateId = steps.object?.state_id ?? address?.state_id;
  const state = isBlank(stateId)
    ? undefined
    : await store.db
        .selectFrom('states')
        .select('code')
        .where('id', '=', Number(stateId))
        .executeTakeFirst();
  const found = await numberSettings(store, organizationId);
  return quoteRequestOf({
    opportunity,
    steps,
    birthdate: client ? decodeRow(account, client).birthdate : null,
    stateCode: state?.code,
    setting: (key) => found.get(key),
    today,
  });
}
