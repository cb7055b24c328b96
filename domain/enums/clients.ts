/**
 * Enumerations of the client area (issue 12). The spec names accounts, contacts and referrals
 * without values for these: each is numbered from 1 in the order a broker reads them.
 */
import { defineEnum, numbered } from '../engine/defineEnum';

/** Where the relationship with a client stands. */
export const accountStatuses = defineEnum(
  'accountStatuses',
  numbered(1, [
    ['prospect', 'Prospecto', 'info'],
    ['active', 'Cliente activo', 'success'],
    ['inactive', 'Sin pólizas vigentes', 'default'],
    ['former', 'Ex cliente', 'error'],
  ]),
);

/** How the client reached the brokerage. */
export const accountOrigins = defineEnum(
  'accountOrigins',
  numbered(1, [
    ['manual', 'Carga manual'],
    ['landing', 'Página de captación'],
    ['widget', 'Cotizador web'],
    ['campaign', 'Campaña'],
    ['referral', 'Referido'],
    ['import', 'Importación'],
    ['portfolio', 'Cartera de otro productor'],
  ]),
);

/**
 * Where a lead stands (issue 12: nuevo → contactado → calificado → convertido | descartado);
 * the moves between them are the lead's status machine (domain/entities/leads.ts).
 */
export const leadStatuses = defineEnum(
  'leadStatuses',
  numbered(1, [
    ['new', 'Nuevo', 'warning'],
    ['contacted', 'Contactado', 'info'],
    ['qualified', 'Calificado', 'info'],
    ['converted', 'Convertido en cliente', 'success'],
    ['discarded', 'Descartado', 'error'],
  ]),
);

/** Where a lead came from. */
export const leadSources = defineEnum(
  'leadSources',
  numbered(1, [
    ['manual', 'Carga manual'],
    ['landing', 'Página de captación'],
    ['widget', 'Cotizador web'],
    ['campaign', 'Campaña'],
    ['referral', 'Referido'],
    ['phone', 'Llamada entrante'],
  ]),
);

/** Why a lead was discarded. */
export const leadDiscardReasons = defineEnum(
  'leadDiscardReasons',
  numbered(1, [
    ['no_interest', 'Sin interés'],
    ['unreachable', 'No se pudo contactar'],
    ['price', 'Le pareció caro'],
    ['insured_elsewhere', 'Ya contrató en otro lado'],
    ['duplicate', 'Duplicado'],
    ['invalid_data', 'Datos inválidos'],
    ['other', 'Otro motivo'],
  ]),
);

/** Kinds of a person's phone line. */
export const phoneTypes = defineEnum(
  'phoneTypes',
  numbered(1, [
    ['mobile', 'Celular'],
    ['home', 'Particular'],
    ['work', 'Laboral'],
    ['fax', 'Fax'],
    ['other', 'Otro'],
  ]),
);

/** What an address is to a person (spec 3, address class). */
export const addressClasses = defineEnum(
  'addressClasses',
  numbered(1, [
    ['home', 'Particular'],
    ['legal', 'Legal'],
    ['commercial', 'Comercial'],
    ['risk', 'Ubicación del riesgo'],
    ['billing', 'De cobranza'],
  ]),
);

/** What a user is to a client they serve (bindings). */
export const bindingRoles = defineEnum(
  'bindingRoles',
  numbered(1, [
    ['executive', 'Ejecutivo/a de cuenta'],
    ['producer', 'Productor/a'],
    ['support', 'Atención al cliente'],
    ['collections', 'Cobranzas'],
    ['subscriber', 'Suscriptor/a'],
  ]),
);

/**
 * What a user is in a team (admin/team): a supervisor sees the clients of the team's members;
 * a member sees their own, or the whole team's when the team shares its portfolio
 * (recordScope.ts).
 */
export const teamRoles = defineEnum(
  'teamRoles',
  numbered(1, [
    ['member', 'Integrante'],
    ['supervisor', 'Supervisor/a'],
  ]),
);

/** What a contact is to the client they act for. */
export const contactRoles = defineEnum(
  'contactRoles',
  numbered(1, [
    ['holder', 'Titular'],
    ['attorney', 'Apoderado/a'],
    ['accountant', 'Contador/a'],
    ['human_resources', 'RR.HH.'],
    ['manager', 'Gerente'],
    ['administration', 'Administración'],
    ['family', 'Familiar'],
    ['other', 'Otro'],
  ]),
);

/** How the brokerage and a client talked (an interaction's kind). */
export const interactionKinds = defineEnum(
  'interactionKinds',
  numbered(1, [
    ['call', 'Llamada'],
    ['email', 'Correo electrónico'],
    ['whatsapp', 'Mensaje de WhatsApp'],
    ['meeting', 'Reunión'],
    ['visit', 'Visita'],
    ['note', 'Nota interna'],
  ]),
);

export const interactionDirections = defineEnum(
  'interactionDirections',
  numbered(1, [
    ['outbound', 'Saliente'],
    ['inbound', 'Entrante'],
  ]),
);

/** What came of it: a call's usual endings first. */
export const interactionOutcomes = defineEnum(
  'interactionOutcomes',
  numbered(1, [
    ['reached', 'Hablamos'],
    ['no_answer', 'No atendió'],
    ['voicemail', 'Dejé mensaje'],
    ['callback', 'Pidió que lo llamemos'],
    ['wrong_number', 'Número equivocado'],
    ['resolved', 'Quedó resuelto'],
  ]),
);

export const taskPriorities = defineEnum(
  'taskPriorities',
  numbered(1, [
    ['low', 'Baja', 'default'],
    ['medium', 'Media', 'info'],
    ['high', 'Alta', 'warning'],
    ['urgent', 'Urgente', 'error'],
  ]),
);

export const taskStatuses = defineEnum(
  'taskStatuses',
  numbered(1, [
    ['pending', 'Pendiente', 'warning'],
    ['in_progress', 'En curso', 'info'],
    ['done', 'Hecha', 'success'],
    ['cancelled', 'Cancelada', 'error'],
  ]),
);

/** What a contact list (listas de contacto / de difusión) is sent for. */
export const contactListPurposes = defineEnum(
  'contactListPurposes',
  numbered(1, [
    ['newsletter', 'Novedades (newsletter)'],
    ['renewal_notices', 'Avisos de renovación'],
    ['alerts', 'Alertas (granizo, clima)'],
    ['promotions', 'Promociones'],
    ['surveys', 'Encuestas'],
    ['other', 'Otro'],
  ]),
);

/** How a contact list reaches its members. */
export const contactListChannels = defineEnum(
  'contactListChannels',
  numbered(1, [
    ['email', 'Correo electrónico'],
    ['whatsapp', 'WhatsApp'],
    ['sms', 'SMS'],
    ['phone_call', 'Llamada telefónica'],
  ]),
);

/**
 * Whether a client still receives a list's messages. Ley 25.326 lets them withdraw their
 * consent at any time: the membership stays, with the day they did, as the record of it.
 */
export const contactListMemberStatuses = defineEnum(
  'contactListMemberStatuses',
  numbered(1, [
    ['subscribed', 'Suscripto/a', 'success'],
    ['unsubscribed', 'Dado/a de baja', 'default'],
  ]),
);

/** How the client's consent to a list was obtained (the evidence Ley 25.326 asks to keep). */
export const consentSources = defineEnum(
  'consentSources',
  numbered(1, [
    ['web_form', 'Formulario web'],
    ['recorded_call', 'Llamada grabada'],
    ['email', 'Correo electrónico'],
    ['in_person', 'Presencial, con firma'],
    ['import', 'Importación'],
  ]),
);
