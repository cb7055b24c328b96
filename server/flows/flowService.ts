/**
 * The generic wizard on the server (domain/engine/flows.ts): a user's draft of a record, saved as
 * they type (autosave) and step by step (each step validated with the same declaration the
 * form uses, then the flow's database checks), and the record stored once the steps before
 * the last are done. A draft exists only while it differs from the stored record: storing the
 * record deletes it, and opening a stored record without one starts from the record.
 */
import { randomUUID } from 'node:crypto';
import { entityByName } from '../../domain/entities';
import {
  autosaved,
  checkedStep,
  completed,
  newDraft,
  baseMatches,
  draftView,
  seededDraft,
  type DraftProblem,
} from '../../domain/engine/flowDrafts';
import { branches, optionById } from '../../domain/enums';
import { flowMessages, mayUseFlow, type FlowDraftView } from '../../domain/engine/flows';
import { errorMessages } from '../../domain/engine/messages';
import { MAX_DRAFTS_PER_USER, userLimitMessages } from '../../domain/userLimits';
import { hasErrors } from '../../domain/engine/validate';
import type { SessionUser } from '../auth/users';
import { HttpProblem, unprocessable } from '../http/problems';
import { organizationOf, viewerOf, writerOf } from '../rest/routes';
import { inTransaction, type Row, type Store } from '../rest/store';
import {
  claimDraft,
  countDrafts,
  deleteDraft,
  draftIdTaken,
  readDraft,
  writeDraft,
  type StoredDraft,
} from './draftStore';
import type { FlowServer, StoredRecord } from './flowServers';
import type { HookTable } from '../rest/hooks';

export type DraftView = FlowDraftView;

const view = draftView;

const keyOf = (server: FlowServer, id: string, user: SessionUser) => ({
  userId: user.id,
  flow: server.flow.name,
  recordId: id,
});

/** A save over another version of the draft (409), or of the record it was read from. */
function refuseStale(draft: StoredDraft, body: { version: number; base?: string | null }) {
  if (draft.version !== body.version) throw new HttpProblem(409, flowMessages.staleDraft);
  if (!baseMatches(draft, body.base)) throw new HttpProblem(409, errorMessages.stale);
}

/** New needs creating the flow's records; any other visit editing them (403 otherwise). */
export function requireFlowAccess(server: FlowServer, user: SessionUser, action: 'new' | 'edit') {
  if (!mayUseFlow(user.access, server.flow, action))
    throw new HttpProblem(403, errorMessages.forbidden);
}

/** The stored record as an `edit` draft not saved yet (version 0; domain `seededDraft`). */
function seeded(server: FlowServer, id: string, stored: StoredRecord, user: SessionUser) {
  return {
    ...seededDraft(server.flow, { id, ...stored }),
    organization_id: organizationOf(user),
    record_updated_at: stored.updatedAt,
  } satisfies StoredDraft;
}

/** The user's draft of the record, or one started from the stored record; 404 for neither. */
async function current(store: Store, server: FlowServer, id: string, user: SessionUser) {
  const draft = await readDraft(store, keyOf(server, id, user));
  if (draft?.action === 'new') {
    requireFlowAccess(server, user, 'new');
    return { draft, stale: false };
  }
  requireFlowAccess(server, user, 'edit');
  const stored = await server.load(store, id, viewerOf(user));
  if (!stored) throw new HttpProblem(404, errorMessages.notFound);
  if (draft) return { draft, stale: draft.record_updated_at !== stored.updatedAt };
  return { draft: seeded(server, id, stored, user), stale: false };
}

export async function openDraft(store: Store, server: FlowServer, id: string, user: SessionUser) {
  const { draft, stale } = await current(store, server, id, user);
  return view(draft, stale);
}

/** Starts a new record's draft under a fresh id, with what the first screen already holds. */
export async function startDraft(
  store: Store,
  server: FlowServer,
  user: SessionUser,
  body: { branch_id: number; step?: string; values?: Row },
) {
  requireFlowAccess(server, user, 'new');
  // After the access check: who may not create hears 403 whatever branch they name.
  if (!optionById(branches, body.branch_id))
    throw unprocessable({ branch_id: [flowMessages.branchUnknown] });
  let id = randomUUID();
  while (await draftIdTaken(store, server.flow.name, id)) id = randomUUID();
  const draft: StoredDraft = {
    ...newDraft(server.flow, id, body.branch_id),
    organization_id: organizationOf(user),
    record_updated_at: null,
  };
  return save(store, server, user, draft, body.step ?? draft.step, body.values ?? {});
}

