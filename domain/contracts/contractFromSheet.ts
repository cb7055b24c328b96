/**
 * The policy an imported row becomes (contractSheet.ts), shaped as an issued request's
 * (contractFromRequest.ts): the client as policyholder and assured, the plate (or the
 * description) as the insured item, the premium in monthly quotas from the validity's start
 * that add up to it to the cent, the prima the premium when the sheet leaves it out. A policy
 * whose validity ended before today is recorded as such (`ended`): born in force like any
 * other, then moved as the daily job moves it (server/contracts/contractExpiry.ts).
 */
import { contractFromRequest, requestItem, clientPeople } from './contractFromRequest';
import type { IssuedContract } from './contractFromRequest';

type Row = Record<string, unknown>;

/** The client a row names, as stored: it holds the policy and is its assured. */
export interface SheetClient {
  id: unknown;
  display_name: unknown;
  cuit: unknown;
  document_number: unknown;
  executive_id: unknown;
}

export interface SheetContractInput {
  /** The row's values, validated by contractSheet (dates yyyy-mm-dd, amounts in pesos). */
  values: Row;
  client: SheetClient;
  companyId: number | string;
  internalNumber: string;
  /** Today in Argentina (yyyy-mm-dd). */
  today: string;
}

/** Whether a validity ending on `validityTo` has ended by `today` (both yyyy-mm-dd). */
export const validityEnded = (validityTo: string, today: string) => validityTo < today;

/** CUIT, CUIL or DNI digits of a cell ("20-12.345.678-9", "12.345.678"), or null. */
export function documentDigits(text: string): string | null {
  const digits = text.replace(/[\s.\-/]/g, '');
  return /^(\d{7,8}|\d{11})$/.test(digits) ? digits : null;
}

export function contractFromSheet(input: SheetContractInput): IssuedContract & { ended: boolean } {
  const { values, client } = input;
  const or = (value: unknown) => (value === undefined || value === '' ? null : value);
  const request: Row = {
    policy_number: values.number,
    title: or(values.title),
    account_id: client.id,
    holder_name: client.display_name,
    holder_document: client.cuit ?? client.document_number,
    branch_id: values.branch_id,
    company_id: input.companyId,
    executive_id: client.executive_id ?? null,
    plate: or(values.plate),
    net_premium: or(values.net_premium),
    premium: values.premium,
    quota_quantity: or(values.quota_quantity) ?? 1,
    validity_from: values.validity_from,
    validity_to: values.validity_to,
  };
  const insures = request.plate !== null || request.title !== null;
  const paymentType = or(values.payment_type);
  const issued = contractFromRequest({
    request,
    steps: {
      person: { people: clientPeople(client) },
      object: { items: insures ? [requestItem(request)] : [] },
      payment_method: paymentType === null ? undefined : { payment_type: paymentType },
    },
    coverageIds: [],
    franchise: null,
    // The issue date the sheet gives, else the validity's start (never the day of the import).
    today: String(or(values.issue_date) ?? values.validity_from),
    internalNumber: input.internalNumber,
  });
  return { ...issued, ended: validityEnded(String(values.validity_to), input.today) };
}
