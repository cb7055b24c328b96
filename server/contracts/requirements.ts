/**
 * The server's part of what operations reviews before a request is emitted
 * (domain/contracts/emissionRequirements.ts): the inspection opened with the request, the check
 * of its photos' views when it is sent to review, and the reading of the request's inspection
 * and letters that «Emitir» answers to.
 */
import { inspection, inspectionPhoto, CHECK_VIEWS } from '../../domain/entities/inspections';
import { noObjectionLetter } from '../../domain/entities/noObjectionLetters';
import {
  emissionBlock,
  inspectionAtStart,
  missingViews,
  requirementMessages,
} from '../../domain/contracts/emissionRequirements';
import { unprocessable } from '../http/problems';
import { readFlowRecord } from '../flows/draftStore';
import { createRecord } from '../rest/repository';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import type { Row, Store, WriteContext } from '../rest/store';

/**
 * Opens the inspection of a request just opened, when its branch has one: written by the product
 * (the confirming executive may be a supervisor), in the organization of the request.
 */
export async function openInspection(tx: Store, request: Row, organizationId: number) {
  const opportunitySteps = await readFlowRecord(tx, 'opportunity', String(request.opportunity_id));
  const status = inspectionAtStart(Number(request.branch_id), opportunitySteps);
  if (status === null) return;
  const writer: WriteContext = { actorId: null, organizationId };
  await createRecord(
    tx,
    inspection,
    {
      contract_request_id: request.id,
      subject: request.title ?? null,
      holder_name: request.holder_name ?? null,
      plate: request.plate ?? null,
      branch_id: request.branch_id,
      status,
    },
    writer,
  );
}

/** Why the request may not be emitted yet, read from its inspection and letters, or null. */
export async function requirementsBlock(tx: Store, request: Row): Promise<string | null> {
  const id = String(request.id);
  const found = await tx.db
    .selectFrom(inspection.table)
    .select('status')
    .where('contract_request_id', '=', id)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const letters = await tx.db
    .selectFrom(noObjectionLetter.table)
    .select('status')
    .where('contract_request_id', '=', id)
    .execute();
  return emissionBlock(Number(request.branch_id), found ?? null, letters);
}

/** «Enviar a revisión» only with every view the branch asks for among its photos. */
async function checkViews(tx: Store, record: Row): Promise<Row> {
  const photos = await tx.db
    .selectFrom(inspectionPhoto.table)
    .select('kind')
    .where('inspection_id', '=', String(record.id))
    .execute();
  const missing = missingViews(
    Number(record.branch_id),
    photos.map((p) => p.kind),
  );
  if (missing.length) throw unprocessable({ status: [requirementMessages.missingViews(missing)] });
  return { review_reason: null, review_note: null };
}

export const requirementHandlers: CommandHandlers = {
  [handlerKey(inspection, CHECK_VIEWS)]: checkViews,
};
