/**
 * What the quoting wizard asks about the insured thing (issue 13 section 3): a vehicle's use
 * and a building's construction and kind, as Argentine insurers tariff them.
 */
import { defineEnum, numbered, options } from '../engine/defineEnum';

/** How the vehicle is used: insurers charge commercial and passenger transport more. */
export const vehicleUses = defineEnum(
  'vehicleUses',
  options([
    ['private', 1, 'Particular'],
    ['commercial', 2, 'Comercial'],
    ['private_and_commercial', 3, 'Particular y comercial'],
    ['taxi', 4, 'Taxi'],
    ['remis', 5, 'Remís'],
    ['ride_hailing', 6, 'Aplicaciones de viajes'],
    ['delivery', 7, 'Reparto y mensajería'],
  ]),
);

/** What the building is made of (construcción). */
export const constructionKinds = defineEnum(
  'constructionKinds',
  options([
    ['masonry', 1, 'Material (ladrillo y hormigón)'],
    ['mixed', 2, 'Mixta'],
    ['prefabricated', 3, 'Prefabricada'],
    ['wood', 4, 'Madera'],
  ]),
);

/** What kind of dwelling a home policy covers. */
export const dwellingKinds = defineEnum(
  'dwellingKinds',
  options([
    ['house', 1, 'Casa'],
    ['apartment', 2, 'Departamento'],
    ['ph', 3, 'PH'],
    ['gated_community', 4, 'Casa en barrio cerrado'],
    ['country_house', 5, 'Casa de fin de semana'],
  ]),
);

/**
 * What a surety bond (caución) guarantees: the kinds Argentine insurers quote, each to a
 * different beneficiary (a landlord, the party calling a tender, customs, a court, the IGJ).
 */
export const suretyBondTypes = defineEnum(
  'suretyBondTypes',
  numbered(1, [
    ['rent', 'Alquiler'],
    ['bid', 'Mantenimiento de oferta'],
    ['performance', 'Ejecución de contrato'],
    ['advance_payment', 'Anticipo financiero'],
    ['retention', 'Fondo de reparo'],
    ['customs', 'Aduanera'],
    ['court', 'Judicial'],
    ['directors', 'Actividad o profesión (directores, IGJ)'],
    ['other', 'Otra'],
  ]),
);
