/**
 * Discounts on quotes (issue 13 section 4): within the limit applied at once with the prices
 * recomputed to the cent; above it pending, in the team supervisor's notifications, approved
 * (applied) or rejected (with a reason) only by the supervisor's labor, the executive told
 * either way; bad input, quotes that take no discount and other organizations refused.
 */
import { beforeAll, expect, it } from 'vitest';
import { discountMessages, discountStatusId } from '../../domain/entities/discountRequests';
import { discountRejectReasons } from '../../domain/enums/opportunities';
import { opportunityStatus, quoteStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { withExtraDiscount } from '../../domain/quoting/tariff';
import { answer as json, type TestApp, describeDialects } from '../test/harness';
import { CAR, flowKit, type Headers, type Row } from '../flows/flowTestKit';

const QUOTED = optionByCode(quoteStatus, 'quoted').id;
const QUOTING = optionByCode(opportunityStatus, 'quoting').id;
const PENDING = ['pending_cia', 'pending_cia_delayed'].map((c) => optionByCode(quoteStatus, c).id);

describeDialects('discounts on quotes on %s', (dialect) => {
  // Sancor is down: each request has a quote without a price.
  const kit = flowKit(dialect, { QUOTE_LATENCY_SCALE: '0', QUOTE_INSURERS_DOWN: '3' });
  const { call, ok } = kit;
  let t: TestApp;
  let executive: Headers;
  let supervisor: Headers;
  let client: Row;
  beforeAll(() => ({ t, executive, supervisor, client } = kit.state()));

  /** A car opportunity of the executive's, quoted: its priced quotes, cheapest first. */
  async function pricedQuotes() {
    const created = await ok(
      await call(executive, 'POST', '/api/v1/opportunity', {
        account_id: client.id,
        branch_id: CAR,
        subject: 'Peugeot 208 Allure 2023',
        sum_insured: 21_000_000,
        requested_at: new Date().toISOString(),
      }),
    );
    await ok(await call(executive, 'POST', `/api/v1/opportunity/${created.id}/quote`, {}));
    for (let i = 0; i < 200; i++) {
      const quotes = (await ok(
        await call(executive, 'GET', `/api/v1/opportunity/${created.id}/quotes`),
      )) as Row[];
      // Every insurer answered, and the opportunity followed (settled after the last answer).
      const opportunity = await ok(
        await call(executive, 'GET', `/api/v1/opportunity/${created.id}`),
      );
      if (!quotes.some((q) => PENDING.includes(Number(q.status))) && opportunity.status !== QUOTING)
        return quotes
          .filter((q) => q.status === QUOTED)
          .sort((a, b) => Number(a.premium) - Number(b.premium));
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('The insurers never answered');
  }
  const discount = (headers: Headers, quoteId: unknown, payload: Row) =>
    call(headers, 'POST', `/api/v1/opportunity/quotes/${String(quoteId)}/discount`, payload);
  /** The quote as its opportunity's comparison shows it. */
  const quoteRow = async (quote: Row) =>
    (
      (await ok(
        await call(executive, 'GET', `/api/v1/opportunity/${String(quote.opportunity_id)}/quotes`),
      )) as Row[]
    ).find((q) => q.id === quote.id)!;
  const notices = async (headers: Headers) =>
    JSON.stringify(await ok(await call(headers, 'GET', '/api/v1/notifications?range=[0,50]')));

  it('applies a discount within the limit at once, to the cent', async () => {
    const [quote] = await pricedQuotes();
    const answer = await ok(
      await discount(executive, quote.id, { percent: '5', reason: 'Cliente con tres pólizas' }),
    );
    const expected = withExtraDiscount(
      {
        net_premium: Number(quote.net_premium),
        premium: Number(quote.premium),
        quota_quantity: Number(quote.quota_quantity),
        discount: Number(quote.discount),
      },
      5,
    );
    expect(answer.message).toBe(discountMessages.applied(5, expected.premium));
    expect(answer.data).toMatchObject({ status: discountStatusId('applied'), percent: 5 });
    const stored = await quoteRow(quote);
    expect(stored).toMatchObject({
      net_premium: expected.net_premium,
      premium: expected.premium,
      quota_amount: expected.quota_amount,
    });
    expect(Number(stored.premium)).toBeLessThan(Number(quote.premium));
    // 5 % off the net premium, to the cent; the taxes keep their share of it.
    const net = Math.round(Number(quote.net_premium) * 100);
    expect(Math.round(Number(stored.net_premium) * 100)).toBe(Math.round(net * 0.95));
    const share = (Number(quote.premium) - Number(quote.net_premium)) / Number(quote.net_premium);
    const taxes = Number(stored.premium) - Number(stored.net_premium);
    expect(taxes / Number(stored.net_premium)).toBeCloseTo(share, 4);

    // A second one within the limit alone, but not with the first: 5 % then 6 % is 10,7 %.
    const more = await ok(await discount(executive, quote.id, { percent: 6, reason: 'Otra más' }));
    expect(more.message).toBe(discountMessages.requested(6, 10, 10.7));
    expect(more.data.status).toBe(discountStatusId('pending'));
  });

  it('takes no discount once the opportunity accepted a quote', async () => {
    const [quote] = await pricedQuotes();
    const opportunity = await ok(
      await call(executive, 'GET', `/api/v1/opportunity/${String(quote.opportunity_id)}`),
    );
    await ok(
      await call(executive, 'POST', `/api/v1/opportunity/${String(quote.opportunity_id)}/accept`, {
        quote_id: quote.id,
        updated_at: opportunity.updated_at,
      }),
    );
    const refused = await discount(executive, quote.id, { percent: 5, reason: 'Tarde' });
    expect(json(refused).errors).toEqual({ percent: [discountMessages.notOpen] });
  });

  it('sends a discount above the limit to the supervisor, who approves it', async () => {
    const [, quote] = await pricedQuotes();
    const answer = await ok(
      await discount(executive, quote.id, {
        percent: '15,5',
        reason: 'La competencia cotizó menos',
      }),
    );
    expect(answer.message).toBe(discountMessages.requested(15.5, 10));
    expect(answer.data.status).toBe(discountStatusId('pending'));
    expect((await quoteRow(quote)).premium).toBe(quote.premium);
    const views = (await ok(
      await call(executive, 'GET', `/api/v1/opportunity/${String(quote.opportunity_id)}/quotes`),
    )) as Row[];
    expect(views.find((v) => v.id === quote.id)?.discount_pending).toBe(15.5);
    expect(await notices(supervisor)).toContain('Bonificación para aprobar');
    const again = await discount(executive, quote.id, { percent: '12', reason: 'Otra vez' });
    expect(json(again).errors).toEqual({ percent: [discountMessages.pending] });

    const url = `/api/v1/opportunity/discounts/${String(answer.data.id)}`;
    expect((await call(executive, 'POST', `${url}/approve`, {})).statusCode).toBe(403);
    const approved = await ok(await call(supervisor, 'POST', `${url}/approve`, {}));
    expect(approved.status).toBe(discountStatusId('approved'));
    expect(Number((await quoteRow(quote)).premium)).toBeLessThan(Number(quote.premium));
    expect(await notices(executive)).toContain('Bonificación aprobada');
  });

  it('lets the supervisor reject one with a reason, the quote left as it was', async () => {
    const [, , quote] = await pricedQuotes();
    const asked = await ok(
      await discount(executive, quote.id, { percent: 25, reason: 'Pide igualar otra oferta' }),
    );
    const url = `/api/v1/opportunity/discounts/${String(asked.data.id)}/reject`;
    const bare = await call(supervisor, 'POST', url, {});
    expect(json(bare).errors).toEqual({ reason: ['Indicá el motivo.'] });
    const margin = optionByCode(discountRejectReasons, 'margin');
    const rejected = await ok(await call(supervisor, 'POST', url, { reason: margin.id }));
    expect(rejected.status).toBe(discountStatusId('rejected'));
    expect((await quoteRow(quote)).premium).toBe(quote.premium);
    expect(await notices(executive)).toContain('fue rechazada: deja la operación sin margen.');
    // Four eyes: a supervisor's own request above the limit waits for another one.
    const own = await ok(
      await discount(supervisor, quote.id, { percent: 30, reason: 'Cliente estratégico' }),
    );
    const self = await call(
      supervisor,
      'POST',
      `/api/v1/opportunity/discounts/${String(own.data.id)}/approve`,
      {},
    );
    expect(json(self).errors).toEqual({ status: [discountMessages.ownRequest] });
  });

  it('withdraws pending requests when the opportunity moves on, telling both sides', async () => {
    const [accepted, asked] = await pricedQuotes();
    const pending = await ok(
      await discount(executive, asked.id, { percent: 25, reason: 'Igualar a la competencia' }),
    );
    expect(pending.data.title).toMatch(/^Bonificación de 25 % · \S/);
    const id = String(asked.opportunity_id);
    const opportunity = await ok(await call(executive, 'GET', `/api/v1/opportunity/${id}`));
    // "Vence la cotización" is the best quote's validity once quoted, the chosen one's after.
    expect(opportunity.expires_at).toBe(accepted.valid_to);
    const done = await ok(
      await call(executive, 'POST', `/api/v1/opportunity/${id}/accept`, {
        quote_id: accepted.id,
        updated_at: opportunity.updated_at,
      }),
    );
    expect(done.expires_at).toBe(accepted.valid_to);
    const url = `/api/v1/opportunity/discounts/${String(pending.data.id)}`;
    const request = await ok(await call(supervisor, 'GET', url));
    expect(request.status).toBe(discountStatusId('withdrawn'));
    expect(await notices(executive)).toContain('se retiró sin decidir');
    expect(await notices(supervisor)).toContain('se retiró sin decidir');
    const late = await call(supervisor, 'POST', `${url}/approve`, {});
    expect(late.statusCode).toBe(422);
    expect(JSON.stringify(json(late).errors)).toContain('Retirada');
    const audited = await t.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('resource', '=', 'opportunity/discounts')
      .where('record_id', '=', String(pending.data.id))
      .execute();
    expect(audited.map((a) => String(a.changes)).join()).toContain('Aceptar cotización');
  });

  it('asks for the words of "Otro motivo" when rejecting', async () => {
    const [, , , quote] = await pricedQuotes();
    const asked = await ok(
      await discount(executive, quote.id, { percent: 30, reason: 'Cliente estratégico' }),
    );
    const url = `/api/v1/opportunity/discounts/${String(asked.data.id)}/reject`;
    const other = optionByCode(discountRejectReasons, 'other').id;
    const bare = await call(supervisor, 'POST', url, { reason: other, reason_note: '  ' });
    expect(json(bare).errors).toEqual({ reason_note: ['Contá el motivo con tus palabras.'] });
    const long = await call(supervisor, 'POST', url, {
      reason: other,
      reason_note: 'x'.repeat(301),
    });
    expect(Object.keys(json(long).errors)).toEqual(['reason_note']);
    const rejected = await ok(
      await call(supervisor, 'POST', url, {
        reason: other,
        reason_note: 'Ya tiene el mejor precio',
      }),
    );
    expect(rejected).toMatchObject({
      status: discountStatusId('rejected'),
      reject_note: 'Ya tiene el mejor precio',
    });
    expect(await notices(executive)).toContain('ya tiene el mejor precio');
  });

  it('refuses bad input, quotes without a price and other organizations', async () => {
    const [quote] = await pricedQuotes();
    for (const [payload, field] of [
      [{ percent: '0', reason: 'x' }, 'percent'],
      [{ percent: '60', reason: 'x' }, 'percent'],
      [{ percent: 'diez', reason: 'x' }, 'percent'],
      [{ percent: '5' }, 'reason'],
    ] as const) {
      const refused = await discount(executive, quote.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(json(refused).errors)).toEqual([field]);
    }
    const unpriced = await t.database.db
      .selectFrom('quotes')
      .select('id')
      .where('opportunity_id', '=', String(quote.opportunity_id))
      .where('status', '!=', QUOTED)
      .executeTakeFirst();
    expect(unpriced, 'Sancor is down: a quote without a price').toBeDefined();
    const refused = await discount(executive, unpriced!.id, { percent: 5, reason: 'x' });
    expect(json(refused).errors).toEqual({ percent: [discountMessages.notPriced] });
    const external = await t.userWith(['opportunities: full_access'], [5]);
    expect((await discount(external, quote.id, { percent: 5, reason: 'x' })).statusCode).toBe(404);
    // The operator loads opportunities but gives no discounts.
    const operator = await t.login('operador@demo.test');
    expect((await discount(operator, quote.id, { percent: 5, reason: 'x' })).statusCode).toBe(403);
    const nobody = await t.login('sin-permisos@demo.test');
    expect((await discount(nobody, quote.id, { percent: 5, reason: 'x' })).statusCode).toBe(403);
  });
});
