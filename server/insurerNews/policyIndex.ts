/**
 * The policies an insurer's news may name: those of one insurer in one organization (whoever
 * works them: an admin importing the insurer's file matches every policy of their working
 * organization, never another organization's), indexed by the keys of their numbers
 * (domain/insurerNews/policyNumbers.ts). Read once per insurer and import.
 */
import { policyNumberKeys } from '../../domain/insurerNews/policyNumbers';
import { contract } from '../../domain/entities/contracts';
import { visibleTo, type Store, type Viewer } from '../rest/store';

export interface IndexedPolicy {
  id: string;
  number: string;
}

/** Whoever sees every row of one organization (no user: the assignment scope is not asked). */
export const organizationViewer = (organizationId: number): Viewer => ({
  userId: null,
  organizationId,
  organizations: [organizationId],
});

export type PolicyIndex = (keys: readonly string[]) => IndexedPolicy[];

export async function policyIndex(
  store: Store,
  organizationId: number,
  companyId: number,
): Promise<PolicyIndex> {
  const rows = await visibleTo(
    store.db.selectFrom(contract.table),
    contract,
    organizationViewer(organizationId),
    { assignment: false },
  )
    .select(['id', 'number'])
    .where('company_id', '=', companyId)
    .execute();
  const byKey = new Map<string, IndexedPolicy[]>();
  for (const row of rows) {
    const policy = { id: String(row.id), number: String(row.number) };
    for (const key of policyNumberKeys(policy.number, companyId))
      byKey.set(key, [...(byKey.get(key) ?? []), policy]);
  }
  // The policies any key names, each once.
  return (keys) => [
    ...new Map(keys.flatMap((key) => byKey.get(key) ?? []).map((p) => [p.id, p])).values(),
  ];
}

/** Indexes of an import's insurers, each read the first time a row names it. */
export function policyIndexes(store: Store, organizationId: number) {
  const read = new Map<number, Promise<PolicyIndex>>();
  return (companyId: number) => {
    if (!read.has(companyId)) read.set(companyId, policyIndex(store, organizationId, companyId));
    return read.get(companyId)!;
  };
}
