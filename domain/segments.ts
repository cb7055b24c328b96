/**
 * Client segments (`admin/segmentation`): which segment a client's figures put them in, and how
 * a segment's criteria read in Spanish. The account page's "Segmentación" tab
 * (resources/generic/SegmentationPanel.tsx) shows both; anything that assigns segments later
 * (an import, a nightly job) proposes with the same `segmentFor`.
 *
 * A client's figures (annual premium, policy count, branches held) come from their policies,
 * an area that does not exist yet. `figuresSource` is where that area declares how they are
 * read (a list narrowed to the client and how its rows add up); until then it returns null and
 * no segment is proposed: the tab says the proposal appears once the client has policies.
 */
import { formatMoney, formatNumber } from './engine/format';

/** The panel's key in an entity's `panels` (resources/generic/recordPanels.tsx). */
export const SEGMENTATION_PANEL = 'segmentation';
/** The segment catalogue's route. */
export const SEGMENTS = 'admin/segmentation';

type Id = string | number;

/** A segment as the API returns it (domain/entities/segmentation.ts). */
export interface Segment {
  id: Id;
  name: string;
  description?: string | null;
  premium_min?: number | null;
  premium_max?: number | null;
  policy_count_min?: number | null;
  policy_count_max?: number | null;
  /** Branch ids; empty: any branch. */
  branches?: readonly Id[] | null;
  colour?: string | null;
  /** Priority: when a client fits several segments, the lowest number wins. */
  position?: number | null;
  active?: boolean | null;
}

/** What a client's segment is decided by. */
export interface ClientFigures {
  /** Sum of the annual premiums of the client's policies in force. */
  annualPremium: number;
  policyCount: number;
  /** Branches of the policies the client holds. */
  branchIds: readonly Id[];
}

/** How a client's figures are read: one list narrowed to the client, and how its rows add up. */
export interface FiguresSource {
  /** The entity read (its route) and its reference to the client. */
  entity: string;
  link: string;
  /** Further list filters (policies in force only, say). */
  filter?: Record<string, unknown>;
  figures: (rows: readonly Record<string, unknown>[]) => ClientFigures;
}

/**
 * The source of every client's figures: null until the policies area declares it here (its
 * policies in force, their annual premium summed, counted, and their branches). Never a guess.
 */
export function figuresSource(): FiguresSource | null {
  return null;
}

/** A stated bound as a number; null, absent or unreadable: not stated. */
function bound(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

const within = (value: number, min: unknown, max: unknown) => {
  const low = bound(min);
  const high = bound(max);
  return (low === null || value >= low) && (high === null || value <= high);
};

const sameId = (a: Id, b: Id) => String(a) === String(b);

/**
 * Priority order: the lowest position first (a segment without one last); a tie goes to the
 * segment created first (the lower id), so the same figures always give the same segment.
 */
export function byPriority(a: Segment, b: Segment): number {
  const order = (bound(a.position) ?? Infinity) - (bound(b.position) ?? Infinity);
  if (order !== 0 && !Number.isNaN(order)) return order;
  const ids = Number(a.id) - Number(b.id);
  return Number.isNaN(ids) ? String(a.id).localeCompare(String(b.id)) : ids;
}

/** Whether the figures meet every criterion the segment states (none stated: anyone does). */
export function fitsSegment(segment: Segment, figures: ClientFigures): boolean {
  const branches = segment.branches ?? [];
  return (
    within(figures.annualPremium, segment.premium_min, segment.premium_max) &&
    within(figures.policyCount, segment.policy_count_min, segment.policy_count_max) &&
    (branches.length === 0 ||
      branches.some((branch) => figures.branchIds.some((held) => sameId(held, branch))))
  );
}

/** The active segment of highest priority whose criteria the figures meet, or null. */
export function segmentFor(segments: readonly Segment[], figures: ClientFigures): Segment | null {
  const active = segments.filter((s) => s.active === true).sort(byPriority);
  return active.find((segment) => fitsSegment(segment, figures)) ?? null;
}

/** Pesos as the product shows money; whole amounts without cents (`$ 500.000`). */
const pesos = (amount: number) => formatMoney(amount, 1, Number.isInteger(amount) ? 0 : 2);
const policies = (count: number) =>
  `${formatNumber(count, 0)} ${count === 1 ? 'póliza' : 'pólizas'}`;

/** A lower bound of zero excludes nobody (figures are never negative): it is not worded. */
const lowerBound = (value: unknown) => {
  const low = bound(value);
  return low !== null && low > 0 ? low : null;
};

function premiumLine(segment: Segment): string | null {
  const low = lowerBound(segment.premium_min);
  const high = bound(segment.premium_max);
  if (low !== null && high !== null) return `Premio anual de ${pesos(low)} a ${pesos(high)}`;
  if (low !== null) return `Premio anual desde ${pesos(low)}`;
  if (high !== null) return `Premio anual hasta ${pesos(high)}`;
  return null;
}

function policyCountLine(segment: Segment): string | null {
  const low = lowerBound(segment.policy_count_min);
  const high = bound(segment.policy_count_max);
  if (high === 0) return 'Sin pólizas';
  if (low !== null && high !== null)
    return low === high
      ? `Exactamente ${policies(low)}`
      : `De ${formatNumber(low, 0)} a ${policies(high)}`;
  if (low !== null) return `Desde ${policies(low)}`;
  if (high !== null) return `Hasta ${policies(high)}`;
  return null;
}

/** "Ramos: Automotores, Hogar"; names not at hand are counted ("y otro ramo"), never shown as ids. */
function branchLine(segment: Segment, branchNames: Readonly<Record<string, string>>): string {
  const ids = segment.branches ?? [];
  if (ids.length === 0) return 'Cualquier ramo';
  const names = ids.flatMap((id) => {
    const name = Object.hasOwn(branchNames, String(id)) ? branchNames[String(id)] : undefined;
    return name ? [name] : [];
  });
  const unnamed = ids.length - names.length;
  if (names.length === 0)
    return unnamed === 1 ? '1 ramo determinado' : `${unnamed} ramos determinados`;
  const known = names.join(', ');
  const rest = unnamed === 0 ? '' : unnamed === 1 ? ' y otro ramo' : ` y otros ${unnamed} ramos`;
  return `${ids.length === 1 ? 'Ramo' : 'Ramos'}: ${known}${rest}`;
}

/**
 * The segment's criteria in plain Spanish, one line each: annual premium and policy count
 * when stated, then its branches ("Cualquier ramo" when it names none). `branchNames` maps a
 * branch id (as text) to its name.
 */
export function describeSegmentCriteria(
  segment: Segment,
  branchNames: Readonly<Record<string, string>>,
): string[] {
  return [premiumLine(segment), policyCountLine(segment), branchLine(segment, branchNames)].filter(
    (line): line is string => line !== null,
  );
}

/** The panel's texts (one place, so the tests read what users read). */
export const segmentationMessages = {
  none: 'Sin segmento asignado',
  inactive: 'Segmento inactivo',
  noFigures:
    'Se va a calcular cuando el cliente tenga pólizas cargadas, con su premio anual, la cantidad de pólizas y sus ramos.',
  noCatalogue: 'Los criterios de cada segmento los ve quien administra la segmentación.',
  changed: 'Segmento del cliente actualizado.',
} as const;
