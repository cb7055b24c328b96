/**
 * Every declared entity, referenced ones before the ones that reference them, and looked up by
 * name (domain/engine/registry.ts); code citing one entity imports its module. Importing this
 * loads the areas (domain/areas.ts), which register the list the registry reads.
 */
import '../areas';
import { declaredEntities } from '../engine/registry';

export const entities = declaredEntities();

export {
  entityByName,
  findEntity,
  linkingListRoute,
  referencesTo,
  type Reference,
} from '../engine/registry';
