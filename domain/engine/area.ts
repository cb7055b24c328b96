/**
 * A business area's domain part: what it declares, registered once in `domain/areas.ts`. The
 * engine reads the list of areas instead of naming any; the server's (`server/areas.ts`) and the
 * screens' (`resources/areas.ts`) parts of the same area carry the same `name`.
 */
import type { Entity } from './entity';
import type { Flow } from './flows';

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
}

export const defineArea = (area: DomainArea): DomainArea => area;
