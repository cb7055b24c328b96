/**
 * «Confirmar para emisión» (the opportunity's `confirm`, domain/entities/opportunityMachine.ts)
 * opens the contract request of the chosen quote, in the command's transaction: the client,
 * branch, insurer and amounts come from the opportunity and its quote, so nothing is typed twice;
 * the request keeps the opportunity's executive and has no subscriber, so it waits in the
 * subscribers' «Sin asignar». It is created through the generic create (validated, audited),
 * keeping its executive as it is (whoever confirms may be the executive's supervisor).
 */
import { account } from '../../domain/entities/clients';
import { opportunity } from '../../domain/entities/opportunities';
import { OPEN_CONTRACT_REQUEST } from '../../domain/entities/opportunityMachine';
import { quote } from '../../domain/entities/quotes';
import { contractRequest } from '../../domain/entities/contractRequests';
import { company } from '../../domain/entities/company';
import { isBlank } from '../../domain/engine/display';
import { argentineToday } from '../../domain/engine/format';
import { decodeRow } from '../db/codec';
import { unprocessable } from '../http/problems';
import { createRecord } from '../rest/repository';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import type { Row, Store, WriteContext } from '../rest/store';

export const openContractRequestMessages = {
  noClient:
    'Quien pide la cotización es todavía un lead: convertilo en cliente antes de confirmar para emisión.',
  noQuote: 'La oportunidad no tiene una cotización aceptada: elegila en la comparación.',
} as const;

/** The opportunity's chosen quote, as the API gives it (amounts in pesos). */
async function chosenQuote(tx: Store, opportunityId: string) {
  const row = await tx.db
    .selectFrom(quote.table)
    .selectAll()
    .where('opportunity_id', '=', opportunityId)
    .where('chosen', '=', tx.dialect === 'postgres' ? true : 1)
    .executeTakeFirst();
  return row ? decodeRow(quote, row) : undefined;
}

async function insurerName(tx: Store, id: unknown) {
  const row = await tx.db
    .selectFrom(company.table)
    .select('name')
    .where('id', '=', Number(id))
    .executeTakeFirst();
  return row ? String(row.name) : null;
}

async function openContractRequest(tx: Store, record: Row, ctx: WriteContext): Promise<Row> {
  if (isBlank(record.account_id))
    throw unprocessable({ account_id: [openContractRequestMessages.noClient] });
  const chosen = await chosenQuote(tx, String(record.id));
  if (!chosen) throw unprocessable({ quote_id: [openContractRequestMessages.noQuote] });
  const insurer = await insurerName(tx, chosen.company_id);
  const client = await tx.db
    .selectFrom(account.table)
    .select(['display_name', 'cuit', 'document_number'])
    .where('id', '=', String(record.account_id))
    .executeTakeFirstOrThrow();
  const values: Row = {
    title: [record.title, insurer].filter(Boolean).join(' · '),
    account_id: record.account_id,
    holder_name: client.display_name,
    holder_document: client.cuit ?? client.document_number ?? null,
    opportunity_id: record.id,
    quote_id: chosen.id,
    branch_id: record.branch_id,
    company_id: chosen.company_id,
    executive_id: record.executive_id ?? null,
    subscriber_id: null,
    net_premium: chosen.net_premium,
    premium: chosen.premium,
    quota_quantity: chosen.quota_quantity,
    sum_insured: chosen.sum_insured ?? record.sum_insured,
    validity_from: argentineToday(),
    requested_at: new Date().toISOString(),
  };
  await createRecord(tx, contractRequest, values, { ...ctx, keepsHolder: true }, values);
  return {};
}

export const contractRequestOpeners: CommandHandlers = {
  [handlerKey(opportunity, OPEN_CONTRACT_REQUEST)]: openContractRequest,
};
