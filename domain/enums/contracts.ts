/**
 * The contracts' own enumerations, not in the spec: a quota's state (a policy's instalment,
 * collected by the collections area when it lands).
 */
import { defineEnum, numbered } from '../engine/defineEnum';

export const quotaStatuses = defineEnum(
  'quotaStatuses',
  numbered(1, [
    ['pending', 'Pendiente', 'warning'],
    ['paid', 'Pagada', 'success'],
    ['annulled', 'Anulada', 'error'],
  ]),
);

/** What an inspection photo shows: the views operations asks of a vehicle, and the rest. */
export const inspectionViews = defineEnum(
  'inspectionViews',
  numbered(1, [
    ['front', 'Frente'],
    ['back', 'Parte trasera'],
    ['left', 'Lateral izquierdo'],
    ['right', 'Lateral derecho'],
    ['odometer', 'Cuentakilómetros'],
    ['chassis', 'Número de chasis'],
    ['risk', 'Del riesgo (frente, interior, medidas de seguridad)'],
    ['other', 'Otra'],
  ]),
);

/** Why operations sends an inspection back or rejects it. */
export const inspectionReviewReasons = defineEnum(
  'inspectionReviewReasons',
  numbered(1, [
    ['missing_views', 'Faltan vistas o no se ven bien'],
    ['mismatch', 'Lo fotografiado no coincide con la solicitud'],
    ['damage', 'Daños previos'],
    ['no_plate', 'No se lee la patente o el chasis'],
    ['other', 'Otro motivo'],
  ]),
);

/** Why operations rejects an ART's no-objection letter. */
export const letterRejectReasons = defineEnum(
  'letterRejectReasons',
  numbered(1, [
    ['debt', 'La ART actual informa deuda'],
    ['unsigned', 'Sin firma o sello de la ART'],
    ['other_employer', 'Es de otro empleador (CUIT distinto)'],
    ['expired', 'Vencida'],
    ['other', 'Otro motivo'],
  ]),
);
