/**
 * The policy an issued request becomes (issue 31 section 2): written in the transaction that
 * records the insurer's policy number (requestMoves.ts, recordEmission.ts), so a request is
 * never emitted without its contract nor a contract left behind by a move that lost its race.
 * Its shape is domain/contracts/contractFromRequest.ts; here it is read and written: the
 * wizard's steps (the card only as its mask), the accepted quote's coverages, the
 * organization's next internal number, then the contract and its parts through the generic
 * create (validated, audited as the product's: whoever recorded the emission has the command's
 * own audit row, and may not even see the client the policy cites). The parts go one statement
 * per kind, their audit rows too (`createRecords`): on SQLite each statement holds the event
 * loop, and a hundred answers arriving together made the API's other requests wait behind them.
 */
import { contractRequest } from '../../domain/entities/contractRequests';
import { contract, ISSUED_CAUSE } from '../../domain/entities/contracts';
import {
  contractCoverageRow,
  contractItemRow,
  contractPersonRow,
  contractQuota,
} from '../../domain/entities/contractParts';
import { emissionFlow } from '../../domain/contracts/emissionFlow';
import {
  contractFromRequest,
  internalNumberOf,
  type IssuedSteps,
} from '../../domain/contracts/contractFromRequest';
import { maskedSteps, type Sealer } from '../../domain/engine/sealedValues';
import { argentineToday } from '../../domain/engine/format';
import { nextNumber } from '../db/numberSequences';
import { readFlowRecord } from '../flows/draftStore';
import { createRecord, createRecords } from '../rest/repository';
import { recordVersion } from '../history/versionStore';
import { issuedRiskState } from '../quoting/policyQuotes';
import { quotedCoverages } from './policyCoverages';
import { markRenewalEmitted, renewedCoverages } from '../researches/researchEmitted';
import { organizationOfRow, type Row, type Store, type WriteContext } from '../rest/store';

/** The internal numbers' series (server/db/numberSequences.ts). */
export const CONTRACT_SERIES = 'contract';

async function wizardSteps(tx: Store, request: Row, sealer: Sealer): Promise<IssuedSteps | null> {
  const id = String(request.id);
  const values = await readFlowRecord(tx, emissionFlow.name, id);
  if (!values) return null;
  const draft = { id, branch_id: Number(request.branch_id), values };
  return maskedSteps(emissionFlow, draft, sealer) as IssuedSteps;
}

/**
 * Writes the contract of `request` (decoded, with its policy number) and returns its id; the
 * caller keeps it in the request's `contract_id`. A request that has one already keeps it.
 * Its version 1 («Emisión», effective on its validity start) is kept with it, as recorded by
 * `actorId` (whoever recorded the emission; null: the insurer's answer).
 */
export async function issueContract(
  tx: Store,
  request: Row,
  sealer: Sealer,
  actorId: number | null = null,
): Promise<string> {
  if (request.contract_id) return String(request.contract_id);
  const organizationId = await organizationOfRow(tx, contractRequest, String(request.id));
  if (organizationId === null || organizationId === undefined)
    throw new Error(`Contract request ${String(request.id)} has no organization`);
  const writer: WriteContext = { actorId: null, organizationId };
  const issued = contractFromRequest({
    request,
    steps: await wizardSteps(tx, request, sealer),
    // A renewal has no quote: it keeps the coverages of the policy it renews (issue 32).
    ...(request.quote_id == null && request.origin_id != null
      ? await renewedCoverages(tx, request.origin_id)
      : await quotedCoverages(tx, request.quote_id)),
    riskStateId: await issuedRiskState(tx, request),
    today: argentineToday(),
    internalNumber: internalNumberOf(await nextNumber(tx, organizationId, CONTRACT_SERIES)),
  });
  const created = await createRecord(tx, contract, issued.contract, writer);
  const contractId = String(created.id);
  const parts = [
    [contractPersonRow, issued.people],
    [contractItemRow, issued.items],
    [contractCoverageRow, issued.coverages],
    [contractQuota, issued.quotas],
  ] as const;
  for (const [entity, rows] of parts)
    await createRecords(
      tx,
      entity,
      rows.map((row) => ({ ...row, contract_id: contractId })),
      writer,
    );
  await recordVersion(tx, {
    entity: contract.name,
    id: contractId,
    effectiveFrom: String(created.validity_from),
    cause: ISSUED_CAUSE,
    actorId,
  });
  // A renewal's research is emitted with it (server/researches/researchEmitted.ts).
  await markRenewalEmitted(tx, String(request.id), contractId);
  return contractId;
}
