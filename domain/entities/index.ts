/** Every declared entity, referenced ones before the ones that reference them. */
import type { Entity } from '../entity';
import { branch } from './branch';
import { company } from './company';
import { currency, currencyQuotation } from './currency';
import { holiday } from './holiday';
import { country, locality, state, zipcode } from './locations';
import { outbox } from './outbox';
import { audit } from './audit';
import { team } from './team';
import { notification, notificationDraft } from './notification';
import { assignment, role, user } from './auth';

export const entities: readonly Entity[] = [
  company,
  branch,
  currency,
  currencyQuotation,
  holiday,
  country,
  state,
  locality,
  zipcode,
  team,
  role,
  assignment,
  user,
  notification,
  outbox,
  audit,
];

const byName = new Map(entities.map((e) => [e.name, e]));

export function findEntity(name: string): Entity | undefined {
  return byName.get(name);
}

export function entityByName(name: string): Entity {
  const entity = byName.get(name);
  if (!entity) throw new Error(`Unknown entity ${name}`);
  return entity;
}

/** Fields of any entity that point at `target`: a reference, or a list of them (`many`). */
export function referencesTo(target: Entity): { entity: Entity; field: string; many: boolean }[] {
  return entities.flatMap((entity) =>
    Object.entries(entity.fields)
      .filter(
        ([, f]) =>
          (f.kind === 'reference' || f.kind === 'referenceList') && f.target === target.name,
      )
      .map(([field, f]) => ({ entity, field, many: f.kind === 'referenceList' })),
  );
}

export {
  branch,
  company,
  currency,
  currencyQuotation,
  holiday,
  country,
  state,
  locality,
  zipcode,
  team,
  role,
  assignment,
  user,
  notification,
  notificationDraft,
  outbox,
  audit,
};
