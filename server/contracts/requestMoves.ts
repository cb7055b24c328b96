/**
 * The product's own moves of a contract request (the insurer's answers, «Registrar póliza
 * emitida»): written at the version just read, read again when another write came between (a
 * «Reasignar» while the insurer answers), audited as a command; once issued, its opportunity
 * is emitted with it and its contract written (issueContract.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import { contractRequest } from '../../domain/entities/contractRequests';
import { opportunity } from '../../domain/entities/opportunities';
import { opportunityStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { emissionMoves } from '../../domain/contracts/insurerEmission';
import { decodeRow } from '../db/codec';
import { auditCommand } from '../rest/auditTrail';
import {
  inTransaction,
  organizationOfRow,
  type Row,
  type Store,
  type WriteContext,
} from '../rest/store';
import { updateAtVersion } from '../rest/writeRules';
import { auditedMove } from '../rest/auditedMove';
import type { Sealer } from '../../domain/engine/sealedValues';
import { issueContract } from './issueContract';

const PRODUCT: WriteContext = { actorId: null };
const ATTEMPTS = 5;

/** Moves the request; null when it is gone (or every attempt lost its race, which is logged). */
export async function moveRequest(
  store: Store,
  id: string,
  changes: Row,
  label: string,
  log: FastifyBaseLogger,
  sealer: Sealer,
): Promise<Row | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const moved = await inTransaction(store, async (tx) => {
      const row = await tx.db
        .selectFrom(contractRequest.table)
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return { gone: true as const };
      const before = decodeRow(contractRequest, row);
      const after = await updateAtVersion(tx, contractRequest, id, before, changes);
      if (!after) return null;
      // Issued: its contract, written once the move won its race, kept in the same write.
      const written = { ...changes };
      if (changes.emitted_at && !before.contract_id) {
        written.contract_id = await issueContract(tx, after, sealer);
        await tx.db
          .updateTable(contractRequest.table)
          .set({ contract_id: written.contract_id })
          .where('id', '=', id)
          .execute();
        after.contract_id = written.contract_id;
      }
      const organization = await organizationOfRow(tx, contractRequest, id);
      await auditCommand(
        tx,
        PRODUCT,
        contractRequest,
        label,
        [before, after],
        written,
        organization,
      );
      if (changes.emitted_at) await markOpportunityEmitted(tx, before.opportunity_id);
      return { after };
    });
    if (moved) return 'gone' in moved ? null : moved.after;
  }
  log.warn({ request: id, move: label }, 'contract request move lost every race');
  return null;
}

/** An opportunity is emitted when its contract request is (issue 31). */
export async function markOpportunityEmitted(tx: Store, id: unknown, ctx: WriteContext = PRODUCT) {
  // A renewal comes from its policy, with no opportunity of its own (issue 32).
  if (id === null || id === undefined || id === '') return;
  const row = await tx.db
    .selectFrom(opportunity.table)
    .selectAll()
    .where('id', '=', String(id))
    .executeTakeFirst();
  if (!row) return;
  const before = decodeRow(opportunity, row);
  if (Number(before.status) !== optionByCode(opportunityStatus, 'confirmed').id) return;
  const changes = { status: optionByCode(opportunityStatus, 'emitted').id };
  await auditedMove(tx, ctx, opportunity, before, changes, emissionMoves.opportunityEmitted);
}
