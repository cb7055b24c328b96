/**
 * What a research's commands do besides moving it (domain/researches/researchMachine.ts):
 * «Cotizar» asks the insurers once the move is committed (renewalQuotes.ts; nothing waits for
 * them); «Ofrecer renovación» tells the policy's executive and e-mails the client the proposal
 * through the outbox; «Emitir renovación» opens the renewal's contract request (emission type
 * renovacion, domain/contracts/requestFromRenewal.ts) for a subscriber to issue, which the
 * subscribers hear of as of any new request; its issue leaves the research emitted
 * (researchEmitted.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Entity } from '../../domain/engine/entity';
import { contract } from '../../domain/entities/contracts';
import { contractRequest } from '../../domain/entities/contractRequests';
import { account } from '../../domain/entities/clients';
import { user } from '../../domain/entities/auth';
import { contractResearch, researchKind } from '../../domain/entities/contractResearches';
import {
  EMIT_RENEWAL,
  OFFER_RENEWAL,
  REQUEST_RESEARCH_QUOTES,
  researchMessages,
} from '../../domain/researches/researchMachine';
import { requestFromRenewal } from '../../domain/contracts/requestFromRenewal';
import { formatDate, formatMoney } from '../../domain/engine/format';
import { decodeRow } from '../db/codec';
import { unprocessable } from '../http/problems';
import type { Mailer } from '../mail/mailer';
import type { Notifier } from '../notifications/notifier';
import { createRecord } from '../rest/repository';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import {
  organizationOfRow,
  whenCommitted,
  type Row,
  type Store,
  type WriteContext,
} from '../rest/store';
import { announceToTakers } from '../contracts/queueNotice';
import { quoteResearch, type RenewalQuoting } from './renewalQuotes';

export interface ResearchServices {
  store: Store;
  quoting: RenewalQuoting;
  notifier: Notifier;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** A renewal with a premium to propose: what offering and emitting need. */
function requireProposal(research: Row) {
  if (Number(research.kind) !== researchKind('renewal'))
    throw unprocessable({ kind: [researchMessages.onlyRenewals] });
  if (research.proposed_premium === null || research.proposed_premium === undefined)
    throw unprocessable({ proposed_premium: [researchMessages.noProposal] });
}

async function readOne(tx: Store, entity: Entity, id: unknown) {
  if (id === null || id === undefined) return null;
  const row = await tx.db
    .selectFrom(entity.table)
    .selectAll()
    .where('id', '=', id as never)
    .executeTakeFirst();
  return row ? decodeRow(entity, row) : null;
}

/** The client's proposal, in the brokerage's words. */
export const offerMail = (research: Row, policyNumber: string) => ({
  subject: `Renovación de tu póliza ${policyNumber}`,
  text: [
    `Hola, ${String(research.holder_name ?? '')}:`,
    '',
    `Tu póliza ${policyNumber} vence el ${formatDate(String(research.due_date))}. Te proponemos renovarla por un premio de ${formatMoney(Number(research.proposed_premium))}.`,
    'Si estás de acuerdo, respondé este correo o llamanos y nos ocupamos de todo.',
  ].join('\n'),
});

async function offerRenewal(
  services: ResearchServices,
  tx: Store,
  research: Row,
  ctx: WriteContext,
) {
  requireProposal(research);
  const policy = await readOne(tx, contract, research.contract_id);
  const number = String(policy?.number ?? '');
  const executive = research.executive_id === null ? null : Number(research.executive_id);
  if (executive !== null && executive !== ctx.actorId)
    await services.notifier.send(
      [executive],
      {
        title: 'Renovación ofrecida',
        text: `Se ofreció la renovación de la póliza ${number} (${String(research.holder_name ?? '')}) por ${formatMoney(Number(research.proposed_premium))}.`,
        // The policy's page: an executive works its client, not the research section.
        link: `/contract/${String(research.contract_id)}`,
      },
      tx,
    );
  const client = await readOne(tx, account, research.account_id);
  const to = client?.email ? String(client.email) : null;
  const organizationId = await organizationOfRow(tx, contractResearch, Number(research.id));
  if (!to || ctx.actorId === null || organizationId == null) return {};
  const sender = await readOne(tx, user, ctx.actorId);
  // Stored in the outbox once the offer is: a move rolled back sends nothing.
  await whenCommitted(tx, () =>
    services.mailer
      .send({
        to,
        ...offerMail(research, number),
        sender: { userId: ctx.actorId!, name: String(sender?.name ?? ''), organizationId },
      })
      .catch((error) => services.log.error(error)),
  );
  return {};
}

async function emitRenewal(
  services: ResearchServices,
  tx: Store,
  research: Row,
  ctx: WriteContext,
) {
  requireProposal(research);
  const policy = await readOne(tx, contract, research.contract_id);
  if (!policy) throw unprocessable({ contract_id: [researchMessages.noProposal] });
  const values = requestFromRenewal(policy, research, new Date().toISOString());
  const opened = await createRecord(
    tx,
    contractRequest,
    values,
    { ...ctx, keepsHolder: true },
    values,
  );
  const organizationId = await organizationOfRow(tx, contractRequest, String(opened.id));
  if (organizationId != null) await announceToTakers(tx, services.notifier, opened, organizationId);
  return { contract_request_id: opened.id };
}

export const researchCommands = (services: ResearchServices): CommandHandlers => ({
  [handlerKey(contractResearch, REQUEST_RESEARCH_QUOTES)]: async (tx, research) => {
    if (Number(research.kind) !== researchKind('renewal'))
      throw unprocessable({ kind: [researchMessages.onlyRenewals] });
    // Asked after the commit, on the database's store: the insurers take seconds to answer.
    await whenCommitted(tx, () => {
      quoteResearch(services.store, services.quoting, Number(research.id)).catch((error) =>
        services.log.error(error),
      );
    });
    return {};
  },
  [handlerKey(contractResearch, OFFER_RENEWAL)]: (tx, research, ctx) =>
    offerRenewal(services, tx, research, ctx),
  [handlerKey(contractResearch, EMIT_RENEWAL)]: (tx, research, ctx) =>
    emitRenewal(services, tx, research, ctx),
});
