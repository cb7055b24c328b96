/**
 * Enumerations of opportunities (issue 13). Their statuses and substatuses are the spec's
 * (statuses.ts); where an opportunity comes from is a lead's own catalogue (`leadSources`), so
 * an opportunity born of a lead keeps its origin. What the spec leaves out is our reading.
 */
import { defineEnum, numbered, options } from '../engine/defineEnum';

/**
 * Why an opportunity was lost: the reason its status machine asks for when the client rejects
 * the quote, it is cancelled, or it does not apply (domain/entities/opportunities.ts).
 */
export const opportunityCloseReasons = defineEnum(
  'opportunityCloseReasons',
  numbered(1, [
    ['price', 'Le pareció caro'],
    ['insured_elsewhere', 'Contrató con otro productor o compañía'],
    ['no_interest', 'Ya no le interesa'],
    ['unreachable', 'No se pudo contactar'],
    ['coverage', 'Ninguna cobertura le sirve'],
    ['not_insurable', 'Riesgo no asegurable'],
    ['no_insurer', 'Ninguna compañía cotiza el riesgo'],
    ['invalid_data', 'Datos inválidos'],
    ['duplicate', 'Oportunidad duplicada'],
    ['client_request', 'Lo pidió el cliente'],
    ['other', 'Otro motivo'],
  ]),
);

/**
 * A discount an executive gives on a quote (issue 13 section 4): within the brokerage's limit it
 * is applied at once; above it, it waits for a supervisor who approves or rejects it.
 */
export const discountRequestStatus = defineEnum(
  'discountRequestStatus',
  options([
    ['pending', 1, 'Pendiente de aprobación', 'warning'],
    ['approved', 2, 'Aprobada', 'success'],
    ['rejected', 3, 'Rechazada', 'error'],
    ['applied', 4, 'Aplicada (dentro del límite)', 'success'],
    // The opportunity moved on (accepted, expired, requoted…) before anyone decided.
    ['withdrawn', 5, 'Retirada', 'default'],
  ]),
);

/** Why a supervisor rejected a discount. */
export const discountRejectReasons = defineEnum(
  'discountRejectReasons',
  numbered(1, [
    ['margin', 'Deja la operación sin margen'],
    ['insurer_limit', 'Supera lo que admite la compañía'],
    ['client_profile', 'El perfil del cliente no lo justifica'],
    ['other', 'Otro motivo'],
  ]),
);

/**
 * Where a quote's price came from (issue 28 item 23): an insurer's web service asked by
 * "Cotizar", or typed by the executive from the quote the insurer sent by e-mail or showed in
 * its portal, with that PDF attached. Rows older than the field have none: a web service's.
 */
export const quoteSources = defineEnum(
  'quoteSources',
  numbered(1, [
    ['web_service', 'Servicio web de la compañía'],
    ['manual', 'Cargada a mano'],
  ]),
);
