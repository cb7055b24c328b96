/**
 * `POST /api/v1/movements/{contract}/quote` (issue 32 section 1: the opportunity news flow's
 * totals): an endorsement that needs new prices, as the asker's draft holds it (motive and data
 * done), quoted through the insurer connectors (server/quoting/policyQuotes.ts): the policy as
 * changed — its new sum, coverage or province — asked of its own insurer's plans of that
 * coverage level, and with `insurers: "all"` of every insurer's. Each priced plan comes with the
 * policy's new premium in parts, the difference for what is left of the term and the server's
 * seal the totals step sends back (quoteChecks.ts). Nothing is written: a quote is a question.
 *
 * Refused: whoever may not ask endorsements (403); a policy out of sight, or a draft that is not
 * the asker's or not of that policy (404); a change that needs no new prices, steps not done,
 * a policy that no longer takes it (annulled), or no insurer that priced it (422, by field,
 * with the way forward: retry, or type the totals by hand).
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { contract } from '../../domain/entities/contracts';
import { contractMovement } from '../../domain/entities/contractMovements';
import { coverage } from '../../domain/entities/coverages';
import { errorMessages } from '../../domain/engine/messages';
import { argentineToday } from '../../domain/engine/format';
import { optionByCode } from '../../domain/engine/defineEnum';
import type { FlowDraft } from '../../domain/engine/flows';
import type { Sealer } from '../../domain/engine/sealedValues';
import { contractRequestStatus } from '../../domain/enums/statuses';
import { quoteRequestOf } from '../../domain/quoting/offers';
import { newsFlow, movementFlowMessages } from '../../domain/movements/movementFlows';
import { requestProblems } from '../../domain/movements/movementKinds';
import {
  changedRisk,
  needsNewPrices,
  pricingMessages,
  proratedChange,
  quoteBasis,
  quotedParts,
  remainingTerm,
} from '../../domain/movements/movementPricing';
import { errorResponses, PRIVATE, WITH_BODY } from '../contract/responses';
import { readDraft, readFlowRecord } from '../flows/draftStore';
import { HttpProblem, unprocessable } from '../http/problems';
import { getRecord } from '../rest/reading';
import { organizationOf, requireAccess, requireId, viewerOf } from '../rest/routes';
import type { Row, Store, Viewer } from '../rest/store';
import type { SessionUser } from '../auth/users';
import { numberSettings } from '../quoting/quoteRequests';
import {
  ask,
  clientFacts,
  plansFor,
  stateCodeOf,
  type Answered,
  type PolicyQuoting,
} from '../quoting/policyQuotes';
import { policyFacts, policyState, visiblePolicy } from './policyState';
import { sealQuote } from './quoteChecks';

const money = { type: 'number' } as const;
const quoteSchema = {
  type: 'object',
  properties: {
    company_id: { type: 'integer' },
    company_name: { type: 'string' },
    package_name: { type: 'string' },
    own: { type: 'boolean', description: 'La compañía de la póliza.' },
    outcome: { type: 'string', enum: ['quoted', 'pending_technical', 'has_not_cost', 'failed'] },
    message: { type: ['string', 'null'] },
    quote_reference: { type: ['string', 'null'] },
    premium: { type: ['number', 'null'] },
    net_premium: { type: ['number', 'null'] },
    surcharges: { type: ['number', 'null'] },
    taxes: { type: ['number', 'null'] },
    premium_change: { type: ['number', 'null'] },
    valid_to: { type: ['string', 'null'] },
    quote_token: { type: ['string', 'null'], description: 'Se devuelve en el paso de totales.' },
  },
  required: ['company_id', 'company_name', 'package_name', 'own', 'outcome'],
} as const;

const schema: FastifySchema = {
  summary: 'Cotizar un endoso',
  description:
    'Cotiza con las compañías el cambio que pide un borrador de endoso (motivo y datos completos): el premio nuevo de la póliza, sus partes y la diferencia por lo que resta de vigencia. No guarda nada.',
  tags: [contractMovement.label.many],
  params: {
    type: 'object',
    properties: { contractId: { type: 'string', format: 'uuid' } },
    required: ['contractId'],
  },
  body: {
    type: 'object',
    properties: {
      movement: { type: 'string', format: 'uuid', description: 'El borrador del endoso.' },
      insurers: { type: 'string', enum: ['own', 'all'], default: 'own' },
    },
    required: ['movement'],
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: {
        premium_before: money,
        sum_insured: money,
        effective_date: { type: 'string' },
        days_left: { type: 'integer' },
        days_total: { type: 'integer' },
        quotes: { type: 'array', items: quoteSchema },
      },
      required: ['premium_before', 'sum_insured', 'effective_date', 'quotes'],
    },
    ...errorResponses([...WITH_BODY, 403, 404, 409, ...PRIVATE].sort((a, b) => a - b)),
  },
};

/** The asker's draft of the movement (or the movement as stored), with its done steps. */
async function requestOf(store: Store, user: SessionUser, viewer: Viewer, id: string) {
  const draft = await readDraft(store, { userId: user.id, flow: newsFlow.name, recordId: id });
  if (draft) return { values: draft.values, done: draft.done };
  const stored = await getRecord(store, contractMovement, id, viewer);
  if (!stored) return null;
  if (Number(stored.status) !== optionByCode(contractRequestStatus, 'pending').id)
    throw new HttpProblem(409, movementFlowMessages.notPending);
  const values = (await readFlowRecord(store, newsFlow.name, id)) ?? {};
  return { values, done: Object.keys(values) };
}

