/**
 * Operations on one record declared by its entity (entity option `recordActions`): who may run
 * them, the same rule for the page's button and for the server's route.
 */
import { hasAccess, type AccessLists } from './access';
import type { Entity, EntityRecordAction } from './entity';
import { canAccess } from './routeAccess';

export function recordActionOf(entity: Entity, action: string): EntityRecordAction | undefined {
  return entity.recordActions.find((a) => a.action === action);
}

/**
 * An action changes and may remove records of the section (a merge deletes the duplicate): it
 * needs `edit` and `delete` there, plus what it declares.
 */
export function mayRunRecordAction(
  access: AccessLists | null | undefined,
  entity: Entity,
  action: EntityRecordAction,
): boolean {
  return (
    canAccess(access, entity.name, 'edit') &&
    canAccess(access, entity.name, 'delete') &&
    hasAccess(access, action.requires)
  );
}
