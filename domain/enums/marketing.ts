/**
 * Enumerations of the marketing and content sections (issue 11). The spec names the sections
 * only; these catalogues are our reading of what an Argentine brokerage uses, numbered from 1.
 */
import { defineEnum, options } from '../engine/defineEnum';

/** Where a campaign's leads come from. */
export const campaignChannels = defineEnum(
  'campaignChannels',
  options([
    ['search_ads', 1, 'Google Ads'],
    ['meta_ads', 2, 'Meta (Facebook e Instagram)'],
    ['email', 3, 'Correo electrónico'],
    ['instant_messaging', 4, 'WhatsApp'],
    ['website', 5, 'Sitio web y landings'],
    ['outbound_calls', 6, 'Telemarketing'],
    ['referrals', 7, 'Referidos'],
    ['broadcast_radio', 8, 'Radio'],
    ['broadcast_tv', 9, 'Televisión'],
    ['outdoor', 10, 'Vía pública'],
    ['events', 11, 'Eventos y exposiciones'],
    ['comparators', 12, 'Comparadores de seguros'],
    ['other', 13, 'Otro'],
  ]),
);

/** Fields a landing page's lead form may ask for. */
export const landingFormFields = defineEnum(
  'landingFormFields',
  options([
    ['first_name', 1, 'Nombre'],
    ['last_name', 2, 'Apellido'],
    ['email', 3, 'Correo electrónico'],
    ['phone', 4, 'Teléfono'],
    ['document', 5, 'DNI'],
    ['cuit', 6, 'CUIT/CUIL'],
    ['birthdate', 7, 'Fecha de nacimiento'],
    ['zipcode', 8, 'Código postal'],
    ['locality', 9, 'Localidad'],
    ['vehicle', 10, 'Vehículo (marca, modelo y año)'],
    ['domain', 11, 'Patente'],
    ['gnc', 12, 'Equipo de GNC'],
    ['property_type', 13, 'Tipo de vivienda'],
    ['employees', 14, 'Cantidad de empleados'],
    ['message', 15, 'Consulta'],
  ]),
);

/** Verdict on an address or domain (the e-mail validation catalogue). */
export const emailValidationResults = defineEnum(
  'emailValidationResults',
  options([
    ['valid', 1, 'Válida', 'success'],
    ['invalid', 2, 'Inválida', 'error'],
    ['disposable', 3, 'Descartable (temporal)', 'error'],
    ['allow', 4, 'Permitida siempre', 'success'],
    ['deny', 5, 'Bloqueada', 'error'],
  ]),
);

/** Results that make an address unusable. */
export const REFUSING_EMAIL_RESULTS: readonly number[] = [2, 3, 5];

/** What an organization's mailbox is for. */
export const contactPurposes = defineEnum(
  'contactPurposes',
  options([
    ['claims', 1, 'Siniestros'],
    ['emission', 2, 'Emisión'],
    ['collections', 3, 'Cobranzas'],
    ['customer_service', 4, 'Atención al cliente'],
    ['sales', 5, 'Comercial'],
    ['renewals', 6, 'Renovaciones'],
    ['endorsements', 7, 'Endosos'],
    ['inspections', 8, 'Inspecciones'],
    ['administration', 9, 'Administración'],
    ['no_reply', 10, 'Avisos automáticos (no responder)'],
  ]),
);
