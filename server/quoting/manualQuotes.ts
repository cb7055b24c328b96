/**
 * Quotes typed by hand (issue 28 item 23, domain/quoting/manualQuote.ts): the handler of
 * "Cargar cotización manual", which stores the quote in the command's transaction (the
 * opportunity moves to quoted with it, both audited); the insurers and plans its form offers
 * (`GET /api/v1/opportunity/{id}/quotes/insurers`, which also tells the comparison which
 * insurers have no plan for the branch); and who reads its PDF: whoever sees the opportunity.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { opportunity } from '../../domain/entities/opportunities';
import { company } from '../../domain/entities/company';
import { coveragePackage } from '../../domain/entities/coverages';
import { quote } from '../../domain/entities/quotes';
import { errorMessages } from '../../domain/engine/messages';
import {
  insurerPlans,
  MANUAL_QUOTE,
  manualQuoteMessages,
  manualQuoteRow,
  planProblem,
  type InsurerPlans,
} from '../../domain/quoting/manualQuote';
import { quoteStatusId } from '../../domain/quoting/offers';
import { canAccess } from '../../domain/routes';
import { errorResponses, PRIVATE, uuidParams } from '../contract/responses';
import { decodeRow } from '../db/codec';
import { addFileReader } from '../files/fileAccess';
import { fileFieldsOf } from '../files/fileAccess';
import { fileProblems } from '../files/fileFieldHooks';
import { HttpProblem, unprocessable } from '../http/problems';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import { getRecord } from '../rest/reading';
import { requireAccess, requireId, viewerOf } from '../rest/routes';
import type { Row, Store, WriteContext } from '../rest/store';
import { insertOwnRows, quotesOrganization } from './quoteStore';

/**
 * Every active insurer of the catalogue (shared by all organizations) that may sell the branch,
 * with its plans for it (every branch's plans are read: they tell an ART from the others).
 */
export async function insurersFor(store: Store, branchId: number): Promise<InsurerPlans[]> {
  const companies = await store.db
    .selectFrom(company.table)
    .select(['id', 'name', 'active'])
    .execute();
  const plans = await store.db
    .selectFrom(coveragePackage.table)
    .select(['id', 'name', 'company_id', 'branch_id', 'active'])
    .execute();
  return insurerPlans(companies, plans, branchId);
}

/** The latest request's instant (the comparison's), as stored; none yet: a new request. */
async function latestRequest(tx: Store, opportunityId: string): Promise<string | null> {
  const row = await tx.db
    .selectFrom(quote.table)
    .select('requested_at')
    .where('opportunity_id', '=', opportunityId)
    .orderBy('requested_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? String(decodeRow(quote, row).requested_at) : null;
}

const perField = (problems: Record<string, string>) =>
  Object.fromEntries(Object.entries(problems).map(([name, message]) => [name, [message]]));

async function loadManualQuote(tx: Store, record: Row, ctx: WriteContext, input: Row) {
  const id = String(record.id);
  const organizationId = await quotesOrganization(tx, id, ctx);
  const insurer = (await insurersFor(tx, Number(record.branch_id))).find(
    (i) => i.id === Number(input.company_id),
  );
  if (!insurer) throw unprocessable({ company_id: [manualQuoteMessages.inactiveCompany] });
  const plan = planProblem(insurer, record.branch_id, input);
  if (plan) throw unprocessable(perField(plan));
  // The PDF: one the writer's organization uploaded, a PDF within the field's size.
  const files = await fileProblems(tx, fileFieldsOf(quote), input, ctx);
  if (Object.keys(files).length) throw unprocessable(files);
  const now = new Date();
  const requestedAt = (await latestRequest(tx, id)) ?? now.toISOString();
  const row = manualQuoteRow(input, record, requestedAt, ctx.actorId, now, quoteStatusId('quoted'));
  await insertOwnRows(tx, quote, [row], { ...ctx, organizationId }, organizationId);
  return {};
}

export const manualQuoteHandlers = (): CommandHandlers => ({
  [handlerKey(opportunity, MANUAL_QUOTE)]: loadManualQuote,
});

const insurersSchema: FastifySchema = {
  summary: 'Compañías y planes para cargar una cotización a mano',
  description:
    'Cada compañía activa del catálogo con sus planes activos del ramo de la oportunidad; sin planes, la cotización nombra el plan con palabras.',
  tags: [quote.label.many],
  params: uuidParams,
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          plans: {
            type: 'array',
            items: {
              type: 'object',
              properties: { id: { type: 'integer' }, name: { type: 'string' } },
              required: ['id', 'name'],
              additionalProperties: false,
            },
          },
        },
        required: ['id', 'name', 'plans'],
        additionalProperties: false,
      },
    },
    ...errorResponses([403, 404, ...PRIVATE].sort((a, b) => a - b)),
  },
};

export function registerManualQuotes(app: FastifyInstance, store: Store) {
  app.get<{ Params: { id: string } }>(
    '/api/v1/opportunity/:id/quotes/insurers',
    // A malformed id is the 404 `requireId` answers, after the permission's 403.
    { schema: insurersSchema, attachValidation: true },
    async (request) => {
      const user = requireAccess(request, opportunity, 'show');
      const id = requireId(opportunity, request.params.id);
      const found = await getRecord(store, opportunity, id, viewerOf(user));
      if (!found) throw new HttpProblem(404, errorMessages.notFound);
      return insurersFor(store, Number(found.branch_id));
    },
  );

  // The quotes' own section is the supervisor's: whoever sees the opportunity reads its PDFs.
  addFileReader('manual quotes', async (reader, user, fileId) => {
    if (!canAccess(user.access, opportunity.name, 'show')) return false;
    const holders = await reader.db
      .selectFrom(quote.table)
      .select('opportunity_id')
      .where('document_id', '=', fileId)
      .limit(20)
      .execute();
    for (const { opportunity_id: held } of holders)
      if (await getRecord(reader, opportunity, String(held), viewerOf(user))) return true;
    return false;
  });
}
