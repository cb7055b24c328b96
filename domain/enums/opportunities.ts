/**
 * Enumerations of opportunities (issue 13). Their statuses and substatuses are the spec's
 * (statuses.ts); where an opportunity comes from is a lead's own catalogue (`leadSources`), so
 * an opportunity born of a lead keeps its origin. What the spec leaves out is our reading.
 */
import { defineEnum, numbered } from './define';

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
