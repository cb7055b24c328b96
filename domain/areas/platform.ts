/** The platform: organizations, users and roles, locations, notifications, the audit, files. */
import { defineArea } from '../engine/area';
import { section } from '../engine/permissionWords';
import { ADMINISTRATOR } from '../engine/access';
import { adminRoutes, adminSection, either, rule } from '../engine/routeRules';
import { branch } from '../entities/branch';
import { company } from '../entities/company';
import { currency, currencyQuotation } from '../entities/currency';
import { holiday } from '../entities/holiday';
import { country, locality, state, zipcode } from '../entities/locations';
import { outbox } from '../entities/outbox';
import { audit } from '../entities/audit';
import { team } from '../entities/team';
import { notification } from '../entities/notification';
import { assignment, role, user } from '../entities/auth';
import { media } from '../entities/media';

/** A locations catalogue, which whoever administers locations also opens. */
const locationSection = (path: string, section: string) =>
  rule(path, [either('admin: full_access', 'locations: full_access', `admin: ${section}`)]);

export const platformArea = defineArea({
  name: 'platform',
  entities: [
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
    media,
  ],
  routes: [
    rule('notifications', [], { children: [rule('send', [ADMINISTRATOR])] }),
    rule('auth-admin', [ADMINISTRATOR]),
    adminRoutes(
      adminSection('audit', 'audits'),
      adminSection('branch', 'branches'),
      adminSection('company', 'companies'),
      adminSection('holiday', 'holidays'),
      adminSection('team', 'teams'),
      adminSection('media', 'media'),
      adminSection('currencies', 'currencies'),
      adminSection('outbox', 'emails'), // not in the spec: the stored copy of every e-mail sent
      rule('locations', [], {
        children: [
          locationSection('country', 'countries'),
          locationSection('state', 'states'),
          locationSection('locality', 'localities'),
          locationSection('zipcode', 'zipcodes'),
        ],
      }),
    ),
  ],
  permissionNames: {
    areas: {
      locations: 'Ubicaciones',
    },
    actions: {
      audits: section('Auditoría'),
      branches: section('Ramos'),
      companies: section('Compañías'),
      countries: section('Países'),
      currencies: section('Monedas'),
      emails: section('Correos salientes'),
      holidays: section('Feriados'),
      localities: section('Localidades'),
      media: section('Archivos multimedia'),
      states: section('Provincias'),
      teams: section('Equipos'),
      zipcodes: section('Códigos postales'),
    },
  },
});