/** The coverage codes the change is priced at: the new coverage's, else the policy's own. */
async function codesOf(store: Store, coverageId: number | null) {
  if (coverageId === null) return undefined;
  const row = await store.db
    .selectFrom(coverage.table)
    .select('code')
    .where('id', '=', coverageId)
    .executeTakeFirst();
  return row ? [String(row.code)] : undefined;
}

/** One plan's answer as the totals step reads it. */
function quoteLine(
  answered: Answered,
  policy: Row,
  effective: string,
  seal: (facts: Omit<Parameters<typeof sealQuote>[2], 'basis'>) => string,
) {
  const { offer, answer } = answered;
  const common = {
    company_id: offer.companyId,
    company_name: offer.companyName,
    package_name: offer.package.name,
    own: offer.companyId === Number(policy.company_id),
  };
  if (!answer)
    return {
      ...common,
      outcome: 'failed' as const,
      message: pricingMessages.failed
        .replace(':insurer', offer.companyName)
        .replace(':reason', answered.error ?? 'no respondió'),
    };
  if (answer.outcome !== 'quoted')
    return { ...common, outcome: answer.outcome, message: answer.message };
  const parts = quotedParts(answer, policy);
  const facts = {
    ...common,
    quote_reference: answer.externalId,
    ...parts,
    valid_to: answer.validTo,
  };
  return {
    ...facts,
    outcome: 'quoted' as const,
    message: null,
    premium_change: proratedChange(policy, parts, effective).premium_change,
    quote_token: seal({
      company_id: facts.company_id,
      package_name: facts.package_name,
      quote_reference: facts.quote_reference,
      premium: parts.premium,
      net_premium: parts.net_premium,
      surcharges: parts.surcharges,
      taxes: parts.taxes,
      valid_to: answer.validTo,
    }),
  };
}

type Values = FlowDraft['values'];
const priceOf = (line: object) => ('premium' in line ? Number(line.premium) : Infinity);

