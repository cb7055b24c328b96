/**
 * What keeps operations' review honest (domain/contracts/emissionRequirements.ts): an
 * inspection's photos change only while it waits for them (not in review, approved or rejected)
 * and while its request is pending; an ART letter is only for an ART request, and changes only
 * while pending. «Anular solicitud» closes what operations had open for it (closeRequirements).
 */
import { optionByCode } from '../../domain/engine/defineEnum';
import {
  needsLetter,
  inspectionState,
  letterState,
} from '../../domain/contracts/emissionRequirements';
import { contractRequest } from '../../domain/entities/contractRequests';
import { inspection, inspectionPhoto, TAKING_PHOTOS } from '../../domain/entities/inspections';
import { noObjectionLetter } from '../../domain/entities/noObjectionLetters';
import { inspectionReviewReasons, letterRejectReasons } from '../../domain/enums/contracts';
import { contractRequestStatus } from '../../domain/enums/statuses';
import { decodeRow } from '../db/codec';
import { HttpProblem, unprocessable } from '../http/problems';
import { auditedMove } from '../rest/auditedMove';
import type { HookTable, WriteEvent } from '../rest/hooks';
import type { Row, Store, WriteContext } from '../rest/store';

export const requirementRefusals = {
  photosClosed:
    'La inspección ya no espera fotos (está en revisión, aprobada o rechazada, o su solicitud ya no está pendiente): sus fotos no se cambian.',
  letterClosed:
    'La carta ya fue revisada por operaciones: no se cambia. Cargá una nueva si hace falta.',
  letterNotArt: 'Solo las solicitudes de ART llevan carta de no objeción.',
  withdrawn: 'Solicitud anulada',
} as const;

const PENDING = optionByCode(contractRequestStatus, 'pending').id;

async function requestOf(store: Store, id: unknown) {
  return store.db
    .selectFrom(contractRequest.table)
    .select(['status', 'branch_id'])
    .where('id', '=', String(id))
    .executeTakeFirst();
}

async function photosOpen({ store, before, after }: WriteEvent) {
  const inspectionId = (after ?? before)?.inspection_id;
  const found = await store.db
    .selectFrom(inspection.table)
    .select(['status', 'contract_request_id'])
    .where('id', '=', Number(inspectionId))
    .executeTakeFirst();
  // One it does not see is the reference check's to refuse.
  if (!found) return;
  const request = await requestOf(store, found.contract_request_id);
  if (!TAKING_PHOTOS.includes(Number(found.status)) || Number(request?.status) !== PENDING)
    throw new HttpProblem(409, requirementRefusals.photosClosed);
}

async function letterOpen({ store, action, before, after }: WriteEvent) {
  if (action === 'create') {
    const request = await requestOf(store, after?.contract_request_id);
    if (request && !needsLetter(Number(request.branch_id)))
      throw unprocessable({ contract_request_id: [requirementRefusals.letterNotArt] });
    return;
  }
  if (Number(before?.status) !== letterState('pending'))
    throw new HttpProblem(409, requirementRefusals.letterClosed);
}

export const requirementHooks: HookTable = {
  [inspectionPhoto.name]: [{ before: photosOpen }],
  [noObjectionLetter.name]: [{ before: letterOpen }],
};

/**
 * A request annulled before it reached the insurer leaves nothing for operations to review: its
 * open inspection and pending letters are rejected «Solicitud anulada», audited as the
 * reviewers' own commands.
 */
export async function closeRequirements(tx: Store, requestId: string, ctx: WriteContext) {
  const closed = [
    inspectionState('approved'),
    inspectionState('rejected'),
    inspectionState('no_required'),
  ];
  const inspections = await tx.db
    .selectFrom(inspection.table)
    .selectAll()
    .where('contract_request_id', '=', requestId)
    .execute();
  for (const row of inspections) {
    const before = decodeRow(inspection, row);
    if (closed.includes(Number(before.status))) continue;
    const changes: Row = {
      status: inspectionState('rejected'),
      review_reason: optionByCode(inspectionReviewReasons, 'other').id,
      review_note: requirementRefusals.withdrawn,
    };
    await auditedMove(tx, ctx, inspection, before, changes, 'Rechazar inspección');
  }
  const letters = await tx.db
    .selectFrom(noObjectionLetter.table)
    .selectAll()
    .where('contract_request_id', '=', requestId)
    .where('status', '=', letterState('pending'))
    .execute();
  for (const row of letters) {
    const before = decodeRow(noObjectionLetter, row);
    const changes: Row = {
      status: letterState('rejected'),
      reject_reason: optionByCode(letterRejectReasons, 'other').id,
      reject_note: requirementRefusals.withdrawn,
    };
    await auditedMove(tx, ctx, noObjectionLetter, before, changes, 'Rechazar carta');
  }
}
