/**
 * Contact lists (spec 2.3, the account's `list_contacts` tab): the distribution lists a
 * brokerage sends campaigns to (newsletter, renewal notices, hail alerts, promotions) and which
 * clients are on each. Ley 25.326 asks for the client's consent and lets them withdraw it, so a
 * membership keeps when and how consent was given and, once they unsubscribe, the day they did;
 * it is never deleted to record a withdrawal. Memberships are scoped as their client is.
 */
import { defineEntity } from '../engine/entity';
import {
  consentSources,
  contactListChannels,
  contactListMemberStatuses,
  contactListPurposes,
} from '../enums/clients';
import { optionByCode } from '../engine/defineEnum';
import { boolean, date, enumeration, longText, reference, text } from '../engine/fields';
import { argentineToday } from '../engine/format';
import { isBlank } from '../engine/display';
import type { RecordValues } from '../engine/rules';

export const contactListMessages = {
  nameTaken: 'Ya existe una lista de contacto con ese nombre en tu organización.',
  alreadyMember: 'Ese cliente ya está en esa lista.',
  consentMissing: 'Indicá la fecha en que el cliente dio su consentimiento.',
  consentFuture: 'La fecha de consentimiento no puede ser posterior a hoy.',
  unsubscribedMissing: 'Indicá la fecha en que el cliente se dio de baja.',
  unsubscribedWhileSubscribed:
    'Un cliente suscripto no tiene fecha de baja: dejala vacía o marcalo como dado de baja.',
  unsubscribedFuture: 'La fecha de baja no puede ser posterior a hoy.',
  unsubscribedBeforeConsent: 'La baja no puede ser anterior al consentimiento.',
} as const;

const SUBSCRIBED = optionByCode(contactListMemberStatuses, 'subscribed').id;
const UNSUBSCRIBED = optionByCode(contactListMemberStatuses, 'unsubscribed').id;

const isSubscribed = (v: RecordValues) => v.status === SUBSCRIBED;
const isUnsubscribed = (v: RecordValues) => v.status === UNSUBSCRIBED;
const isFuture = (value: unknown) => !isBlank(value) && String(value) > argentineToday();

export const contactList = defineEntity({
  name: 'contact_list',
  table: 'contact_lists',
  label: { one: 'Lista de contacto', many: 'Listas de contacto' },
  scope: 'organization',
  menuGroup: 'clients',
  fields: {
    name: text({
      label: 'Nombre',
      required: true,
      max: 150,
      unique: true,
      uniqueMessage: contactListMessages.nameTaken,
    }),
    purpose: enumeration({
      label: 'Propósito',
      enumeration: contactListPurposes,
      required: true,
      default: optionByCode(contactListPurposes, 'newsletter').id,
      filter: true,
    }),
    channel: enumeration({
      label: 'Canal',
      enumeration: contactListChannels,
      required: true,
      default: optionByCode(contactListChannels, 'email').id,
      filter: true,
      helperText: 'Para promociones por teléfono, respetá el Registro «No Llame» (Ley 26.951)',
    }),
    description: longText({ label: 'Descripción', max: 2000, hiddenInList: true }),
    active: boolean({ label: 'Activa', default: true, filter: true }),
  },
  list: ['name', 'purpose', 'channel', 'active'],
  search: ['name'],
  sort: { field: 'name', order: 'ASC' },
  recordLabel: 'name',
  offeredWhile: 'active',
});

export const contactListMember = defineEntity({
  name: 'contact_list_member',
  table: 'contact_list_members',
  label: { one: 'Integrante de lista', many: 'Integrantes de listas' },
  scope: 'organization',
  menuGroup: 'clients',
  fields: {
    list_id: reference({
      label: 'Lista',
      target: 'contact_list',
      required: true,
      filter: true,
      detailTab: { tab: 'members', label: 'Integrantes' },
    }),
    account_id: reference({
      label: 'Cliente',
      target: 'account',
      required: true,
      filter: true,
      unique: { within: ['list_id'] },
      uniqueMessage: contactListMessages.alreadyMember,
      detailTab: { tab: 'list_contacts', label: 'Listas de contacto' },
      // A client removed from the product takes their memberships along.
      deletedWith: true,
    }),
    status: enumeration({
      label: 'Estado',
      enumeration: contactListMemberStatuses,
      required: true,
      default: SUBSCRIBED,
      filter: true,
    }),
    consent_on: date({
      label: 'Fecha de consentimiento',
      filter: true,
      helperText: 'Obligatoria mientras el cliente esté suscripto (Ley 25.326)',
    }),
    consent_source: enumeration({
      label: 'Origen del consentimiento',
      enumeration: consentSources,
      filter: true,
    }),
    unsubscribed_on: date({
      label: 'Fecha de baja',
      shownWhen: isUnsubscribed,
    }),
    notes: text({ label: 'Observaciones', max: 500, hiddenInList: true }),
  },
  list: ['list_id', 'account_id', 'status', 'consent_on', 'consent_source', 'unsubscribed_on'],
  // The box finds a membership by its notes, its client's name or CUIT, or its list's name.
  search: ['notes', 'account_id', 'list_id'],
  sort: { field: 'consent_on', order: 'DESC' },
  recordLabel: 'account_id',
  recordQualifier: 'list_id',
  ranges: [
    {
      from: 'consent_on',
      to: 'unsubscribed_on',
      message: contactListMessages.unsubscribedBeforeConsent,
    },
  ],
  rules: [
    {
      field: 'consent_on',
      uses: ['status'],
      check: (v) => {
        if (isSubscribed(v) && isBlank(v.consent_on)) return contactListMessages.consentMissing;
        return isFuture(v.consent_on) ? contactListMessages.consentFuture : null;
      },
    },
    {
      field: 'unsubscribed_on',
      uses: ['status'],
      check: (v) => {
        const blank = isBlank(v.unsubscribed_on);
        if (isUnsubscribed(v) && blank) return contactListMessages.unsubscribedMissing;
        if (isSubscribed(v) && !blank) return contactListMessages.unsubscribedWhileSubscribed;
        return isFuture(v.unsubscribed_on) ? contactListMessages.unsubscribedFuture : null;
      },
    },
  ],
  assignedTo: { through: 'account_id' },
});
