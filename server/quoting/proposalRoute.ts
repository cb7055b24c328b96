/**
 * `GET /api/v1/opportunity/{id}/proposal`: the proposal PDF of the latest request's priced
 * quotes (proposalPdf.ts), the chosen one first, for whoever sees the opportunity, signed by
 * the opportunity's organization; it names only what the reader may see (`proposalClient`).
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { recordName, isBlank } from '../../domain/engine/display';
import { account } from '../../domain/entities/clients';
import { opportunity } from '../../domain/entities/opportunities';
import { quote, quoteMessages } from '../../domain/entities/quotes';
import { argentineToday } from '../../domain/engine/format';
import { errorMessages } from '../../domain/engine/messages';
import { mayReadLabels } from '../../domain/engine/referenceLabels';
import { canAccess } from '../../domain/routes';
import { errorResponses, PRIVATE, uuidParams } from '../contract/responses';
import { HttpProblem } from '../http/problems';
import { getRecord } from '../rest/reading';
import { requireAccess, requireId, viewerOf } from '../rest/routes';
import { organizationOfRow, type Store, type Viewer } from '../rest/store';
import { fullAddress, letterheadOf } from '../documents/letterhead';
import { sendPdf } from '../documents/pdfReply';
import { insuredFacts } from './proposalFacts';
import { proposalPdf, type Proposal } from './proposalPdf';
import { proposalOffersOf } from './proposalQuotes';
import { quotesOfOpportunity } from './quoteViews';

const schema: FastifySchema = {
  summary: 'Propuesta para el cliente (PDF)',
  description: 'Las cotizaciones con precio del último pedido, la elegida primero.',
  tags: [quote.label.many],
  params: uuidParams,
  response: {
    200: { description: 'La propuesta en PDF.', type: 'string', format: 'binary' },
    ...errorResponses([403, 404, 422, ...PRIVATE].sort((a, b) => a - b)),
  },
};

/**
 * The client a proposal names, as its reader may see it (issue 28): the name where they may read
 * the names of clients (the labels rule: a section of theirs cites them) and the client is in
 * their scope; the CUIT or DNI and the address (its first) only where they may also open the
 * client. Otherwise the document is made as for an opportunity without a client (the neutral
 * «Cliente»), so it never tells whether a client they may not open exists.
 */
export async function proposalClient(
  store: Store,
  accountId: unknown,
  viewer: Viewer,
): Promise<{ name: string; id: string | null; address: string | null } | null> {
  if (isBlank(accountId) || !mayReadLabels(viewer.access, account.name)) return null;
  const client = await getRecord(store, account, String(accountId), viewer);
  if (!client) return null;
  const opens = canAccess(viewer.access, account.name, 'show');
  const id = !opens
    ? null
    : client.cuit
      ? `CUIT ${String(client.cuit)}`
      : client.document_number
        ? `DNI ${String(client.document_number)}`
        : null;
  const [first] = opens ? ((client.addresses as Record<string, unknown>[] | undefined) ?? []) : [];
  const address = first ? await fullAddress(store, first) : null;
  return { name: recordName(account, client), id, address };
}

export function registerProposalRoute(app: FastifyInstance, store: Store) {
  app.get<{ Params: { id: string } }>(
    '/api/v1/opportunity/:id/proposal',
    { schema, attachValidation: true },
    async (request, reply) => {
      const user = requireAccess(request, opportunity, 'show');
      const id = String(requireId(opportunity, request.params.id));
      const record = await getRecord(store, opportunity, id, viewerOf(user));
      if (!record) throw new HttpProblem(404, errorMessages.notFound);
      const offers = proposalOffersOf(await quotesOfOpportunity(store, id));
      if (!offers.quotes.length) throw new HttpProblem(422, quoteMessages.nothingToPropose);
      const brokerage = await letterheadOf(store, await organizationOfRow(store, opportunity, id));
      const client = await proposalClient(store, record.account_id, viewerOf(user));
      const branchId = Number(record.branch_id);
      const proposal: Proposal = {
        ...offers,
        brokerage,
        client: client?.name ?? 'Cliente',
        clientId: client?.id ?? null,
        clientAddress: client?.address ?? null,
        subject: String(record.title ?? ''),
        insured: await insuredFacts(store, record, branchId),
        branchId,
        sumInsured: record.sum_insured == null ? null : Number(record.sum_insured),
        issuedOn: argentineToday(),
      };
      const pdf = await proposalPdf(proposal);
      const name = `Propuesta ${String(record.title ?? 'de seguro')}.pdf`.replace(/[/\\]/g, '-');
      return sendPdf(reply, pdf, name);
    },
  );
}
