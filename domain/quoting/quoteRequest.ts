/**
 * A quote request in our terms (issue 13 section 4): what every insurer connector receives,
 * whatever its web service calls things. The server builds it from the opportunity, the
 * wizard's steps and the client; a connector translates it through the `map` catalogue.
 */

/** Tax rates in percent (DOMAIN.md "Money"), read from the settings `impuestos.*`. */
export interface QuoteTaxes {
  vat: number;
  ssn: number;
  stampCaba: number;
  stampBuenosAires: number;
  stampOther: number;
  roadSafety: number;
}

export interface QuoteRequest {
  opportunityId: string;
  branchId: number;
  /** Pesos. */
  sumInsured: number;
  /** The province's letter of the CPA and ISO 3166-2 (C, B, X…): the zone. */
  province: string | null;
  holderAge: number | null;
  vehicleYear: number | null;
  zeroKm: boolean;
  /** People insured (personal accidents) or workers declared (ART); null elsewhere. */
  insuredCount: number | null;
  /**
   * The single covers' sums told in the object step, by its field (a home's `theft_sum`…:
   * branchRates.ts `covers`); absent or empty where the branch has none.
   */
  coverSums?: Readonly<Record<string, number>>;
  /** What is insured, for the insurer's own records ("Toyota Corolla 2.0 XEI 2024"). */
  subject: string;
  /** The day of the request (yyyy-mm-dd): the tariff and the validity count from it. */
  today: string;
  taxes: QuoteTaxes;
  /** Days a quote holds (`cotizaciones.validez_dias`). */
  validityDays: number;
}

/** One of the insurer's plans for the branch, with the codes of our coverages it includes. */
export interface QuotePackage {
  id: number;
  name: string;
  insurerCode: string | null;
  coverageIds: number[];
  coverageCodes: string[];
  /** Our coverages it includes, as the comparison names them. */
  coverages: { id: number; code: string; name: string }[];
  hail: boolean;
  deductible: number | null;
}

/** What one connector is asked: the request, one plan, and the insurer's campaign discount. */
export interface InsurerQuoteRequest extends QuoteRequest {
  companyId: number;
  package: QuotePackage;
  /** Percent, from an active quote campaign of the insurer for the branch; 0 without one. */
  discount: number;
}

/** What a connector answers, in our terms. */
export type QuoteAnswer =
  | {
      outcome: 'quoted';
      externalId: string;
      netPremium: number;
      premium: number;
      quotaQuantity: number;
      quotaAmount: number;
      discount: number;
      sumInsured: number;
      franchise: number | null;
      validFrom: string;
      validTo: string;
    }
  /** The insurer's technical area must look at it first (801). */
  | { outcome: 'pending_technical'; externalId: string; message: string }
  /** The insurer has no price for this risk (806). */
  | { outcome: 'has_not_cost'; message: string };

/** Calendar arithmetic on yyyy-mm-dd, in UTC (no time zone can move the day). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
