/**
 * Enumerations of spec section 3 ("Enumerations", movement types, motives, emission types)
 * and the identifiers of section 9. Where the spec gives no ids, the numbering is said in a comment.
 */
import { defineEnum, numbered, options } from '../engine/defineEnum';

/**
 * Movement types (movimientos de póliza). The spec gives a value only for `new` (0);
 * the rest are numbered sequentially from 1 in the spec's order.
 */
export const movementTypes = defineEnum(
  'movementTypes',
  numbered(0, [
    ['new', 'Endoso'],
    ['re_invoicing', 'Refacturación'],
    ['renewal', 'Renovación'],
    ['annulment', 'Anulación'],
    ['modifications', 'Modificaciones varias'],
    ['movement_no_prime', 'Sin movimiento de prima'],
    ['validity_change', 'Cambio de vigencia'],
    ['rehabilitation', 'Rehabilitación'],
    ['item_change', 'Cambio de ítem'],
    ['coverage_change', 'Cambio de cobertura'],
    ['cost_change', 'Cambio de costo'],
    ['portfolio_transfer', 'Traspaso de cartera'],
    ['movement_delete', 'Baja de movimiento'],
    ['change_contract_number', 'Cambio de número de póliza'],
    ['change_organization', 'Cambio de organización'],
  ]),
);

/** Annulment motives (motivos de anulación). `falta_de_ip`: falta de inspección previa. */
export const annulmentMotives = defineEnum(
  'annulmentMotives',
  options([
    ['cost', 401, 'Costo'],
    ['desistimiento', 402, 'Desistimiento'],
    ['disconformidad', 403, 'Disconformidad'],
    ['venta', 404, 'Venta del bien'],
    ['falta_de_pago', 405, 'Falta de pago'],
    ['falta_de_ip', 406, 'Falta de inspección previa'],
    ['reemplazo', 407, 'Reemplazo'],
    // The spec does not expand `cc`; read as cambio de compañía (cf. emission type cambio_compania).
    ['cc', 408, 'Cambio de compañía'],
    ['siniestro', 409, 'Siniestro'],
  ]),
);

/** Modification motives (motivos de endoso de modificación). `sa`: suma asegurada. */
export const modificationMotives = defineEnum(
  'modificationMotives',
  options([
    ['cost_adjustment', 501, 'Ajuste de costo'],
    ['sa', 502, 'Suma asegurada'],
    ['item_include', 503, 'Inclusión de ítem'],
    ['item_exclusion', 504, 'Exclusión de ítem'],
    ['item_modification', 505, 'Modificación de ítem'],
    ['location', 506, 'Cambio de ubicación'],
    ['coverage', 507, 'Cambio de cobertura'],
    ['miscellaneous', 508, 'Varios'],
    ['payment_method', 509, 'Cambio de medio de pago'],
    ['rehabilitation', 510, 'Rehabilitación'],
  ]),
);

export const emissionTypes = defineEnum(
  'emissionTypes',
  options([
    ['emision', 1, 'Emisión'],
    ['renovacion', 2, 'Renovación'],
    ['cambio_compania', 3, 'Cambio de compañía'],
    ['reemplazo', 4, 'Reemplazo'],
  ]),
);

/** Roles of a person in a contract (values 1 to 7, spec order). */
export const contractPersonTypes = defineEnum(
  'contractPersonTypes',
  numbered(1, [
    ['policyholder', 'Tomador'],
    ['assured', 'Asegurado'],
    ['legal_representative', 'Representante legal'],
    ['assured_plan', 'Nómina de asegurados'],
    ['subrogant', 'Subrogante'],
    ['beneficiary', 'Beneficiario'],
    ['collateral_creditor', 'Acreedor prendario'],
  ]),
);

export const personTypes = defineEnum(
  'personTypes',
  options([
    ['physical', 13, 'Persona humana'],
    ['legal', 14, 'Persona jurídica'],
  ]),
);

/** Document types; the spec gives no ids, numbered 1 to 10 in the spec's order. */
export const documentTypes = defineEnum(
  'documentTypes',
  numbered(1, [
    ['dni', 'DNI'],
    ['passport', 'Pasaporte'],
    ['cuil', 'CUIL'],
    ['cuit', 'CUIT'],
    ['consortium', 'Consorcio'],
    ['le', 'Libreta de enrolamiento'],
    ['no_data', 'Sin datos'],
    ['matricula', 'Matrícula'],
    ['ci', 'Cédula de identidad'],
    ['lc', 'Libreta cívica'],
  ]),
);

export const currencies = defineEnum(
  'currencies',
  options([
    ['ARS', 1, 'Peso argentino'],
    ['USD', 2, 'Dólar estadounidense'],
  ]),
);

export const CURRENCY_SYMBOL_BY_ID: Readonly<Record<number, string>> = { 1: '$', 2: 'u$s' };

export const genders = defineEnum(
  'genders',
  options([
    ['male', 29, 'Masculino'],
    ['female', 30, 'Femenino'],
    ['others', 31, 'Otro'],
  ]),
);

/** Insured item types (bienes asegurados); no ids in the spec, numbered 1 to 6 in its order. */
export const itemTypes = defineEnum(
  'itemTypes',
  numbered(1, [
    ['vehicle', 'Vehículo'],
    ['person', 'Persona'],
    ['property', 'Inmueble'],
    ['guarantee', 'Garantía'],
    ['business', 'Comercio'],
    ['other', 'Otro'],
  ]),
);

