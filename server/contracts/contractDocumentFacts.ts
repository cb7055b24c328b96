/**
 * What the policy's documents say (contractSummaryPdf.ts, coverageCertificatePdf.ts), read from
 * the database for a policy its reader may see: the policy as its page shows it, its people,
 * items, coverages and quotas (its parts, which whoever sees the policy sees: `contracts view`),
 * the insurer, branch and coverages by name, every enumeration by its label in domain/, and the
 * letterhead of the policy's organization. A vehicle's chassis and motor come from the vehicle
 * step of the opportunity the policy was issued from, when its plate is the item's.
 */
import { displayValue, isBlank, recordName } from '../../domain/engine/display';
import type { Entity } from '../../domain/engine/entity';
import { optionByCode } from '../../domain/engine/defineEnum';
import { branch } from '../../domain/entities/branch';
import { company } from '../../domain/entities/company';
import { contract } from '../../domain/entities/contracts';
import {
  contractCoverageRow,
  contractItemRow,
  contractPersonRow,
  contractQuota,
} from '../../domain/entities/contractParts';
import { coverage } from '../../domain/entities/coverages';
import { itemTypes } from '../../domain/enums/catalogues';
import { opportunitySteps } from '../../domain/flows/opportunityFlow';
import { plateKey } from '../../domain/flows/vehicleForm';
import { paintedPlate } from '../../domain/validators/vehicleDomain';
import { decodeRow } from '../db/codec';
import { letterheadOf, type Letterhead } from '../documents/letterhead';
import { readFlowRecord } from '../flows/draftStore';
import { organizationOfRow, type Row, type Store } from '../rest/store';

export interface PolicyPerson {
  role: string;
  name: string;
  document: string | null;
  birthdate: string | null;
}

export interface PolicyItem {
  type: string;
  description: string;
  identifier: string | null;
  sumInsured: number | null;
}

export interface PolicyCoverage {
  name: string;
  sumInsured: number | null;
  franchise: number | null;
}

export interface PolicyQuota {
  number: number;
  dueDate: string;
  amount: number;
  status: string;
}

/** A vehicle as the certificate names it: the plate as painted, or its chassis when 0 km. */
export interface PolicyVehicle {
  description: string;
  plate: string | null;
  chassis: string | null;
  motor: string | null;
}

export interface PolicyFacts {
  brokerage: Letterhead;
  /** The day the document is printed, `YYYY-MM-DD`. */
  issuedOn: string;
  /** The policy as stored (decoded: money in pesos, dates as `YYYY-MM-DD`). */
  policy: Row;
  insurer: string;
  branch: string;
  /** The policy's status and payment method by their labels. */
  status: string;
  payment: string | null;
  people: PolicyPerson[];
  items: PolicyItem[];
  coverages: PolicyCoverage[];
  quotas: PolicyQuota[];
  vehicles: PolicyVehicle[];
}

const VEHICLE = optionByCode(itemTypes, 'vehicle').id;
const text = (value: unknown) => (isBlank(value) ? null : String(value));
const amount = (value: unknown) => (isBlank(value) ? null : Number(value));
/** An enumeration's (or any field's) value as the policy's page shows it. */
const shown = (entity: Entity, field: string, row: Row) =>
  displayValue(entity.fields[field], row[field], row);

async function partsOf(store: Store, entity: Entity, contractId: string, order: string) {
  const rows = await store.db
    .selectFrom(entity.table)
    .selectAll()
    .where('contract_id', '=', contractId)
    .orderBy(order)
    .orderBy('id')
    .execute();
  return rows.map((row) => decodeRow(entity, row));
}

/** A shared catalogue's record by id, named as it is cited (an insurer, a branch). */
export async function nameOf(store: Store, entity: Entity, id: unknown): Promise<string> {
  if (isBlank(id)) return '';
  const row = await store.db
    .selectFrom(entity.table)
    .selectAll()
    .where('id', '=', Number(id))
    .executeTakeFirst();
  return row ? recordName(entity, decodeRow(entity, row)) : '';
}

