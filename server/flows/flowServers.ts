/**
 * What each flow adds on the server to the generic drafts (flowService.ts): reading a stored
 * record into the wizard, the checks that need the database, and storing the record once the
 * steps before the last are done. One per flow, given by its area's server part (server/areas.ts).
 */
import type { Flow, FlowDraft } from '../../domain/engine/flows';
import type { FieldErrors } from '../../domain/engine/validate';
import type { StoredRecord } from '../../domain/engine/flowEngine';
import type { Sealer } from '../../domain/engine/sealedValues';
import type { Row, Store, Viewer, WriteContext } from '../rest/store';
import { serverAreas } from '../areas';

export type { StoredRecord } from '../../domain/engine/flowEngine';

/** What the app lends a flow's checks besides the database. */
export interface FlowServices {
  sealer: Sealer;
}

export interface FlowServer {
  flow: Flow;
  /** The record, when the viewer sees it; null otherwise (a 404, as for any record). */
  load: (store: Store, recordId: string, viewer: Viewer) => Promise<StoredRecord | null>;
  /**
   * Checks of a step's validated values that read the database (references, the guide), or
   * open what the server sealed for the browser to carry (an insurer's quote of an endorsement).
   */
  check: (
    store: Store,
    draft: FlowDraft,
    step: string,
    values: Row,
    viewer: Viewer,
    services: FlowServices,
  ) => Promise<FieldErrors>;
  /**
   * Stores the record from the draft's steps (creates it under the draft's id, or updates it
   * at the version the draft was read at): returns its new version.
   */
  commit: (
    store: Store,
    draft: FlowDraft & { record_updated_at: string | null },
    ctx: WriteContext,
  ) => Promise<string>;
}

/** Read on first use: the areas import the flow servers, which import this file's types. */
let servers: ReadonlyMap<string, FlowServer> | null = null;
const byName = () =>
  (servers ??= new Map(
    serverAreas
      .flatMap((area) => area.flowServers ?? [])
      .map((server) => [server.flow.name, server]),
  ));

export const flowServerOf = (name: string) => byName().get(name) ?? null;
export const flowNames = () => [...byName().keys()];
