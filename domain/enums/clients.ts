/**
 * Enumerations of the client area (issue 12). The spec names accounts, contacts and referrals
 * without values for these: each is numbered from 1 in the order a broker reads them.
 */
import { defineEnum, numbered } from './define';

/** Where the relationship with a client stands. */
export const accountStatuses = defineEnum(
  'accountStatuses',
  numbered(1, [
    ['prospect', 'Prospecto'],
    ['active', 'Cliente activo'],
    ['inactive', 'Sin pólizas vigentes'],
    ['former', 'Ex cliente'],
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
    ['low', 'Baja'],
    ['medium', 'Media'],
    ['high', 'Alta'],
    ['urgent', 'Urgente'],
  ]),
);

export const taskStatuses = defineEnum(
  'taskStatuses',
  numbered(1, [
    ['pending', 'Pendiente'],
    ['in_progress', 'En curso'],
    ['done', 'Hecha'],
    ['cancelled', 'Cancelada'],
  ]),
);