/** The domain's refusal as the answer's problem. */
const answerOf = (problem: DraftProblem) =>
  problem.errors ? unprocessable(problem.errors) : new HttpProblem(problem.status, problem.message);

/**
 * Stores a draft over the version it was read at: 409 when another save came first, 429 when it
 * would be one draft too many for the user (version 0: not stored yet).
 */
async function keepDraft(
  store: Store,
  server: FlowServer,
  user: SessionUser,
  next: StoredDraft,
  readVersion: number,
) {
  if (readVersion === 0 && (await countDrafts(store, user.id)) >= MAX_DRAFTS_PER_USER)
    throw new HttpProblem(429, userLimitMessages.tooManyDrafts);
  if (!(await writeDraft(store, keyOf(server, next.id, user), next, readVersion)))
    throw new HttpProblem(409, flowMessages.staleDraft);
}

/** Stores the autosaved draft over the version it was read at (409 when another came first). */
async function save(
  store: Store,
  server: FlowServer,
  user: SessionUser,
  draft: StoredDraft,
  step: string,
  values: Row,
) {
  const result = autosaved(server.flow, draft, step, values);
  if ('problem' in result) throw answerOf(result.problem);
  const next = { ...draft, ...result.draft };
  await keepDraft(store, server, user, next, draft.version);
  return view(next);
}

/** Autosave: the step's values as typed, at the version the browser read (409 otherwise). */
export async function saveDraft(
  store: Store,
  server: FlowServer,
  id: string,
  user: SessionUser,
  body: { step: string; values: Row; version: number; base?: string | null },
) {
  const { draft } = await current(store, server, id, user);
  refuseStale(draft, body);
  return save(store, server, user, draft, body.step, body.values);
}

/**
 * Moving on from a step: its values validated (422 per field), the steps before it done (422
 * otherwise), then the next step; once every form step is done the record is stored and the
 * draft deleted, and the answer is the stored record's.
 */
export async function completeStep(
  store: Store,
  server: FlowServer,
  id: string,
  user: SessionUser,
  step: string,
  body: { values: Row; version: number; base?: string | null },
  /** The areas' write hooks, run by the record's store as by any other write. */
  hooks?: HookTable,
) {
  const { draft } = await current(store, server, id, user);
  refuseStale(draft, body);
  const checked = checkedStep(server.flow, draft, step, body.values);
  if ('problem' in checked) throw answerOf(checked.problem);
  const found = await server.check(store, draft, step, checked.values, viewerOf(user));
  if (hasErrors(found)) throw unprocessable(found);
  const result = completed(server.flow, draft, step, checked.values);
  const next: StoredDraft = { ...draft, ...result.draft };
  if (result.store) {
    // One transaction: the draft claimed at the version read (two tabs moving on at once store
    // the record once, the other hears 409), the record stored, the draft gone.
    await inTransaction(store, async (tx) => {
      if (!(await claimDraft(tx, keyOf(server, id, user), draft.version)))
        throw new HttpProblem(409, flowMessages.staleDraft);
      await server.commit(tx, next, writerOf(user, hooks));
    });
    // The stored record's, on the step after this one (not its link's). Not through `current`:
    // storing it needed create access only, reading it back must not ask for edit access.
    const stored = await server.load(store, id, viewerOf(user));
    if (!stored) throw new HttpProblem(404, errorMessages.notFound);
    return { ...view(seeded(server, id, stored, user)), step: next.step };
  }
  await keepDraft(store, server, user, next, draft.version);
  return view(next);
}

/** Drops the user's draft: a new record's is gone, an edit starts again from the record. */
export async function discardDraft(
  store: Store,
  server: FlowServer,
  id: string,
  user: SessionUser,
) {
  await current(store, server, id, user);
  await deleteDraft(store, keyOf(server, id, user));
}

/** The entity a flow writes, for the routes' documentation. */
export const flowEntity = (server: FlowServer) => entityByName(server.flow.entity);
