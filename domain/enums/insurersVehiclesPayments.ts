/**
 * Enumerations of the insurer, vehicle and payment catalogue sections (issue 11). The spec only
 * names the sections; these are our reading of what an Argentine brokerage works with.
 */
import { defineEnum, options } from '../engine/defineEnum';

/** Fuel of a vehicle as the Infocar guide lists it. */
export const fuelTypes = defineEnum(
  'fuelTypes',
  options([
    ['gasoline', 1, 'Nafta'],
    ['diesel', 2, 'Diésel'],
    ['gasoline_cng', 3, 'Nafta y GNC'],
    ['hybrid', 4, 'Híbrido'],
    ['electric', 5, 'Eléctrico'],
  ]),
);

/** Body type (carrocería). */
export const vehicleBodies = defineEnum(
  'vehicleBodies',
  options([
    ['sedan', 1, 'Sedán'],
    ['hatchback', 2, 'Hatchback'],
    ['station_wagon', 3, 'Rural (familiar)'],
    ['suv', 4, 'Todoterreno (SUV)'],
    ['pickup_single', 5, 'Pick-up cabina simple'],
    ['pickup_double', 6, 'Pick-up doble cabina'],
    ['van', 7, 'Utilitario (furgón)'],
    ['coupe', 8, 'Coupé'],
    ['motorcycle', 9, 'Moto'],
    ['truck', 10, 'Camión'],
  ]),
);

/** Vehicle type group (spec 9: car, motorcycle and generic lists). */
export const vehicleTypes = defineEnum(
  'vehicleTypes',
  options([
    ['car', 1, 'Automóvil'],
    ['pickup', 2, 'Pick-up'],
    ['motorcycle', 3, 'Moto'],
    ['van', 4, 'Utilitario'],
    ['truck', 5, 'Camión'],
  ]),
);

/** What an off-guide vehicle (fuera de guía) is. */
export const vehicleOtherKinds = defineEnum(
  'vehicleOtherKinds',
  options([
    ['trailer', 1, 'Acoplado o trailer'],
    ['motorhome', 2, 'Casa rodante'],
    ['farm_machinery', 3, 'Maquinaria agrícola'],
    ['road_machinery', 4, 'Maquinaria vial'],
    ['classic', 5, 'Modelo antiguo o de colección'],
    ['imported', 6, 'Importado sin cotización en guía'],
    ['quad', 7, 'Cuatriciclo'],
    ['watercraft', 8, 'Moto de agua o embarcación'],
  ]),
);

/** Credit, debit or prepaid card (a BIN's product). */
export const cardTypes = defineEnum(
  'cardTypes',
  options([
    ['credit', 1, 'Crédito'],
    ['debit', 2, 'Débito'],
    ['prepaid', 3, 'Prepaga'],
  ]),
);

/** What a payment company is. */
export const paymentCompanyKinds = defineEnum(
  'paymentCompanyKinds',
  options([
    ['card_brand', 1, 'Marca de tarjeta'],
    ['processor', 2, 'Procesadora de pagos'],
    ['wallet', 3, 'Billetera virtual'],
    ['collection_network', 4, 'Red de cobranza'],
  ]),
);

/** Which of our catalogues a code mapping translates for an insurer's web service. */
export const mapKinds = defineEnum(
  'mapKinds',
  options([
    ['branch', 1, 'Ramo'],
    ['vehicle_use', 2, 'Uso del vehículo'],
    ['vehicle_body', 3, 'Carrocería'],
    ['fuel', 4, 'Combustible'],
    ['province', 5, 'Provincia'],
    ['document_type', 6, 'Tipo de documento'],
    ['vat_situation', 7, 'Condición frente al IVA'],
    ['payment_type', 8, 'Medio de pago'],
    ['coverage', 9, 'Cobertura'],
    ['vehicle', 10, 'Vehículo (código Infocar)'],
  ]),
);

/** What an insurer web service does for us. */
export const serviceKinds = defineEnum(
  'serviceKinds',
  options([
    ['quote', 1, 'Cotización'],
    ['issue', 2, 'Emisión'],
    ['policy_query', 3, 'Consulta de pólizas'],
    ['claims', 4, 'Siniestros'],
    ['collections', 5, 'Cobranzas'],
    ['inspection', 6, 'Inspecciones'],
  ]),
);

/** Outcome of one call to an insurer web service. */
export const serviceCallResults = defineEnum(
  'serviceCallResults',
  options([
    ['ok', 1, 'Correcta', 'success'],
    ['insurer_error', 2, 'Error de la compañía', 'error'],
    ['timeout', 3, 'Tiempo agotado', 'error'],
    ['credentials', 4, 'Credenciales rechazadas', 'error'],
    ['invalid_response', 5, 'Respuesta inválida', 'error'],
  ]),
);
