/**
 * Status codes of spec section 4 ("States and transitions").
 * Ids and codes are the spec's own, typos included (e.g. `pending_instection`, `bloqued`, `anulled`).
 * Labels agree in gender with the Spanish noun of the entity (la oportunidad, la póliza, el cheque...).
 */
import { defineEnum, numbered, options } from './define';

export const opportunityStatus = defineEnum(
  'opportunityStatus',
  options([
    ['active', 101, 'Activa'],
    ['canceled', 102, 'Cancelada'],
    ['in_process', 103, 'En proceso'],
    ['quoting', 104, 'Cotizando'],
    ['quoted', 105, 'Cotizada'],
    ['accepted', 106, 'Aceptada'],
    ['confirmed', 107, 'Confirmada'],
    ['emitted', 108, 'Emitida'],
    ['rejected', 109, 'Rechazada'],
    ['not_applied', 110, 'No aplica'],
    ['pending_quote', 111, 'Pendiente de cotización'],
    ['expired', 112, 'Vencida'],
    ['informed', 113, 'Informada'],
    ['re_call', 114, 'Volver a llamar'],
    ['in_call', 115, 'En llamada'],
    ['scheduled', 116, 'Agendada'],
    ['finished', 117, 'Finalizada'],
    ['finished_system', 118, 'Finalizada por el sistema'],
    ['not_validity', 119, 'Sin vigencia'],
    ['offer', 120, 'Oferta'],
  ]),
);

export const opportunitySubstatus = defineEnum(
  'opportunitySubstatus',
  options([
    ['datos_invalidos', 16, 'Datos inválidos'],
    ['oferta', 17, 'Oferta'],
    ['venta', 18, 'Venta'],
    ['lead_duplicate', 20, 'Lead duplicado'],
    ['pendingQuote_withSubscription', 39, 'Pendiente de cotización con suscripción'],
    ['pendingQuote_withoutSubscription', 40, 'Pendiente de cotización sin suscripción'],
  ]),
);

export const contractStatus = defineEnum(
  'contractStatus',
  options([
    ['emitted_with_endorsement', 251, 'Emitida con endoso'],
    ['validity', 252, 'Vigente'],
    ['emitted_with_adjustment', 253, 'Emitida con ajuste'],
    ['pending_cia', 254, 'Pendiente de compañía'],
    ['anulled', 255, 'Anulada'],
    ['not_validity', 256, 'No vigente'],
  ]),
);

export const contractSubstatus = defineEnum(
  'contractSubstatus',
  options([
    ['pending_endorse', 151, 'Endoso pendiente'],
    ['unrenewal', 152, 'No renovada'],
  ]),
);

export const contractRequestStatus = defineEnum(
  'contractRequestStatus',
  options([
    ['pending', 201, 'Pendiente'],
    ['pending_emit', 202, 'Pendiente de emisión'],
    ['emitted', 203, 'Emitida'],
    ['rejected', 204, 'Rechazada'],
    ['pending_cia', 205, 'Pendiente de compañía'],
    ['pending_sac', 206, 'Pendiente de SAC'],
    ['emitted_pending_billing', 207, 'Emitida, pendiente de facturación'],
    ['processed', 208, 'Procesada'],
  ]),
);

export const contractRequestSubstatus = defineEnum(
  'contractRequestSubstatus',
  options([
    ['service_fail', 101, 'Falla del servicio'],
    ['pending_instection', 102, 'Inspección pendiente'],
    ['inspected', 103, 'Inspeccionada'],
  ]),
);

export const contractResponseStatus = defineEnum(
  'contractResponseStatus',
  options([
    ['pending', 221, 'Pendiente'],
    ['processed', 222, 'Procesada'],
    ['rejected', 223, 'Rechazada'],
  ]),
);

export const inspectionStatus = defineEnum(
  'inspectionStatus',
  options([
    ['without_picture', 1101, 'Sin fotos'],
    ['operations_review', 1102, 'En revisión de operaciones'],
    ['with_wrong_pictures', 1103, 'Con fotos incorrectas'],
    ['rejected', 1104, 'Rechazada'],
    ['approved', 1105, 'Aprobada'],
    ['no_required', 1106, 'No requerida'],
  ]),
);

