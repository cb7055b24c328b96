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