async function quoteOf(
  store: Store,
  ctx: { quoting: PolicyQuoting; sealer: Sealer },
  user: SessionUser,
  contractId: string,
  body: { movement: string; insurers?: 'own' | 'all' },
) {
  const viewer = viewerOf(user);
  const policy = await visiblePolicy(store, contractId, viewer);
  const asked = policy && (await requestOf(store, user, viewer, body.movement));
  const values: Values = asked?.values ?? {};
  const motive = values.motive ?? {};
  if (!policy || !asked || String(motive.contract_id) !== contractId)
    throw new HttpProblem(404, errorMessages.notFound);
  if (!needsNewPrices(motive))
    throw unprocessable({ movement_type: [pricingMessages.notRequoted] });
  if (!asked.done.includes('motive') || !asked.done.includes('data'))
    throw unprocessable({ step: [pricingMessages.stepsFirst] });
  const data = values.data ?? {};
  const problems = requestProblems(await policyFacts(store, policy), motive, data);
  if (Object.keys(problems).length)
    throw unprocessable(Object.fromEntries(Object.entries(problems).map(([k, m]) => [k, [m]])));

  const state = await policyState(store, contractId);
  const risk = changedRisk(policy, state?.items ?? [], data);
  const today = argentineToday();
  const organizationId = organizationOf(user);
  const client = await clientFacts(store, policy.account_id);
  const settings = await numberSettings(store, organizationId);
  const request = quoteRequestOf({
    opportunity: {
      id: `endoso-${body.movement}`,
      branch_id: policy.branch_id,
      sum_insured: risk.sumInsured,
      title: policy.title,
    },
    steps: {},
    birthdate: client.birthdate,
    stateCode: (await stateCodeOf(store, risk.stateId)) ?? client.stateCode,
    setting: (key) => settings.get(key),
    today,
  });
  // The policy's own insurer's plans of the level, else all of its plans; the others' alike.
  const own = Number(policy.company_id);
  const codes = await codesOf(store, risk.coverageId);
  const plans = await plansFor(store, policy, organizationId, [own], today, codes);
  if (body.insurers === 'all')
    for (const offer of await plansFor(store, policy, organizationId, [], today, codes))
      if (offer.companyId !== own) plans.push(offer);
  const insurer = async () =>
    String(
      (
        await store.db
          .selectFrom('companies')
          .select('name')
          .where('id', '=', Number(policy.company_id))
          .executeTakeFirst()
      )?.name ?? 'La compañía',
    );
  if (!plans.length)
    throw unprocessable({
      pricing: [
        `${pricingMessages.noPlans.replace(':insurer', await insurer())} ${pricingMessages.wayForward}`,
      ],
    });
  const effective = String(motive.effective_date);
  const basis = quoteBasis(body.movement, motive, data);
  const answers = await Promise.all(plans.map((offer) => ask(ctx.quoting, offer, request)));
  const lines = answers
    .map((a) =>
      quoteLine(a, policy, effective, (f) => sealQuote(ctx.sealer, body.movement, { ...f, basis })),
    )
    .sort(
      (a, b) =>
        Number(b.own) - Number(a.own) ||
        Number(b.outcome === 'quoted') - Number(a.outcome === 'quoted') ||
        priceOf(a) - priceOf(b),
    );
  if (!lines.some((line) => line.outcome === 'quoted')) {
    const first = lines[0];
    throw unprocessable({
      pricing: [`${first.message ?? pricingMessages.quoteMissing} ${pricingMessages.wayForward}`],
    });
  }
  const term = remainingTerm(effective, String(policy.validity_from), String(policy.validity_to));
  return {
    premium_before: Number(policy.premium ?? 0),
    sum_insured: risk.sumInsured,
    effective_date: effective,
    days_left: term.left,
    days_total: term.total,
    quotes: lines,
  };
}

export function registerMovementQuotes(
  app: FastifyInstance,
  store: Store,
  ctx: { quoting: PolicyQuoting; sealer: Sealer },
) {
  app.post<{
    Params: { contractId: string };
    Body: { movement: string; insurers?: 'own' | 'all' };
  }>(`/api/v1/movements/:contractId/quote`, { schema }, async (request) => {
    const user = requireAccess(request, contractMovement, 'create');
    const contractId = String(requireId(contract, request.params.contractId));
    return quoteOf(store, ctx, user, contractId, request.body);
  });
}
