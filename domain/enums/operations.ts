/** Enumerations of the operations sections: activity kinds, OAuth grant types, status families. */
import { defineEnum, numbered } from '../engine/defineEnum';

/** What an activity row records (spec 9 activity log, entity id 258). */
export const activityKinds = defineEnum(
  'activityKinds',
  numbered(1, [
    ['login', 'Ingreso'],
    ['logout', 'Salida'],
    ['login_failed', 'Ingreso fallido'],
    ['export', 'Exportación'],
    ['import', 'Importación'],
    ['password_change', 'Cambio de contraseña'],
    ['password_reset', 'Restablecimiento de contraseña'],
  ]),
);

export type ActivityKind =
  'login' | 'logout' | 'login_failed' | 'export' | 'import' | 'password_change' | 'password_reset';

/** Grants an API client may use on oauth/token (the product issues tokens only for users). */
export const clientGrantTypes = defineEnum(
  'clientGrantTypes',
  numbered(1, [
    ['password', 'Usuario y contraseña'],
    ['refresh_token', 'Renovación de sesión'],
  ]),
);

/** The entities of spec 4 whose statuses and substatuses the status catalogue lists. */
export const statusFamilies = defineEnum(
  'statusFamilies',
  numbered(1, [
    ['opportunity', 'Oportunidad'],
    ['contract', 'Póliza'],
    ['contract_request', 'Solicitud de emisión'],
    ['contract_response', 'Respuesta de la compañía'],
    ['inspection', 'Inspección'],
    ['no_objection_letter', 'Carta de no objeción'],
    ['import', 'Importación'],
    ['quote', 'Cotización'],
    ['check', 'Cheque'],
    ['payment', 'Pago'],
    ['charge', 'Cobranza'],
    ['contract_research', 'Gestión de póliza'],
    ['contract_rejected_payment', 'Pago rechazado'],
    ['user', 'Usuario'],
  ]),
);
