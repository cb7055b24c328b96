/**
 * The shapes of an entity declaration's options (domain/engine/entity.ts re-exports them): record
 * actions, records created from others, record scope, child tabs and panels, ranges.
 */
import type { Requirement } from './access';

/**
 * An operation on one record besides editing and status commands: a button on the record's
 * page opening the dialog `dialog` (resources/generic/recordActions.tsx), at
 * `POST /api/v1/{name}/{id}/{action}`. Whoever may edit and delete the section's records and
 * passes `requires` runs it (domain/engine/recordActions.ts `mayRunRecordAction`, screen and server).
 */
export interface EntityRecordAction {
  action: string;
  label: string;
  requires: Requirement;
  dialog: string;
}

/**
 * A record created from another (a lead from a client, a contact or a campaign): the form
 * opens at `/{name}/create/{from}/{id}` with what `fill` takes from the source record (read
 * only when `read` says so; otherwise `fill` gets its id alone).
 */
export interface CreateFrom {
  /** The route segment: 'account', 'contact', 'campaign'. */
  from: string;
  /** The source's entity (its route). */
  entity: string;
  read: boolean;
  fill: (
    id: string | number,
    source?: Readonly<Record<string, unknown>>,
  ) => Record<string, unknown>;
}

/**
 * Rows a user sees when they lack every `seeAll` permission (and are not an administrator):
 * those whose user reference `field` points at them; or, with `byLabor`, those whose field of
 * any labor points at them (a contract request is its executive's and its subscriber's, and
 * whoever sees every row of one labor sees them all), and with its `through` also those citing
 * a record the user sees (an issued request, through its policy); or, with `through`, those whose reference
 * `through` points at a record of an assigned entity the user sees (an account's contacts),
 * also one hop further when that entity is itself assigned through a reference (a quota, through
 * its contract, through the client).
 * Several references: the first one holding a record decides (an interaction with a client
 * is the client's, one with a lead only the lead's; domain/engine/recordScope.ts). Lists, counts, search,
 * exports, tabs and reads by id all agree, since the condition is part of the rows' scope
 * (server/rest/store.ts).
 */
export type AssignedTo<Name extends string = string> =
  | OwnAssignmentRule<Name>
  | {
      byLabor: readonly [OwnAssignmentRule<Name>, ...OwnAssignmentRule<Name>[]];
      /**
       * Also shown to whoever sees the record this reference cites, once it cites one: a
       * contract request that became a policy, to whoever sees the policy (its «Solicitudes»
       * tab), whoever took it.
       */
      through?: Name;
    }
  | {
      through: Name | readonly Name[];
      /**
       * Permissions that see every row besides those that see every record `through` cites: a
       * contract follows its client, and the subscribers, who issue every client's policies,
       * see them all.
       */
      seeAll?: readonly string[];
    };

/** A user field of the record that assigns it (its executive), and who sees past it. */
export interface OwnAssignmentRule<Name extends string = string> {
  field: Name;
  /** Permissions that see every row of the organization, e.g. 'accounts: full_access'. */
  seeAll: readonly string[];
  /**
   * Permissions that also see the rows assigned to nobody (a pool of incoming requests
   * someone takes), e.g. 'opportunities: section_request'.
   */
  seeUnassigned?: readonly string[];
  /**
   * Who creates the record without working such records (the operator loading leads: no
   * permission of `unless`) names who works it: otherwise it would be nobody's to open.
   */
  namedOnCreate?: { unless: readonly string[]; message: string };
}

/**
 * Child records listed on a tab of the parent's page: those of `entity` whose reference `field`
 * points at the parent, with a create button that fills `field` in (domain/engine/detailTabs.ts).
 */
export interface EntityChild {
  /** The child entity's name (its route), e.g. 'admin/global_type/value'. */
  entity: string;
  /** The child's reference field pointing at the parent. */
  field: string;
  /** Heading of the tab; the child's plural label when omitted. */
  label?: string;
  /** The tab's path (`/{parent}/{id}/{tab}`); the last segment of the child's route by default. */
  tab?: string;
}

/**
 * A tab of the record's page that is not a list of related records: `panel` names the screen
 * that draws it (resources/generic/recordPanels.tsx), which reads the record from the page.
 */
export interface EntityPanel {
  /** The tab's path (`/{name}/{id}/{tab}`). */
  tab: string;
  label: string;
  /** Key of the panel component, e.g. 'timeline' (domain/timeline.ts). */
  panel: string;
}

/**
 * What a record's page shows above its tabs, whichever is open (a client's summary: its
 * policies in force and what it does next): `panel` names the screen, looked up as a panel
 * tab's (resources/generic/recordPanels.tsx); `label` names the region for screen readers.
 */
export interface EntityHeader {
  panel: string;
  label: string;
}

export interface EntityRange<Name extends string = string> {
  from: Name;
  to: Name;
  /** Shown on `to`, e.g. 'La fecha hasta no puede ser anterior a la fecha desde.' */
  message: string;
}

/**
 * Effective-dated history (domain/engine/history.ts): each change of the record is kept as a
 * version with the date it takes effect, so the record reads "as of" any date. A version holds
 * the record's fields and the rows of its `parts`, the entities (by name) that cite the record
 * through a reference field (a policy's people, items, coverages and quotas); secret, sealed and
 * sensitive fields are never kept. The page gets a «Ver … al…» button and the versions tab.
 */
export interface EntityHistory {
  parts: readonly string[];
  /**
   * Version 1 of a record that had none (a migration's backfill, demo data): the date field it
   * takes effect on and its cause («Emisión» on the policy's validity start).
   */
  first: { field: string; cause: string };
  /** The versions tab's path and heading: `historical`, «Histórico» by default. */
  tab?: string;
  label?: string;
  /**
   * What the day itself changes of a version's fields, read as of that day (a policy's
   * validity ending: contractMachine.ts `policyOn`); the stored versions stay as they were.
   */
  asOf?: (record: Readonly<Record<string, unknown>>, day: string) => Record<string, unknown>;
}