/** Coverages by id as the documents name them: «D Todo riesgo». */
export async function coverageNames(store: Store, rows: readonly { coverage_id?: unknown }[]) {
  const ids = [...new Set(rows.map((r) => Number(r.coverage_id)))];
  const names = new Map<number, string>();
  if (!ids.length) return names;
  const found = await store.db
    .selectFrom(coverage.table)
    .select(['id', 'code', 'name'])
    .where('id', 'in', ids)
    .execute();
  for (const c of found) names.set(Number(c.id), `${String(c.code)} ${String(c.name)}`);
  return names;
}

async function coveragesOf(store: Store, rows: Row[]): Promise<PolicyCoverage[]> {
  const names = await coverageNames(store, rows);
  return rows.map((r) => ({
    name: names.get(Number(r.coverage_id)) ?? '',
    sumInsured: amount(r.sum_insured),
    franchise: amount(r.franchise),
  }));
}

/** The vehicle step of the opportunity a car's or motorcycle's policy was issued from. */
async function wizardVehicle(store: Store, policy: Row): Promise<Row | null> {
  const branchId = Number(policy.branch_id);
  if (isBlank(policy.opportunity_id) || opportunitySteps(branchId)[0]?.name !== 'vehicle')
    return null;
  const steps = await readFlowRecord(store, 'opportunity', String(policy.opportunity_id));
  return (steps?.vehicle as Row | undefined) ?? null;
}

/**
 * The policy's vehicles: its items of type vehicle (or, for a policy without them, its own plate
 * and description), each with the chassis and motor the wizard recorded for that plate.
 */
async function vehiclesOf(store: Store, policy: Row, items: Row[]): Promise<PolicyVehicle[]> {
  const own = items.filter((item) => Number(item.item_type) === VEHICLE);
  const listed = own.length
    ? own.map((item) => ({
        description: text(item.description),
        identifier: text(item.identifier),
      }))
    : isBlank(policy.plate)
      ? []
      : [{ description: text(policy.title), identifier: text(policy.plate) }];
  if (!listed.length) return [];
  const wizard = await wizardVehicle(store, policy);
  return listed.map(({ description, identifier }) => {
    const plate = paintedPlate(identifier);
    const known =
      wizard &&
      ((plate !== null && plateKey(wizard.domain) === plateKey(plate)) ||
        (identifier !== null && plateKey(wizard.chassis) === plateKey(identifier)));
    const chassis = text(known ? wizard.chassis : null) ?? (plate ? null : identifier);
    return {
      description: description ?? '',
      plate: plate ?? (identifier === chassis ? null : identifier),
      chassis,
      motor: text(known ? wizard.motor : null),
    };
  });
}

/** Everything the policy's documents say, for a policy already read as its reader may see it. */
export async function policyFacts(
  store: Store,
  policy: Row,
  issuedOn: string,
): Promise<PolicyFacts> {
  const id = String(policy.id);
  const [people, items, coverageRows, quotas] = await Promise.all([
    partsOf(store, contractPersonRow, id, 'id'),
    partsOf(store, contractItemRow, id, 'id'),
    partsOf(store, contractCoverageRow, id, 'id'),
    partsOf(store, contractQuota, id, 'number'),
  ]);
  return {
    brokerage: await letterheadOf(store, await organizationOfRow(store, contract, id)),
    issuedOn,
    policy,
    insurer: await nameOf(store, company, policy.company_id),
    branch: await nameOf(store, branch, policy.branch_id),
    status: shown(contract, 'status', policy),
    payment:
      [shown(contract, 'payment_type', policy), text(policy.payment_detail)]
        .filter(Boolean)
        .join(' ') || null,
    people: people.map((p) => ({
      role: shown(contractPersonRow, 'role', p),
      name: String(p.full_name ?? ''),
      document: text(p.document),
      birthdate: text(p.birthdate),
    })),
    items: items.map((i) => ({
      type: shown(contractItemRow, 'item_type', i),
      description: String(i.description ?? ''),
      identifier: text(i.identifier),
      sumInsured: amount(i.sum_insured),
    })),
    coverages: await coveragesOf(store, coverageRows),
    quotas: quotas.map((q) => ({
      number: Number(q.number),
      dueDate: String(q.due_date),
      amount: Number(q.amount),
      status: shown(contractQuota, 'status', q),
    })),
    vehicles: await vehiclesOf(store, policy, items),
  };
}
