/**
 * The registered areas (domain/areas.ts) for engine code that reads what every area declares
 * but is loaded by an area's own entities (the permission catalogue the roles offer), so it
 * cannot import the list: domain/areas.ts registers it once it is complete.
 */
import type { DomainArea } from './area';

let read: (() => readonly DomainArea[]) | undefined;

export function registerAreaList(list: () => readonly DomainArea[]) {
  read = list;
}

export function registeredAreas(): readonly DomainArea[] {
  if (!read) throw new Error('The areas are read before domain/areas.ts loaded');
  return read();
}
