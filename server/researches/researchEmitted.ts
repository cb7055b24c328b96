/**
 * A renewal's request issued (issue 32): its research becomes emitted, citing the new policy,
 * in the transaction that writes that policy (server/contracts/issueContract.ts), audited as
 * the product's. A request of no research (an opportunity's) changes nothing here.
 */
import { contractResearch } from '../../domain/entities/contractResearches';
import { contractCoverageRow } from '../../domain/entities/contractParts';
import { contractResearchStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { decodeRow } from '../db/codec';
import { auditedMove } from '../rest/auditedMove';
import { organizationOfRow, type Store } from '../rest/store';

const status = (code: string) => optionByCode(contractResearchStatus, code).id;
export const RENEWAL_EMITTED = 'Renovación emitida';

export async function markRenewalEmitted(tx: Store, requestId: string, contractId: string) {
  const row = await tx.db
    .selectFrom(contractResearch.table)
    .selectAll()
    .where('contract_request_id', '=', requestId)
    .where('status', '=', status('pending_emit'))
    .executeTakeFirst();
  if (!row) return;
  const before = decodeRow(contractResearch, row);
  const organizationId = await organizationOfRow(tx, contractResearch, Number(before.id));
  const changes = { status: status('emitted'), renewed_contract_id: contractId };
  await auditedMove(
    tx,
    { actorId: null, organizationId },
    contractResearch,
    before,
    changes,
    RENEWAL_EMITTED,
  );
}

/** The coverages a renewal keeps: those of the policy it renews, as issueContract reads a quote's. */
export async function renewedCoverages(tx: Store, originId: unknown) {
  const rows = await tx.db
    .selectFrom(contractCoverageRow.table)
    .select(['coverage_id', 'franchise'])
    .where('contract_id', '=', String(originId))
    .orderBy('id')
    .execute();
  const franchise = rows.find((row) => row.franchise !== null)?.franchise;
  return {
    coverageIds: [...new Set(rows.map((row) => Number(row.coverage_id)))],
    franchise:
      franchise === undefined
        ? null
        : Number(decodeRow(contractCoverageRow, { franchise }).franchise),
  };
}
