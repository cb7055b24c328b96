/** Marketing and content: campaigns, landings, sliders, news, widgets, segmentation, settings. */
import { defineArea } from '../engine/area';
import { section } from '../engine/permissionWords';
import { adminSections } from '../engine/routeRules';
import { campaign } from '../entities/campaign';
import { landing, landingCompany } from '../entities/landing';
import { slider } from '../entities/slider';
import { news } from '../entities/news';
import { widget } from '../entities/widget';
import { segmentation } from '../entities/segmentation';
import { emailValidation } from '../entities/emailValidation';
import { contactEmails } from '../entities/contactEmails';
import { globalType, globalTypeValue } from '../entities/globalType';
import { settings } from '../entities/settings';

export const marketingArea = defineArea({
  name: 'marketing',
  entities: [
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
  ],
  routes: [
    adminSections(
      ['campaign', 'campaigns'],
      ['landing', 'landings'],
      ['landing-company', 'landings'],
      ['slider', 'sliders'],
      ['news', 'news'],
      ['widget', 'widgets'],
      ['segmentation', 'segmentations'],
      ['email_validation', 'email_validations'],
      ['contact_emails', 'contact_emails'],
      ['global_type', 'global_types'],
      ['settings', 'settings'],
    ),
  ],
  permissionNames: {
    actions: {
      campaigns: section('Campañas'),
      contact_emails: section('Correos de contacto'),
      email_validations: section('Validaciones de correo'),
      global_types: section('Tipos globales'),
      landings: section('Landings'),
      news: section('Novedades'),
      segmentations: section('Segmentaciones'),
      settings: section('Configuración'),
      sliders: section('Banners'),
      widgets: section('Widgets'),
    },
  },
});
