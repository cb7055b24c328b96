/**
 * What the printed endorsement says (movementPdf.ts), read for a movement and its policy
 * already read as their reader may see them: the policy's facts as its own documents read them
 * (server/contracts/contractDocumentFacts.ts: letterhead, insurer, branch, totals, quotas), the
 * movement, what applying it changed (kept on it then, domain/movements/movementChanges.ts),
 * with the coverages and the references it changed (the risk's province) by name, and, for one
 * not applied yet, what its news flow asked (data, premium expected, notes).
 */
import { argentineToday } from '../../domain/engine/format';
import type { FlowDraft } from '../../domain/engine/flows';
import { contract } from '../../domain/entities/contracts';
import { contractMovement } from '../../domain/entities/contractMovements';
import { readMovementChanges, type MovementChanges } from '../../domain/movements/movementChanges';
import { movementApplied } from '../../domain/movements/movementDocument';
import { newsFlow } from '../../domain/movements/movementFlows';
import { readFlowRecord } from '../flows/draftStore';
import { HttpProblem } from '../http/problems';
import { getRecord } from '../rest/reading';
import type { Row, Store } from '../rest/store';
import { entityByName } from '../../domain/entities';
import {
  coverageNames,
  nameOf,
  policyFacts,
  type PolicyFacts,
} from '../contracts/contractDocumentFacts';
import { movementTexts } from '../../domain/movements/movementTexts';

export interface MovementFacts extends PolicyFacts {
  movement: Row;
  /** Applied to the policy: it prints as «Endoso», else as «Pedido de endoso». */
  applied: boolean;
  /** What applying it changed; null before (or for one applied before it was kept). */
  changes: MovementChanges | null;
  /** The news flow's steps, what was asked (motive, data, totals). */
  request: FlowDraft['values'];
  /** Names of what the changes cite by id: coverages, and each changed reference's values. */
  names: { coverages: Map<number, string>; fields: Map<string, string> };
}

const fieldKey = (field: string, id: unknown) => `${field}:${String(id)}`;

/** The names the printed changes need: the coverages before and after, the references moved. */
async function namesOf(store: Store, changes: MovementChanges | null) {
  const coverages = await coverageNames(store, [
    ...(changes?.coverages.before ?? []),
    ...(changes?.coverages.after ?? []),
  ]);
  const fields = new Map<string, string>();
  for (const { field, from, to } of changes?.fields ?? []) {
    const declared = contract.fields[field];
    if (declared?.kind !== 'reference') continue;
    const target = entityByName(declared.target);
    // Catalogues (a province) by their number; nothing an endorsement moves cites a uuid.
    if (target.idKind === 'uuid') continue;
    for (const id of [from, to]) fields.set(fieldKey(field, id), await nameOf(store, target, id));
  }
  return { coverages, fields };
}

/** A changed field's value by name when it cites a record, else as declared. */
export const changedName = (facts: MovementFacts, field: string, id: unknown) =>
  facts.names.fields.get(fieldKey(field, id)) ?? null;

/** The facts of `movement` of `policy`, both already within their reader's sight. */
export async function movementFacts(
  store: Store,
  movement: Row,
  policy: Row,
  issuedOn = argentineToday(),
): Promise<MovementFacts> {
  const [facts, request] = await Promise.all([
    policyFacts(store, policy, issuedOn),
    readFlowRecord(store, newsFlow.name, String(movement.id)),
  ]);
  const changes = readMovementChanges(movement.applied_changes);
  return {
    ...facts,
    movement,
    applied: movementApplied(movement),
    changes,
    request: request ?? {},
    names: await namesOf(store, changes),
  };
}

/**
 * The movement `movementId` and its policy as the product reads them (the e-mail to the client
 * after «Aplicar respuesta», movementMail.ts): gone meanwhile, a 404.
 */
export async function productMovementFacts(store: Store, movementId: string) {
  const movement = await getRecord(store, contractMovement, movementId);
  const policy = movement && (await getRecord(store, contract, String(movement.contract_id)));
  if (!movement || !policy) throw new HttpProblem(404, movementTexts.policyGone);
  return movementFacts(store, movement, policy);
}
