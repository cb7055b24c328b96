/**
 * The generic wizard on the server: domain/engine/flowEngine.ts (the same code fixtures mode
 * runs) over the draft tables (draftStore.ts) and the flow's server (flowServers.ts: reading a
 * stored record, the checks that need the database, storing the record). A user may keep
 * MAX_DRAFTS_PER_USER drafts (429 past it); storing the record claims the draft at the version
 * read, in the record's transaction.
 */
import { entityByName } from '../../domain/entities';
import { flowEngine, type FlowPort } from '../../domain/engine/flowEngine';
import { mayUseFlow, type FlowDraftView } from '../../domain/engine/flows';
import { errorMessages } from '../../domain/engine/messages';
import { MAX_DRAFTS_PER_USER, userLimitMessages } from '../../domain/userLimits';
import type { SessionUser } from '../auth/users';
import { HttpProblem, unprocessable } from '../http/problems';
import type { HookTable } from '../rest/hooks';
import type { Sealer } from '../../domain/engine/sealedValues';
import { organizationOf, viewerOf, writerOf } from '../rest/routes';
import { inTransaction, type Row, type Store } from '../rest/store';
import {
  claimDraft,
  countDrafts,
  deleteDraft,
  draftIdTaken,
  readDraft,
  writeDraft,
} from './draftStore';
import type { FlowServer } from './flowServers';

export type DraftView = FlowDraftView;

/** The wizard's refusals as the server's problems (fixtures mode answers with them too). */
export const flowRefusals = {
  problem: (status: number, message: string) => new HttpProblem(status, message),
  unprocessable,
};

/** What the wizards run on: the database, the sealed fields' cipher, the areas' write hooks. */
export interface FlowContext {
  store: Store;
  sealer: Sealer;
  /** Run by the record's store as by any other write. */
  hooks?: HookTable;
}

/** The wizard of `server`'s flow for `user`, over the database. */
function engineOf({ store, sealer, hooks }: FlowContext, server: FlowServer, user: SessionUser) {
  const viewer = viewerOf(user);
  const port: FlowPort = {
    sealer,
    readDraft: (key) => readDraft(store, key),
    async writeDraft(key, next, readVersion) {
      if (readVersion === 0 && (await countDrafts(store, user.id)) >= MAX_DRAFTS_PER_USER)
        throw new HttpProblem(429, userLimitMessages.tooManyDrafts);
      return writeDraft(store, key, next, readVersion);
    },
    deleteDraft: async (key) => {
      await deleteDraft(store, key);
    },
    draftIdTaken: (id) => draftIdTaken(store, server.flow.name, id),
    load: (id) => server.load(store, id, viewer),
    check: (draft, step, values) => server.check(store, draft, step, values, viewer, { sealer }),
    // One transaction: the draft claimed at the version read, the record stored.
    commit: (key, draft, readVersion) =>
      inTransaction(store, async (tx) => {
        if (!(await claimDraft(tx, key, readVersion))) return false;
        await server.commit(tx, draft, writerOf(user, hooks));
        return true;
      }),
  };
  // Read only when a draft is made: a user of no organization may still be refused first.
  const flowUser = {
    id: user.id,
    access: user.access,
    get organizationId() {
      return organizationOf(user);
    },
  };
  return flowEngine(server.flow, flowUser, port, flowRefusals);
}

/** New needs creating the flow's records; any other visit editing them (403 otherwise). */
export function requireFlowAccess(server: FlowServer, user: SessionUser, action: 'new' | 'edit') {
  if (!mayUseFlow(user.access, server.flow, action))
    throw new HttpProblem(403, errorMessages.forbidden);
}

export const openDraft = (ctx: FlowContext, server: FlowServer, id: string, user: SessionUser) =>
  engineOf(ctx, server, user).open(id);

export const startDraft = (
  ctx: FlowContext,
  server: FlowServer,
  user: SessionUser,
  body: { branch_id: number; step?: string; values?: Row },
) => engineOf(ctx, server, user).start(body);

export const saveDraft = (
  ctx: FlowContext,
  server: FlowServer,
  id: string,
  user: SessionUser,
  body: { step: string; values: Row; version: number; base?: string | null },
) => engineOf(ctx, server, user).save(id, body);

export const completeStep = (
  ctx: FlowContext,
  server: FlowServer,
  id: string,
  user: SessionUser,
  step: string,
  body: { values: Row; version: number; base?: string | null },
) => engineOf(ctx, server, user).complete(id, step, body);

export const discardDraft = (ctx: FlowContext, server: FlowServer, id: string, user: SessionUser) =>
  engineOf(ctx, server, user).discard(id);

/** The entity a flow writes, for the routes' documentation. */
export const flowEntity = (server: FlowServer) => entityByName(server.flow.entity);