/** Payment types (medios de pago), numbered 1 to 12 in the spec's order. */
export const paymentTypes = defineEnum(
  'paymentTypes',
  numbered(1, [
    ['credit_card', 'Tarjeta de crédito'],
    ['debit_card', 'Tarjeta de débito'],
    ['bank_account', 'Débito en cuenta bancaria'],
    ['ticket', 'Talón de pago'],
    ['f931', 'Formulario F.931'],
    ['pago_facil', 'Pago Fácil'],
    ['insurer', 'Pago directo a la compañía'],
    ['current_account', 'Cuenta corriente'],
    ['cbu', 'Débito por CBU'],
    ['other', 'Otro'],
    ['cash_register', 'Pago en caja'],
    ['coupon', 'Cupón de pago'],
  ]),
);

/** Civil status (estado civil, Código Civil y Comercial); not in the spec, numbered from 1. */
export const civilStatuses = defineEnum(
  'civilStatuses',
  numbered(1, [
    ['single', 'Soltero/a'],
    ['married', 'Casado/a'],
    ['civil_union', 'Unión convivencial'],
    ['separated', 'Separado/a'],
    ['divorced', 'Divorciado/a'],
    ['widowed', 'Viudo/a'],
  ]),
);

/** Gross-income tax situation (Ingresos Brutos); the spec names it without values. */
export const grossIncomeSituations = defineEnum(
  'grossIncomeSituations',
  numbered(1, [
    ['local', 'Contribuyente local'],
    ['multilateral', 'Convenio Multilateral'],
    ['simplified', 'Régimen simplificado'],
    ['exempt', 'Exento'],
    ['not_registered', 'No inscripto'],
  ]),
);

/** VAT situations (condición frente al IVA); numbered 1 to 6 in the spec's order. */
export const vatSituations = defineEnum(
  'vatSituations',
  numbered(1, [
    ['final_consumer', 'Consumidor final'],
    ['registered', 'Responsable inscripto'],
    ['monotax', 'Monotributista'],
    ['exempt', 'Exento'],
    ['non_categorized', 'No categorizado'],
    ['tierra_del_fuego', 'Tierra del Fuego'],
  ]),
);

/** ART opportunity types: ids 560-565, then 3059-3061, in the spec's order. */
export const artOpportunityTypes = defineEnum('artOpportunityTypes', [
  ...numbered(560, [
    ['alta', 'Alta'],
    ['traspaso', 'Traspaso'],
    ['carta_representacion', 'Carta de representación'],
    ['out', 'Traspaso saliente'],
    ['alta_por_rescision', 'Alta por rescisión'],
    ['carta_nombramiento', 'Carta de nombramiento'],
  ]),
  ...numbered(3059, [
    ['renovacion', 'Renovación'],
    ['renovacion_incremento', 'Renovación con incremento'],
    ['incremento', 'Incremento'],
  ]),
]);

export const accountTypes = defineEnum(
  'accountTypes',
  options([
    ['regular', 3075, 'Cuenta común'],
    ['cuenta_corriente', 3076, 'Cuenta corriente'],
  ]),
);

export const contractResearchTypes = defineEnum(
  'contractResearchTypes',
  options([
    ['renewal', 4169, 'Renovación'],
    ['research', 4170, 'Relevamiento'],
  ]),
);

/** Kinds of dynamic form input; no ids in the spec, numbered from 1 in its order. */
export const dynamicInputKinds = defineEnum(
  'dynamicInputKinds',
  numbered(1, [
    ['none', 'Ninguno'],
    ['input', 'Texto'],
    ['select', 'Lista desplegable'],
    ['radio', 'Opción única'],
    ['checkbox', 'Casilla de verificación'],
    ['input_number', 'Número'],
    ['input_date', 'Fecha'],
  ]),
);

/** Variable types; no ids in the spec, numbered from 1 in its order. */
export const variableTypes = defineEnum(
  'variableTypes',
  numbered(1, [
    ['number', 'Número'],
    ['string', 'Texto'],
    ['boolean', 'Sí/No'],
    ['date', 'Fecha'],
    ['datetime', 'Fecha y hora'],
    ['time', 'Hora'],
    ['array', 'Lista'],
    ['object', 'Objeto'],
  ]),
);

/** Referral types; no ids in the spec, numbered from 1. */
export const referralTypes = defineEnum(
  'referralTypes',
  numbered(1, [
    ['account', 'Cuenta'],
    ['user', 'Usuario'],
  ]),
);

/**
 * Organizations 1 to 7 (spec section 9). The spec describes them without names;
 * codes and labels here are descriptive. Organization 1 is the default/fallback.
 */
export const organizations = defineEnum(
  'organizations',
  numbered(1, [
    ['own_brokerage', 'Broker propio'],
    ['external_brokers', 'Brokers externos'],
    ['medical', 'Servicios médicos'],
    ['safety', 'Higiene y seguridad'],
    ['external_producers', 'Productores externos'],
    ['agencies', 'Agencias'],
    ['play', 'Unidad de pruebas'],
  ]),
);

/** Insurer (compañía aseguradora) ids of spec section 9. */
export const insurerIds = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 101, 145, 163, 171, 172,
] as const;

/** Kinds of notification, as the toast types that show them (spec sections 3 and 8). */
export const notificationTypes = defineEnum(
  'notificationTypes',
  numbered(1, [
    ['info', 'Información'],
    ['success', 'Confirmación'],
    ['warning', 'Aviso'],
    ['danger', 'Urgente'],
  ]),
);
