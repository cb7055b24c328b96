import { describe, it, expect } from 'vitest';
import { branches, COMMON_BRANCH_IDS, isCommonBranch } from './branches';
import { CURRENCY_SYMBOL_BY_ID, insurerIds } from './catalogues';
import { defineEnum, optionByCode, optionById, type EnumDef } from '../engine/defineEnum';

/**
 * Every enumeration module's exports, found by file: no barrel lists the areas' enumerations.
 * Typed as enumerations for the examples below; the filters check each value.
 */
const enums = Object.assign(
  {},
  ...Object.values(import.meta.glob(['./*.ts', '!./*.test.ts'], { eager: true })),
) as Record<string, EnumDef>;

const allEnums: EnumDef[] = Object.values(enums).filter(
  (value): value is EnumDef =>
    typeof value === 'object' && value !== null && 'options' in value && 'name' in value,
);

/** [enum, code, id] examples taken verbatim from spec sections 3, 4 and 9. */
const specExamples: [EnumDef, string, number][] = [
  [enums.opportunityStatus, 'active', 101],
  [enums.opportunityStatus, 'in_process', 103],
  [enums.opportunityStatus, 'pending_quote', 111],
  [enums.opportunityStatus, 'offer', 120],
  [enums.opportunitySubstatus, 'lead_duplicate', 20],
  [enums.opportunitySubstatus, 'pendingQuote_withoutSubscription', 40],
  [enums.contractStatus, 'validity', 252],
  [enums.contractStatus, 'not_validity', 256],
  [enums.contractSubstatus, 'unrenewal', 152],
  [enums.contractRequestStatus, 'pending_sac', 206],
  [enums.contractRequestStatus, 'processed', 208],
  [enums.contractRequestSubstatus, 'pending_instection', 102],
  [enums.contractResponseStatus, 'rejected', 223],
  [enums.inspectionStatus, 'no_required', 1106],
  [enums.noObjectionLetterStatus, 'approved', 1302],
  [enums.importStatus, 'file_failed', 704],
  [enums.quoteStatus, 'bloqued', 807],
  [enums.quoteStatus, 'aliquot_reduction', 809],
  [enums.quoteStatus, 'unlocking_letter', 818],
  [enums.checkStatus, 'redeemed', 1407],
  [enums.paymentStatus, 'anulled', 1703],
  [enums.chargeStatus, 'pending', 1810],
  [enums.chargeStatus, 'applied', 1813],
  [enums.contractResearchStatus, 'verified', 1909],
  [enums.contractRejectedPaymentStatus, 'closed', 2005],
  [enums.userState, 'active', 1],
  [enums.userState, 'unconfirmed', 5],
  [enums.movementTypes, 'new', 0],
  [enums.movementTypes, 're_invoicing', 1],
  [enums.movementTypes, 'change_organization', 14],
  [enums.annulmentMotives, 'cost', 401],
  [enums.annulmentMotives, 'falta_de_pago', 405],
  [enums.annulmentMotives, 'siniestro', 409],
  [enums.modificationMotives, 'cost_adjustment', 501],
  [enums.modificationMotives, 'rehabilitation', 510],
  [enums.emissionTypes, 'emision', 1],
  [enums.emissionTypes, 'reemplazo', 4],
  [enums.contractPersonTypes, 'policyholder', 1],
  [enums.contractPersonTypes, 'collateral_creditor', 7],
  [enums.personTypes, 'physical', 13],
  [enums.personTypes, 'legal', 14],
  [enums.documentTypes, 'dni', 1],
  [enums.documentTypes, 'lc', 10],
  [enums.currencies, 'ARS', 1],
  [enums.currencies, 'USD', 2],
  [enums.genders, 'male', 29],
  [enums.genders, 'others', 31],
  [enums.itemTypes, 'other', 6],
  [enums.paymentTypes, 'credit_card', 1],
  [enums.paymentTypes, 'coupon', 12],
  [enums.vatSituations, 'final_consumer', 1],
  [enums.vatSituations, 'tierra_del_fuego', 6],
  [enums.artOpportunityTypes, 'alta', 560],
  [enums.artOpportunityTypes, 'carta_nombramiento', 565],
  [enums.artOpportunityTypes, 'renovacion', 3059],
  [enums.artOpportunityTypes, 'incremento', 3061],
  [enums.accountTypes, 'regular', 3075],
  [enums.accountTypes, 'cuenta_corriente', 3076],
  [enums.contractResearchTypes, 'renewal', 4169],
  [enums.contractResearchTypes, 'research', 4170],
  [enums.organizations, 'own_brokerage', 1],
  [enums.organizations, 'play', 7],
  [branches, 'car', 1],
  [branches, 'art', 2],
  [branches, 'surety', 8],
  [branches, 'civil_liability', 12],
  [branches, 'sepelio', 37],
  [branches, 'import_export', 40],
  [branches, 'prepaid_medicine', 41],
];

