/**
 * Status codes of spec section 4 ("States and transitions").
 * Ids and codes are the spec's own, typos included (e.g. `pending_instection`, `bloqued`, `anulled`).
 * Labels agree in gender with the Spanish noun of the entity (la oportunidad, la póliza, el cheque...).
 * Each status says its tone (EnumTone, domain/engine/defineEnum.ts): the colour of its chip in lists
 * and of its row in the status catalogue (domain/statusCatalogue.ts).
 */
import { defineEnum, numbered, options } from '../engine/defineEnum';

export const opportunityStatus = defineEnum(
  'opportunityStatus',
  options([
    ['active', 101, 'Activa', 'success'],
    ['canceled', 102, 'Cancelada', 'error'],
    ['in_process', 103, 'En proceso', 'info'],
    ['quoting', 104, 'Cotizando', 'info'],
    ['quoted', 105, 'Cotizada', 'success'],
    ['accepted', 106, 'Aceptada', 'success'],
    ['confirmed', 107, 'Confirmada', 'success'],
    ['emitted', 108, 'Emitida', 'success'],
    ['rejected', 109, 'Rechazada', 'error'],
    ['not_applied', 110, 'No aplica', 'error'],
    ['pending_quote', 111, 'Pendiente de cotización', 'warning'],
    ['expired', 112, 'Vencida', 'error'],
    ['informed', 113, 'Informada', 'info'],
    ['re_call', 114, 'Volver a llamar', 'warning'],
    ['in_call', 115, 'En llamada', 'info'],
    ['scheduled', 116, 'Agendada', 'warning'],
    ['finished', 117, 'Finalizada', 'success'],
    ['finished_system', 118, 'Finalizada por el sistema', 'default'],
    ['not_validity', 119, 'Sin vigencia', 'error'],
    ['offer', 120, 'Oferta', 'info'],
  ]),
);

export const opportunitySubstatus = defineEnum(
  'opportunitySubstatus',
  options([
    ['datos_invalidos', 16, 'Datos inválidos', 'error'],
    ['oferta', 17, 'Oferta', 'info'],
    ['venta', 18, 'Venta', 'success'],
    ['lead_duplicate', 20, 'Lead duplicado', 'error'],
    ['pendingQuote_withSubscription', 39, 'Pendiente de cotización con suscripción', 'warning'],
    ['pendingQuote_withoutSubscription', 40, 'Pendiente de cotización sin suscripción', 'warning'],
  ]),
);

export const contractStatus = defineEnum(
  'contractStatus',
  options([
    ['emitted_with_endorsement', 251, 'Emitida con endoso', 'success'],
    ['validity', 252, 'Vigente', 'success'],
    ['emitted_with_adjustment', 253, 'Emitida con ajuste', 'success'],
    ['pending_cia', 254, 'Pendiente de compañía', 'warning'],
    ['anulled', 255, 'Anulada', 'error'],
    ['not_validity', 256, 'No vigente', 'error'],
  ]),
);

/** A policy still covering: in force, or issued with an endorsement or an adjustment. */
export const IN_FORCE = [
  'validity',
  'emitted_with_endorsement',
  'emitted_with_adjustment',
] as const;

export const contractSubstatus = defineEnum(
  'contractSubstatus',
  options([
    ['pending_endorse', 151, 'Endoso pendiente', 'warning'],
    ['unrenewal', 152, 'No renovada', 'error'],
  ]),
);

export const contractRequestStatus = defineEnum(
  'contractRequestStatus',
  options([
    ['pending', 201, 'Pendiente', 'warning'],
    ['pending_emit', 202, 'Pendiente de emisión', 'warning'],
    ['emitted', 203, 'Emitida', 'success'],
    ['rejected', 204, 'Rechazada', 'error'],
    ['pending_cia', 205, 'Pendiente de compañía', 'warning'],
    ['pending_sac', 206, 'Pendiente de SAC', 'warning'],
    ['emitted_pending_billing', 207, 'Emitida, pendiente de facturación', 'success'],
    ['processed', 208, 'Procesada', 'success'],
  ]),
);

export const contractRequestSubstatus = defineEnum(
  'contractRequestSubstatus',
  options([
    ['service_fail', 101, 'Falla del servicio', 'error'],
    ['pending_instection', 102, 'Inspección pendiente', 'warning'],
    ['inspected', 103, 'Inspeccionada', 'success'],
  ]),
);

export const contractResponseStatus = defineEnum(
  'contractResponseStatus',
  options([
    ['pending', 221, 'Pendiente', 'warning'],
    ['processed', 222, 'Procesada', 'success'],
    ['rejected', 223, 'Rechazada', 'error'],
  ]),
);

export const inspectionStatus = defineEnum(
  'inspectionStatus',
  options([
    ['without_picture', 1101, 'Sin fotos', 'warning'],
    ['operations_review', 1102, 'En revisión de operaciones', 'warning'],
    ['with_wrong_pictures', 1103, 'Con fotos incorrectas', 'error'],
    ['rejected', 1104, 'Rechazada', 'error'],
    ['approved', 1105, 'Aprobada', 'success'],
    ['no_required', 1106, 'No requerida', 'success'],
  ]),
);

