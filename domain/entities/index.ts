/**
 * Every declared entity, collected from the areas (domain/areas.ts), referenced ones before the
 * ones that reference them; and each one by name for the code that cites it.
 */
import type { Entity } from '../engine/entity';
import { areas } from '../areas';
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
import { campaign } from './campaign';
import { landing, landingCompany } from './landing';
import { slider } from './slider';
import { news } from './news';
import { widget } from './widget';
import { segmentation } from './segmentation';
import { emailValidation } from './emailValidation';
import { contactEmails } from './contactEmails';
import { globalType, globalTypeValue } from './globalType';
import { settings } from './settings';
import { media } from './media';
import { organization } from './organization';
import { producer, producerCompanyCommission } from './producer';
import { map } from './map';
import { quoteCampaign } from './quoteCampaign';
import { service, serviceInfoDetail } from './service';
import { infocar, vehicle, vehicleOther } from './vehicles';
import { bincode, paymentCompany, paymentType } from './payments';
import { salesTarget } from './salesTarget';
import { account, accountContact, contact, economicGroup } from './clients';
import { interaction, task } from './clientActivity';
import { lead } from './leads';
import { binding } from './bindings';
import { contactList, contactListMember } from './contactLists';
import { opportunity } from './opportunities';
import { quote } from './quotes';
import { discountRequest } from './discountRequests';

/** Every area's entities, in the order of the areas (domain/areas.ts). */
export const entities: readonly Entity[] = areas.flatMap((area) => area.entities);

const byName = new Map(entities.map((e) => [e.name, e]));

export function findEntity(name: string): Entity | undefined {
  return byName.get(name);
}

export function entityByName(name: string): Entity {
  const entity = byName.get(name);
  if (!entity) throw new Error(`Unknown entity ${name}`);
  return entity;
}

/**
 * The embedded children (a client's addresses) with their link to the parent, which goes with
 * the parent and so never keeps it from being deleted.
 */
const embeddedChildren = entities.flatMap((parent) =>
  Object.values(parent.fields).flatMap((f) =>
    f.kind === 'embeddedList' ? [{ entity: f.of, parentLink: f.parentField }] : [],
  ),
);

/**
 * Fields of any entity that point at `target`: a reference, or a list of them (`many`); an
 * embedded child's references count (an address's locality), its link to its parent does not.
 */
export function referencesTo(target: Entity): { entity: Entity; field: string; many: boolean }[] {
  const holders = [...entities.map((entity) => ({ entity, parentLink: '' })), ...embeddedChildren];
  return holders.flatMap(({ entity, parentLink }) =>
    Object.entries(entity.fields)
      .filter(
        ([name, f]) =>
          name !== parentLink &&
          (f.kind === 'reference' || f.kind === 'referenceList') &&
          f.target === target.name,
      )
      .map(([field, f]) => ({ entity, field, many: f.kind === 'referenceList' })),
  );
}

export {
  opportunity,
  quote,
  discountRequest,
  binding,
  contactList,
  contactListMember,
  lead,
  media,
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
  campaign,
  landing,
  landingCompany,
  slider,
  news,
  widget,
  segmentation,
  emailValidation,
  contactEmails,
  globalType,
  globalTypeValue,
  settings,
  salesTarget,
  economicGroup,
  account,
  contact,
  accountContact,
  interaction,
  task,
  organization,
  producer,
  producerCompanyCommission,
  map,
  quoteCampaign,
  service,
  serviceInfoDetail,
  infocar,
  vehicle,
  vehicleOther,
  paymentType,
  paymentCompany,
  bincode,
};