export const noObjectionLetterStatus = defineEnum(
  'noObjectionLetterStatus',
  options([
    ['pending', 1301, 'Pendiente'],
    ['approved', 1302, 'Aprobada'],
    ['rejected', 1303, 'Rechazada'],
  ]),
);

export const importStatus = defineEnum(
  'importStatus',
  options([
    ['pending', 701, 'Pendiente'],
    ['finished', 702, 'Finalizada'],
    ['canceled', 703, 'Cancelada'],
    ['file_failed', 704, 'Archivo con errores'],
  ]),
);

/** Quote statuses; the spec lists no 808. */
export const quoteStatus = defineEnum(
  'quoteStatus',
  options([
    ['pending_technical', 801, 'Pendiente del área técnica'],
    ['pending_cia', 802, 'Pendiente de compañía'],
    ['pending_cia_delayed', 803, 'Pendiente de compañía (demorada)'],
    ['quoted', 804, 'Cotizada'],
    ['not_quoted', 805, 'No cotizada'],
    ['has_not_cost', 806, 'Sin costo'],
    ['bloqued', 807, 'Bloqueada'],
    ['aliquot_reduction', 809, 'Reducción de alícuota'],
    ['aliquot_increment', 810, 'Incremento de alícuota'],
    ['cost_update', 811, 'Actualización de costo'],
    ['cost_claim_update', 812, 'Actualización de costo por siniestralidad'],
    ['cost_increment_ignore', 813, 'Incremento de costo ignorado'],
    ['cost_reduction', 814, 'Reducción de costo'],
    ['cost_increment', 815, 'Incremento de costo'],
    ['current_coverage', 816, 'Cobertura vigente'],
    ['blocked_rejected', 817, 'Bloqueada y rechazada'],
    ['unlocking_letter', 818, 'Carta de desbloqueo'],
  ]),
);

export const checkStatus = defineEnum(
  'checkStatus',
  options([
    ['active', 1401, 'En cartera'],
    ['annulled', 1402, 'Anulado'],
    ['exchanged', 1403, 'Canjeado'],
    ['delivered', 1404, 'Entregado'],
    ['rejected', 1405, 'Rechazado'],
    ['expired', 1406, 'Vencido'],
    ['redeemed', 1407, 'Rescatado'],
  ]),
);

export const paymentStatus = defineEnum(
  'paymentStatus',
  options([
    ['pending', 1701, 'Pendiente'],
    ['applied', 1702, 'Aplicado'],
    ['anulled', 1703, 'Anulado'],
  ]),
);

/** Charges (cobros) of the cobranza. */
export const chargeStatus = defineEnum(
  'chargeStatus',
  options([
    ['pending', 1810, 'Pendiente'],
    ['pending_inputation', 1811, 'Pendiente de imputación'],
    ['pending_verification', 1812, 'Pendiente de verificación'],
    ['applied', 1813, 'Aplicado'],
    ['anulled', 1814, 'Anulado'],
  ]),
);

/** Contract research (relevamiento de pólizas). */
export const contractResearchStatus = defineEnum(
  'contractResearchStatus',
  options([
    ['open', 1901, 'Abierto'],
    ['managing', 1902, 'En gestión'],
    ['pending_quote', 1903, 'Pendiente de cotización'],
    ['quoted', 1904, 'Cotizado'],
    ['offer', 1905, 'Ofertado'],
    ['pending_emit', 1906, 'Pendiente de emisión'],
    ['emitted', 1907, 'Emitido'],
    ['rejected', 1908, 'Rechazado'],
    ['verified', 1909, 'Verificado'],
  ]),
);

export const contractRejectedPaymentStatus = defineEnum(
  'contractRejectedPaymentStatus',
  options([
    ['pending', 2001, 'Pendiente'],
    ['managing', 2002, 'En gestión'],
    ['charged', 2003, 'Cobrado'],
    ['annulled', 2004, 'Anulado'],
    ['closed', 2005, 'Cerrado'],
  ]),
);

/** User states: the spec gives no ids, so they are numbered 1-5 in the spec's order. */
export const userState = defineEnum(
  'userState',
  numbered(1, [
    ['active', 'Activo'],
    ['deactivated', 'Desactivado'],
    ['deleted', 'Eliminado'],
    ['confirmed', 'Confirmado'],
    ['unconfirmed', 'Sin confirmar'],
  ]),
);
