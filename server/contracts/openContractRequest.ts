/**
 * «Confirmar para emisión» (the opportunity's `confirm`, domain/entities/opportunityMachine.ts)
 * opens the contract request of the chosen quote, in the command's transaction: the client,
 * branch, insurer and amounts come from the opportunity and its quote, so nothing is typed twice;
 * the request keeps the opportunity's executive and has no subscriber, so it waits in the
 * subscribers' «Sin asignar». It is created through the generic create (validated, audited),
 * keeping its executive as it is (whoever confirms may be the executive's supervisor). Whoever
 * may take it hears of it (queueNotice.ts). Its inspection opens with it (requirements.ts).
 */
import { account } from '../../domain/entities/clients';
import { opportunity } from '../../domain/entities/opportunities';
import { OPEN_CONTRACT_REQUEST } from '../../domain/entities/opportunityMachine';
import { quote } from '../../domain/entities/quotes';
import { contractRequest } from '../../domain/entities/contractRequests';
import { OPEN_REQUEST } from '../../domain/entities/contractRequestMachine';
import { contractRequestStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { isBlank } from '../../domain/engine/display';
import { requestFromQuote } from '../../domain/contracts/requestFromQuote';
import { argentineToday } from '../../domain/engine/format';
import { decodeRow } from '../db/codec';
import { HttpProblem, unprocessable } from '../http/problems';
import { createRecord } from '../rest/repository';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import {
  organizationOfRow,
  visibleTo,
  writerAsViewer,
  type Row,
  type Store,
  type WriteContext,
} from '../rest/store';
import type { Notifier } from '../notifications/notifier';
import { announceToTakers } from './queueNotice';
import { openInspection } from './requirements';

export const openContractRequestMessages = {
  noClient:
    'Quien pide la cotización es todavía un lead: convertilo en cliente antes de confirmar para emisión.',
  noQuote: 'La oportunidad no tiene una cotización aceptada: elegila en la comparación.',
  clientOutOfSight:
    'El cliente de esta oportunidad es de otro ejecutivo: pedile a quien lo atiende, o a tu supervisor, que la confirme.',
  alreadyOpen:
    'La oportunidad ya tiene una solicitud de póliza abierta: seguila desde su pestaña «Solicitudes de póliza».',
} as const;

/** The request of the opportunity still to be issued, if any: one opportunity, one policy. */
async function openRequestOf(tx: Store, opportunityId: string) {
  const open = OPEN_REQUEST.map((code) => optionByCode(contractRequestStatus, code).id);
  return tx.db
    .selectFrom(contractRequest.table)
    .select('id')
    .where('opportunity_id', '=', opportunityId)
    .where('status', 'in', open)
    .executeTakeFirst();
}

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

async function openContractRequest(
  tx: Store,
  record: Row,
  ctx: WriteContext,
  notifier: Notifier,
): Promise<Row> {
  if (isBlank(record.account_id))
    throw unprocessable({ account_id: [openContractRequestMessages.noClient] });
  if (await openRequestOf(tx, String(record.id)))
    throw new HttpProblem(409, openContractRequestMessages.alreadyOpen);
  const chosen = await chosenQuote(tx, String(record.id));
  if (!chosen) throw unprocessable({ quote_id: [openContractRequestMessages.noQuote] });
  // Read as the confirmer sees it: a client out of their sight is not copied into the request.
  const client = await visibleTo(tx.db.selectFrom(account.table), account, writerAsViewer(ctx))
    .select(['display_name', 'cuit', 'document_number'])
    .where('id', '=', String(record.account_id))
    .executeTakeFirst();
  if (!client) throw unprocessable({ account_id: [openContractRequestMessages.clientOutOfSight] });
  const values: Row = {
    ...requestFromQuote({ opportunity: record, quote: chosen, client }),
    validity_from: argentineToday(),
    requested_at: new Date().toISOString(),
  };
  const opened = await createRecord(
    tx,
    contractRequest,
    values,
    { ...ctx, keepsHolder: true },
    values,
  );
  const organizationId = await organizationOfRow(tx, opportunity, String(record.id));
  if (organizationId != null) {
    await openInspection(tx, opened, organizationId);
    await announceToTakers(tx, notifier, opened, organizationId);
  }
  return {};
}

export const contractRequestOpeners = (notifier: Notifier): CommandHandlers => ({
  [handlerKey(opportunity, OPEN_CONTRACT_REQUEST)]: (tx, record, ctx) =>
    openContractRequest(tx, record, ctx, notifier),
});
