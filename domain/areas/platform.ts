/** The platform: organizations, users and roles, locations, notifications, the audit, files. */
import { defineArea } from '../engine/area';
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
});