export const noObjectionLetterStatus = defineEnum(
  'noObjectionLetterStatus',
  options([
    ['pending', 1301, 'Pendiente', 'warning'],
    ['approved', 1302, 'Aprobada', 'success'],
    ['rejected', 1303, 'Rechazada', 'error'],
  ]),
);

export const importStatus = defineEnum(
  'importStatus',
  options([
    ['pending', 701, 'Pendiente', 'warning'],
    ['finished', 702, 'Finalizada', 'success'],
    ['canceled', 703, 'Cancelada', 'error'],
    ['file_failed', 704, 'Archivo con errores', 'error'],
  ]),
);

/** Quote statuses; the spec lists no 808. */
export const quoteStatus = defineEnum(
  'quoteStatus',
  options([
    ['pending_technical', 801, 'Pendiente del área técnica', 'warning'],
    ['pending_cia', 802, 'Pendiente de compañía', 'warning'],
    ['pending_cia_delayed', 803, 'Pendiente de compañía (demorada)', 'warning'],
    ['quoted', 804, 'Cotizada', 'success'],
    ['not_quoted', 805, 'No cotizada', 'error'],
    ['has_not_cost', 806, 'Sin precio para este riesgo', 'error'],
    ['bloqued', 807, 'Bloqueada', 'error'],
    ['aliquot_reduction', 809, 'Reducción de alícuota', 'info'],
    ['aliquot_increment', 810, 'Incremento de alícuota', 'info'],
    ['cost_update', 811, 'Actualización de costo', 'info'],
    ['cost_claim_update', 812, 'Actualización de costo por siniestralidad', 'info'],
    ['cost_increment_ignore', 813, 'Incremento de costo ignorado', 'info'],
    ['cost_reduction', 814, 'Reducción de costo', 'info'],
    ['cost_increment', 815, 'Incremento de costo', 'info'],
    ['current_coverage', 816, 'Cobertura vigente', 'success'],
    ['blocked_rejected', 817, 'Bloqueada y rechazada', 'error'],
    ['unlocking_letter', 818, 'Carta de desbloqueo', 'info'],
  ]),
);

export const checkStatus = defineEnum(
  'checkStatus',
  options([
    ['active', 1401, 'En cartera', 'success'],
    ['annulled', 1402, 'Anulado', 'error'],
    ['exchanged', 1403, 'Canjeado', 'default'],
    ['delivered', 1404, 'Entregado', 'success'],
    ['rejected', 1405, 'Rechazado', 'error'],
    ['expired', 1406, 'Vencido', 'error'],
    ['redeemed', 1407, 'Rescatado', 'success'],
  ]),
);

export const paymentStatus = defineEnum(
  'paymentStatus',
  options([
    ['pending', 1701, 'Pendiente', 'warning'],
    ['applied', 1702, 'Aplicado', 'success'],
    ['anulled', 1703, 'Anulado', 'error'],
  ]),
);

/** Charges (cobros) of the cobranza. */
export const chargeStatus = defineEnum(
  'chargeStatus',
  options([
    ['pending', 1810, 'Pendiente', 'warning'],
    ['pending_inputation', 1811, 'Pendiente de imputación', 'warning'],
    ['pending_verification', 1812, 'Pendiente de verificación', 'warning'],
    ['applied', 1813, 'Aplicado', 'success'],
    ['anulled', 1814, 'Anulado', 'error'],
  ]),
);

/** Contract research (relevamiento de pólizas). */
export const contractResearchStatus = defineEnum(
  'contractResearchStatus',
  options([
    ['open', 1901, 'Abierto', 'info'],
    ['managing', 1902, 'En gestión', 'info'],
    ['pending_quote', 1903, 'Pendiente de cotización', 'warning'],
    ['quoted', 1904, 'Cotizado', 'success'],
    ['offer', 1905, 'Ofertado', 'info'],
    ['pending_emit', 1906, 'Pendiente de emisión', 'warning'],
    ['emitted', 1907, 'Emitido', 'success'],
    ['rejected', 1908, 'Rechazado', 'error'],
    ['verified', 1909, 'Verificado', 'success'],
  ]),
);

export const contractRejectedPaymentStatus = defineEnum(
  'contractRejectedPaymentStatus',
  options([
    ['pending', 2001, 'Pendiente', 'warning'],
    ['managing', 2002, 'En gestión', 'info'],
    ['charged', 2003, 'Cobrado', 'success'],
    ['annulled', 2004, 'Anulado', 'error'],
    ['closed', 2005, 'Cerrado', 'default'],
  ]),
);

/** User states: the spec gives no ids, so they are numbered 1-5 in the spec's order. */
export const userState = defineEnum(
  'userState',
  numbered(1, [
    ['active', 'Activo', 'success'],
    ['deactivated', 'Desactivado', 'error'],
    ['deleted', 'Eliminado', 'error'],
    ['confirmed', 'Confirmado', 'success'],
    ['unconfirmed', 'Sin confirmar', 'warning'],
  ]),
);
