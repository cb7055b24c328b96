/**
 * The quoting routes besides the opportunity's commands: its quotes as the comparison shows
 * them (`GET /api/v1/opportunity/{id}/quotes`, for whoever sees the opportunity), and asking an
 * insurer again after it failed (`POST /api/v1/opportunity/quotes/{id}/retry`, for whoever may
 * edit the opportunity). The list of every quote is the generic `/opportunity/quotes`.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { opportunity } from '../../domain/entities/opportunities';
import { visibleQuote } from './quoteViews';
import { quote, quoteMessages } from '../../domain/entities/quotes';
import { errorMessages } from '../../domain/engine/messages';
import { errorResponses, PRIVATE } from '../contract/responses';
import { recordSchema } from '../contract/entitySchemas';
import { HttpProblem, unprocessable } from '../http/problems';
import { getRecord } from '../rest/reading';
import { requireAccess, requireId, viewerOf, writerOf } from '../rest/routes';
import { inTransaction, organizationOfRow, type Store } from '../rest/store';
import { requestQuotes } from './quoteHandlers';
import { status, type QuoteRunner } from './quoteRunner';
import { updateQuote } from './quoteStore';
import { abandonStale } from './settle';
import { offersFor } from './quoteRequests';
import { quotesOfOpportunity, quoteViews } from './quoteViews';
import { argentineToday } from '../../domain/engine/format';

const text = { type: ['string', 'null'] } as const;

/** The stored quote with its insurer's and plan's names and the plan's coverages. */
const { $id: _shared, ...quoteRecord } = recordSchema(quote);
const viewSchema = {
  ...quoteRecord,
  properties: {
    ...(quoteRecord.properties as Record<string, unknown>),
    company_name: text,
    package_name: text,
    discount_pending: { type: ['number', 'null'] },
    coverages: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } },
        required: ['id', 'code', 'name'],
        additionalProperties: false,
      },
    },
  },
};

const idParams = (format?: string) => ({
  type: 'object',
  properties: { id: { type: 'string', ...(format ? { format } : {}) } },
  required: ['id'],
});

const listSchema: FastifySchema = {
  summary: 'Cotizaciones de una oportunidad',
  description: 'Las de cada pedido a las compañías, del más nuevo al más viejo, con nombres.',
  tags: [quote.label.many],
  params: idParams('uuid'),
  response: {
    200: { type: 'array', items: viewSchema },
    ...errorResponses([403, 404, ...PRIVATE].sort((a, b) => a - b)),
  },
};

const retrySchema: FastifySchema = {
  summary: 'Reintentar una cotización',
  description: 'Vuelve a pedirle a la compañía una cotización que no pudo cotizar (805).',
  tags: [quote.label.many],
  params: idParams(),
  response: {
    200: viewSchema,
    ...errorResponses([403, 404, 422, ...PRIVATE].sort((a, b) => a - b)),
  },
};

export function registerQuoteRoutes(app: FastifyInstance, store: Store, runner: QuoteRunner) {
  app.get<{ Params: { id: string } }>(
    '/api/v1/opportunity/:id/quotes',
    // A malformed id is the 404 `requireId` answers, after the permission's 403.
    { schema: listSchema, attachValidation: true },
    async (request) => {
      const user = requireAccess(request, opportunity, 'show');
      const id = requireId(opportunity, request.params.id);
      const found = await getRecord(store, opportunity, id, viewerOf(user));
      if (!found) throw new HttpProblem(404, errorMessages.notFound);
      await abandonStale(store, String(id));
      return quotesOfOpportunity(store, String(id));
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/v1/opportunity/quotes/:id/retry',
    { schema: retrySchema },
    async (request) => {
      const user = requireAccess(request, opportunity, 'edit');
      const { id, found, parent } = await visibleQuote(store, request.params.id, viewerOf(user));
      if (found.status !== status('not_quoted'))
        throw unprocessable({ status: [quoteMessages.notRetriable] });
      const ctx = writerOf(user);
      const record = await inTransaction(store, async (tx) => {
        const organizationId =
          (await organizationOfRow(tx, quote, Number(id))) ?? ctx.organizationId ?? 1;
        const offer = (
          await offersFor(tx, Number(parent.branch_id), organizationId, argentineToday())
        ).find((o) => o.package.id === found.coverage_package_id);
        if (!offer) throw unprocessable({ status: [quoteMessages.noInsurer] });
        // Only from "not quoted", in this transaction: two retries at once ask the insurer once.
        // The request time stays: the quote stays in the comparison it belongs to.
        const again = await updateQuote(
          tx,
          Number(id),
          { status: status('pending_cia'), message: null, answered_at: null },
          ctx,
          organizationId,
          status('not_quoted'),
        );
        if (!again) throw unprocessable({ status: [quoteMessages.notRetriable] });
        await requestQuotes(tx, parent, ctx, runner, {
          quotes: [{ id: Number(id), offer }],
          requestedAt: String(again.requested_at),
        });
        return again;
      });
      const [view] = await quoteViews(store, [record]);
      return view;
    },
  );
}
