/**
 * A business area's domain part: what it declares, registered once in `domain/areas.ts`. The
 * engine reads the list of areas instead of naming any; the server's (`server/areas.ts`) and the
 * screens' (`resources/areas.ts`) parts of the same area carry the same `name`.
 */
import type { Entity } from './entity';
import type { Flow } from './flows';
import type { PermissionNames } from './permissionWords';
import type { RouteRule } from './routeRules';
import { checkScheduledRules, type ScheduledRule } from './scheduledRules';

export interface DomainArea {
  /** The area's name, the same in its server and screens parts. */
  name: string;
  /**
   * Its entities, referenced ones before the ones that reference them (an area comes after
   * the areas whose entities it references).
   */
  entities: readonly Entity[];
  /** Its wizards (domain/engine/flows.ts); each has a `FlowServer` in the area's server part. */
  flows?: readonly Flow[];
  /**
   * Who opens its routes (spec 2.3 and 6): a rule per entity route or screen, the same for the
   * screens and the API. Rules of the same path join across areas (`admin` sections), and
   * domain/routes.ts puts them into the one table.
   */
  routes?: readonly RouteRule[];
  /**
   * Routes of its own that are no entity's and whose screens it has (spec 2.3's `movements`,
   * an endorsement's wizards on its policy): not an area to come.
   */
  pages?: readonly string[];
  /**
   * Permissions of its own that open no route, only what a screen offers (spec 1's labors,
   * domain/labors.ts): the permission catalogue offers them with the routes' ones.
   */
  labors?: readonly string[];
  /** The Spanish names of the permission words its routes bring (domain/permissions.ts). */
  permissionNames?: PermissionNames;
  /**
   * Records it creates on a schedule (domain/engine/scheduledRules.ts): each a job of the
   * scheduler, its function given by the area's server part.
   */
  scheduledRules?: readonly ScheduledRule[];
}

export function defineArea(area: DomainArea): DomainArea {
  checkScheduledRules(
    area.scheduledRules ?? [],
    area.entities.map((entity) => entity.name),
  );
  return area;
}