/** Number of options per enumeration, as counted in the spec. */
const specCounts: [EnumDef, number][] = [
  [enums.opportunityStatus, 20],
  [enums.opportunitySubstatus, 6],
  [enums.contractStatus, 6],
  [enums.contractSubstatus, 2],
  [enums.contractRequestStatus, 8],
  [enums.contractRequestSubstatus, 3],
  [enums.contractResponseStatus, 3],
  [enums.inspectionStatus, 6],
  [enums.noObjectionLetterStatus, 3],
  [enums.importStatus, 4],
  [enums.quoteStatus, 17],
  [enums.checkStatus, 7],
  [enums.paymentStatus, 3],
  [enums.chargeStatus, 5],
  [enums.contractResearchStatus, 9],
  [enums.contractRejectedPaymentStatus, 5],
  [enums.userState, 5],
  [enums.movementTypes, 15],
  [enums.annulmentMotives, 9],
  [enums.modificationMotives, 10],
  [enums.emissionTypes, 4],
  [enums.contractPersonTypes, 7],
  [enums.personTypes, 2],
  [enums.documentTypes, 10],
  [enums.currencies, 2],
  [enums.genders, 3],
  [enums.itemTypes, 6],
  [enums.paymentTypes, 12],
  [enums.vatSituations, 6],
  [enums.artOpportunityTypes, 9],
  [enums.accountTypes, 2],
  [enums.contractResearchTypes, 2],
  [enums.dynamicInputKinds, 7],
  [enums.variableTypes, 8],
  [enums.referralTypes, 2],
  [enums.organizations, 7],
  [enums.notificationTypes, 4],
  [branches, 41],
];

/** Spec codes that are already Spanish words or acronyms, so their label may read the same. */
const SPANISH_CODES = new Set([
  // Words Spanish takes as they are: gasoil is 'Diésel', a saloon car a 'Sedán', a 'Hatchback' too.
  'diesel',
  'sedan',
  'hatchback',
  'coupe',
  'rural',
  'modular',
  // A taxi and a remís are called so in Argentina; a PH is a propiedad horizontal.
  'taxi',
  'remis',
  'ph',
  // A fax line and a domicilio legal are called so in Spanish too.
  'fax',
  'legal',
  // Brand and acronym: Spanish says "WhatsApp" and "SMS" as well.
  'whatsapp',
  'sms',
  'sepelio',
  'desistimiento',
  'disconformidad',
  'reemplazo',
  'siniestro',
  'emision',
  'renovacion',
  'cambio_compania',
  'dni',
  'cuil',
  'cuit',
  'alta',
  'traspaso',
  'incremento',
  'oferta',
  'venta',
  'datos_invalidos',
  'falta_de_pago',
  'matricula',
  'alta_por_rescision',
  'tierra_del_fuego',
  'cuenta_corriente',
  'pago_facil',
]);

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/_/g, ' ')
    .toLowerCase();

