/**
 * Enumerations of the coverage catalogues (issue 13 section 6). The spec names only the
 * sections; this is our reading of how an Argentine car policy bears a loss.
 */
import { defineEnum, options } from '../engine/defineEnum';

/**
 * The part of a loss the insured bears (franquicia): todo riesgo is sold with a fixed amount
 * or a share of the sum assured; the other coverages have none.
 */
export const coverageDeductibles = defineEnum(
  'coverageDeductibles',
  options([
    ['none', 1, 'Sin franquicia'],
    ['fixed', 2, 'Monto fijo'],
    ['percentage', 3, 'Porcentaje de la suma asegurada'],
  ]),
);
