/**
 * The simulated insurers (issue 13 section 4): one profile per insurer id of spec 9, so every
 * quoting path happens in demos and tests without any insurer's web service. Each profile is
 * the insurer's price level, how long it takes to answer, and its habits: a technical review
 * above a sum, no price for old vehicles, a service that is down. The answers are
 * deterministic (domain/quoting/tariff.ts); only the waiting is real.
 */
import { addDays, type InsurerQuoteRequest, type QuoteAnswer } from './quoteRequest';
import { tariff } from './tariff';

export interface SimulatedInsurer {
  companyId: number;
  /** Price level over the market's tariff (1 = the market). */
  level: number;
  /** How long the answer takes, in milliseconds, before any scaling. */
  latencyMs: readonly [number, number];
  /** Sums above this go to the insurer's technical area (801). */
  technicalAbove?: number;
  /** Vehicles older than this many years get no price (806). */
  maxVehicleAge?: number;
  /** The web service fails (805 with a retry): an outage to show and to test. */
  down?: boolean;
}

/** Spec 9's insurer ids: 1 to 12, 21, 101, 145, 163, 171, 172. */
export const simulatedInsurers: readonly SimulatedInsurer[] = [
  { companyId: 1, level: 1.12, latencyMs: [600, 1400], technicalAbove: 90_000_000 },
  { companyId: 2, level: 0.94, latencyMs: [300, 900] },
  { companyId: 3, level: 0.98, latencyMs: [200, 800] },
  { companyId: 4, level: 0.96, latencyMs: [400, 1200], maxVehicleAge: 25 },
  { companyId: 5, level: 1.05, latencyMs: [500, 1500] },
  { companyId: 6, level: 1.18, latencyMs: [800, 2000], technicalAbove: 60_000_000 },
  { companyId: 7, level: 0.92, latencyMs: [300, 1000] },
  { companyId: 8, level: 1.0, latencyMs: [700, 1600] },
  // Slow: past the delay threshold it shows as "demorada" before answering.
  { companyId: 9, level: 0.88, latencyMs: [4000, 6000] },
  { companyId: 10, level: 1.02, latencyMs: [500, 1300] },
  { companyId: 11, level: 0.9, latencyMs: [400, 1100], maxVehicleAge: 15 },
  { companyId: 12, level: 1.08, latencyMs: [200, 600], down: true },
  { companyId: 21, level: 1.06, latencyMs: [600, 1800] },
  { companyId: 101, level: 1.0, latencyMs: [900, 2500] },
  { companyId: 145, level: 0.97, latencyMs: [700, 2200] },
  { companyId: 163, level: 1.03, latencyMs: [800, 2400] },
  { companyId: 171, level: 0.95, latencyMs: [1000, 3000] },
  { companyId: 172, level: 0.99, latencyMs: [1200, 3000] },
];

/** An insurer without a profile of its own prices as the market and answers in a second. */
export function simulatedInsurer(companyId: number): SimulatedInsurer {
  return (
    simulatedInsurers.find((i) => i.companyId === companyId) ?? {
      companyId,
      level: 1,
      latencyMs: [800, 1200],
    }
  );
}

/** A stable number in [0, 1) for a text: the same request waits the same time every run. */
export function unitHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return (h >>> 0) / 4294967296;
}

const requestKey = (r: InsurerQuoteRequest) => `${r.opportunityId}:${r.companyId}:${r.package.id}`;

/** How long this insurer takes with this request (ms, before scaling). */
export function simulatedLatency(profile: SimulatedInsurer, request: InsurerQuoteRequest): number {
  const [min, max] = profile.latencyMs;
  return Math.round(min + (max - min) * unitHash(requestKey(request)));
}

/** The insurer's own number for the quote: its initials and a stable number. */
const externalId = (request: InsurerQuoteRequest) =>
  `COT-${request.companyId}-${Math.floor(unitHash(requestKey(request)) * 1e8)
    .toString()
    .padStart(8, '0')}`;

/** What the simulated insurer answers (a down one never gets here: its call fails). */
export function simulatedAnswer(
  profile: SimulatedInsurer,
  request: InsurerQuoteRequest,
): QuoteAnswer {
  const age =
    request.vehicleYear == null ? 0 : Number(request.today.slice(0, 4)) - request.vehicleYear;
  if (profile.maxVehicleAge !== undefined && age > profile.maxVehicleAge)
    return {
      outcome: 'has_not_cost',
      message: `La compañía no cotiza vehículos de más de ${profile.maxVehicleAge} años.`,
    };
  if (profile.technicalAbove !== undefined && request.sumInsured > profile.technicalAbove)
    return {
      outcome: 'pending_technical',
      externalId: externalId(request),
      message:
        'La suma asegurada supera el límite automático: la revisa el área técnica de la compañía.',
    };
  const priced = tariff(request, profile.level);
  return {
    outcome: 'quoted',
    externalId: externalId(request),
    netPremium: priced.netPremium,
    premium: priced.premium,
    quotaQuantity: priced.quotaQuantity,
    quotaAmount: priced.quotaAmount,
    discount: priced.discount,
    sumInsured: request.sumInsured,
    franchise: priced.franchise,
    validFrom: request.today,
    validTo: addDays(request.today, request.validityDays),
  };
}
