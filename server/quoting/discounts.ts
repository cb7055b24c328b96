/**
 * Discounts on quotes (domain/entities/discountRequests.ts). `POST
 * /api/v1/opportunity/quotes/{id}/discount` {percent, reason}: whoever may edit the opportunity
 * asks on a priced, valid quote of its latest request; within the organization's limit the
 * quote's prices change at once, above it the request waits and the requester's team
 * supervisors holding the labor get a notification. "Aprobar" applies it (the quote must still
 * be choosable), "Rechazar" keeps the quote as it was; either way the requester hears.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { opportunity } from '../../domain/entities/opportunities';
import {
  APPLY_DISCOUNT,
  compoundedPercent,
  DISCOUNT_LIMIT_SETTING,
  discountInput,
  discountMessages,
  discountRequest,
  discountStatusId,
  discountTitle,
  REFUSE_DISCOUNT,
} from '../../domain/entities/discountRequests';
import { company } from '../../domain/entities/company';
import { visibleQuote } from './quoteViews';
import { discountRejectReasons } from '../../domain/enums/opportunities';
import { optionById } from '../../domain/engine/defineEnum';
import { withExtraDiscount } from '../../domain/quoting/tariff';
import { checkInput } from '../../domain/engine/commandPlan';
import { errorResponses, messageAnswer, PRIVATE } from '../contract/responses';
import { recordSchema } from '../contract/entitySchemas';
import { unprocessable } from '../http/problems';
import type { Notifier } from '../notifications/notifier';
import { handlerKey, type CommandHandlers } from '../rest/commands';
import { requireAccess, requireBody, viewerOf, writerOf } from '../rest/routes';
import { inTransaction, type Row, type Store, type WriteContext } from '../rest/store';
import { numberSettings } from './quoteRequests';
import {
  applyTo,
  approvers,
  lockedQuote,
  pendingOn,
  pricesOf,
  quoteOrganization,
  refusal,
  takenBefore,
} from './discountStore';
import { insertOwnRows } from './quoteStore';

const { $id: _shared, ...requestRecord } = recordSchema(discountRequest);
const discountSchema: FastifySchema = {
  summary: 'Bonificar una cotización',
  description:
    'Dentro del límite (`cotizaciones.bonificacion_maxima`) la bonificación se aplica al momento; por encima, queda pendiente y se avisa a los supervisores del equipo.',
  tags: [discountRequest.label.many],
  params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
  body: {
    type: 'object',
    properties: { percent: { type: ['number', 'string'] }, reason: { type: 'string' } },
  },
  response: {
    200: messageAnswer(requestRecord),
    ...errorResponses([403, 404, 422, ...PRIVATE].sort((a, b) => a - b)),
  },
};

export function registerDiscountRoutes(app: FastifyInstance, store: Store, notifier: Notifier) {
  app.post<{ Params: { id: string } }>(
    '/api/v1/opportunity/quotes/:id/discount',
    { schema: discountSchema },
    async (request) => {
      const user = requireAccess(request, opportunity, 'edit');
      requireAccess(request, discountRequest, 'list');
      const { id, parent } = await visibleQuote(store, request.params.id, viewerOf(user));
      const asked = checkInput(discountInput, requireBody(request.body));
      if ('errors' in asked) throw unprocessable(asked.errors);
      const percent = Number(asked.values.percent);
      const ctx = writerOf(user);
      return inTransaction(store, async (tx) => {
        const current = await lockedQuote(tx, Number(id));
        const refused = await refusal(tx, current, String(parent.id));
        if (refused || !current) throw unprocessable({ percent: [refused ?? ''] });
        if (await pendingOn(tx, Number(id)))
          throw unprocessable({ percent: [discountMessages.pending] });
        const organizationId = await quoteOrganization(tx, Number(id), ctx);
        const [key, fallback] = DISCOUNT_LIMIT_SETTING;
        const limit = (await numberSettings(tx, organizationId, [key])).get(key) ?? fallback;
        // The limit holds for the quote's extra discounts together, this one included.
        const total = compoundedPercent([...(await takenBefore(tx, Number(id))), percent]);
        const within = total <= limit;
        const after = withExtraDiscount(pricesOf(current), percent).premium;
        const insurer = await tx.db
          .selectFrom(company.table)
          .select('name')
          .where('id', '=', Number(current.company_id))
          .executeTakeFirst();
        const [stored] = await insertOwnRows(
          tx,
          discountRequest,
          [
            {
              title: discountTitle(percent, insurer?.name as string | undefined),
              opportunity_id: parent.id,
              quote_id: Number(id),
              percent,
              reason: asked.values.reason,
              premium_before: Number(current.premium),
              premium_after: after,
              status: discountStatusId(within ? 'applied' : 'pending'),
              requested_by: user.id,
            },
          ],
          ctx,
          organizationId,
        );
        if (within) {
          await applyTo(tx, current, percent, ctx);
          return { success: true, message: discountMessages.applied(percent, after), data: stored };
        }
        await notifier.send(
          await approvers(tx, user.id),
          {
            title: discountMessages.approvalTitle,
            text: discountMessages.approvalText(
              user.name,
              percent,
              String(parent.title ?? ''),
              String(asked.values.reason),
            ),
            type: 2,
            link: `/${discountRequest.name}/${String(stored.id)}/show`,
          },
          tx,
        );
        const message = discountMessages.requested(percent, limit, total);
        return { success: true, message, data: stored };
      });
    },
  );
}

/** Tells the requester what the supervisor decided. */
async function tellRequester(
  tx: Store,
  notifier: Notifier,
  record: Row,
  approved: boolean,
  why: string | null,
) {
  if (record.requested_by === null) return;
  const parent = await tx.db
    .selectFrom(opportunity.table)
    .select(['title'])
    .where('id', '=', String(record.opportunity_id))
    .executeTakeFirst();
  await notifier.send(
    [Number(record.requested_by)],
    {
      title: approved ? discountMessages.approvedTitle : discountMessages.rejectedTitle,
      text: discountMessages.decidedText(Number(record.percent), String(parent?.title ?? ''), why),
      type: approved ? 1 : 2,
      link: `/opportunity/${String(record.opportunity_id)}/show`,
    },
    tx,
  );
}

export function discountCommandHandlers(notifier: Notifier): CommandHandlers {
  const decided = (ctx: WriteContext) => ({
    decided_by: ctx.actorId,
    decided_at: new Date().toISOString(),
  });
  return {
    [handlerKey(discountRequest, APPLY_DISCOUNT)]: async (tx, record, ctx) => {
      // Four eyes: whoever asked above the limit does not approve it, supervisor or not.
      if (record.requested_by !== null && Number(record.requested_by) === ctx.actorId)
        throw unprocessable({ status: [discountMessages.ownRequest] });
      const found = await lockedQuote(tx, Number(record.quote_id));
      const refused = await refusal(tx, found, String(record.opportunity_id));
      if (refused || !found) throw unprocessable({ status: [refused ?? ''] });
      const prices = await applyTo(tx, found, Number(record.percent), ctx);
      await tellRequester(tx, notifier, record, true, null);
      return {
        ...decided(ctx),
        premium_before: Number(found.premium),
        premium_after: prices.premium,
      };
    },
    [handlerKey(discountRequest, REFUSE_DISCOUNT)]: async (tx, record, ctx) => {
      const reason = optionById(discountRejectReasons, Number(record.reject_reason));
      // "Otro motivo" says it in the supervisor's own words.
      const why = (record.reject_note as string | null) || reason?.label || null;
      await tellRequester(tx, notifier, record, false, why);
      return decided(ctx);
    },
  };
}
