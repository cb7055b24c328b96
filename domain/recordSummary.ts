/**
 * The summary above a record's page (entity option `header` naming SUMMARY_PANEL), as Applied
 * Epic heads a client's: a few figures of what hangs from the record, each measured by the
 * server over the records the viewer may see (GET /api/v1/{entity}/{id}/summary,
 * server/timeline/summary.ts), and what one does next with the client (call, a task, an
 * opportunity), the buttons its tabs already have. A figure of a section the viewer may not
 * list is left out, never shown as a zero.
 */
import { optionByCode } from './engine/defineEnum';
import { add, cents, pesos, ZERO } from './engine/money';
import { contractStatus } from './enums/statuses';
import { IN_FORCE } from './entities/contractMachine';
import { clientDialLink } from './entities/contactPoints';

export const SUMMARY_PANEL = 'summary';

export interface SummaryFigure {
  /** Its key in the route's answer. */
  key: string;
  label: string;
  /** The measured entity (its route) and its reference to the page's record. */
  entity: string;
  link: string;
  /** Only its records whose field holds one of these values (a status among those in force). */
  where?: Readonly<Record<string, readonly number[]>>;
  /** The money field summed; absent: the records are counted. */
  sum?: string;
}

/** A button of the summary: a new record of `entity` about the page's (its tab's «Agregar»). */
export interface SummaryCreate {
  entity: string;
  label: string;
}

export interface RecordSummary {
  figures: readonly SummaryFigure[];
  creates: readonly SummaryCreate[];
  /** The `tel:` link «Llamar» dials, or null (no phone to call). */
  dial?: (record: Readonly<Record<string, unknown>>) => string | null;
}

const IN_FORCE_IDS = IN_FORCE.map((code) => optionByCode(contractStatus, code).id);
const policiesInForce = {
  entity: 'contract',
  link: 'account_id',
  where: { status: IN_FORCE_IDS },
} as const;

/** The summaries, by the name of the entity whose page they head. */
export const recordSummaries: Readonly<Record<string, RecordSummary>> = {
  account: {
    figures: [
      { key: 'policies_in_force', label: 'Pólizas vigentes', ...policiesInForce },
      {
        key: 'premium_in_force',
        label: 'Premio de pólizas vigentes',
        ...policiesInForce,
        sum: 'premium',
      },
      // The client's open claims join here when the claims area lands («Siniestros abiertos»:
      // entity 'claim', link 'account_id', `where` its open statuses); until then the header
      // says nothing of claims, rather than a zero that would read as "none".
    ],
    creates: [
      { entity: 'task', label: 'Nueva tarea' },
      { entity: 'opportunity', label: 'Nueva oportunidad' },
    ],
    dial: clientDialLink,
  },
};

/** The summary heading `entity`'s page, if any. */
export const summaryOf = (entity: { name: string; header?: { panel: string } }) =>
  entity.header?.panel === SUMMARY_PANEL ? recordSummaries[entity.name] : undefined;

/** The list a figure opens: its records of the page's record (a count's own rows). */
export const figureFilter = (figure: SummaryFigure, id: unknown): Record<string, unknown> => ({
  [figure.link]: id,
  ...figure.where,
});

type Row = Readonly<Record<string, unknown>>;

/** Whether `row` is one of the records a figure measures for the record `id`. */
export const figureHolds = (figure: SummaryFigure, row: Row, id: unknown) =>
  String(row[figure.link]) === String(id) &&
  Object.entries(figure.where ?? {}).every(([field, values]) =>
    values.includes(Number(row[field])),
  );

/**
 * A figure's value over its records as the API reads them (fixtures mode's collections; the
 * server measures in SQL): how many, or the sum of its amounts to the cent.
 */
export function figureOfRows(figure: SummaryFigure, rows: readonly Row[]): number {
  const field = figure.sum;
  if (!field) return rows.length;
  return pesos(add(ZERO, ...rows.map((row) => cents(Number(row[field] ?? 0)))));
}