describe('spec ids and codes', () => {
  it.each(specExamples.map(([def, code, id]) => [def.name, code, id, def] as const))(
    '%s: %s is %i',
    (_name, code, id, def) => {
      expect(optionByCode(def, code).id).toBe(id);
      expect(optionById(def, id)?.code).toBe(code);
    },
  );

  it.each(specCounts.map(([def, count]) => [def.name, count, def] as const))(
    '%s has %i options',
    (_name, count, def) => {
      expect(def.options).toHaveLength(count);
    },
  );

  it('every enumeration of the spec is exported and counted', () => {
    // The product's own catalogues (file types, cron results…) are exported beside them.
    expect(allEnums.map((d) => d.name)).toEqual(
      expect.arrayContaining(specCounts.map(([d]) => d.name)),
    );
  });

  it('each constant is named after its export', () => {
    for (const [exportName, value] of Object.entries(enums)) {
      if (allEnums.includes(value as EnumDef)) expect((value as EnumDef).name).toBe(exportName);
    }
  });
});

describe('branches', () => {
  it('has the 41 branch ids 1..41 in order', () => {
    expect(branches.options.map((o) => o.id)).toEqual(Array.from({ length: 41 }, (_, i) => i + 1));
  });

  it('knows the common branches 8, 9 and 10', () => {
    expect(COMMON_BRANCH_IDS).toEqual([8, 9, 10]);
    expect(COMMON_BRANCH_IDS.map((id) => optionById(branches, id)?.code)).toEqual([
      'surety',
      'liability',
      'consortium',
    ]);
    for (const id of [8, 9, 10]) expect(isCommonBranch(id)).toBe(true);
    for (const id of [1, 2, 7, 11, 41, 0]) expect(isCommonBranch(id)).toBe(false);
  });
});

describe('identifiers of section 9', () => {
  it('lists the insurer ids', () => {
    expect(insurerIds).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 21, 101, 145, 163, 171, 172,
    ]);
  });

  it('maps currency ids to symbols', () => {
    expect(CURRENCY_SYMBOL_BY_ID[1]).toBe('$');
    expect(CURRENCY_SYMBOL_BY_ID[2]).toBe('u$s');
    expect(optionById(enums.currencies, 1)?.label).toBe('Peso argentino');
  });

  it('labels person types and genders as the spec and Argentine law do', () => {
    expect(optionById(enums.personTypes, 13)?.label).toBe('Persona humana');
    expect(optionById(enums.personTypes, 14)?.label).toBe('Persona jurídica');
    expect(enums.genders.options.map((o) => o.label)).toEqual(['Masculino', 'Femenino', 'Otro']);
  });
});

describe('labels and ids', () => {
  it.each(allEnums.map((def) => [def.name, def] as const))(
    '%s has Spanish labels',
    (_name, def) => {
      for (const { code, label } of def.options) {
        expect(label.trim(), `${def.name}.${code}`).toBe(label);
        expect(label, `${def.name}.${code}`).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
        expect(label, `${def.name}.${code}`).not.toContain('_');
        expect(label, `${def.name}.${code}`).not.toBe(code);
        if (!SPANISH_CODES.has(code)) {
          expect(normalize(label), `${def.name}.${code} reads as its code`).not.toBe(
            normalize(code),
          );
        }
      }
    },
  );

  it.each(allEnums.map((def) => [def.name, def] as const))(
    '%s has unique ids and codes',
    (_name, def) => {
      expect(new Set(def.options.map((o) => o.id)).size).toBe(def.options.length);
      expect(new Set(def.options.map((o) => o.code)).size).toBe(def.options.length);
    },
  );

  it('defineEnum refuses a repeated id', () => {
    expect(() =>
      defineEnum('broken', [
        { id: 1, code: 'a', label: 'A' },
        { id: 1, code: 'b', label: 'B' },
      ]),
    ).toThrow(/repeats an id/);
  });
});
