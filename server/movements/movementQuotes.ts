/**
 * `POST /api/v1/movements/{contract}/quote` (issue 32 section 1: the opportunity news flow's
 * totals): an endorsement that needs new prices, as the asker's draft holds it (motive and data
 * done), quoted through the insurer connectors (changeQuotes.ts): the policy as it is and as
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
import { errorMessages } from '../../domain/engine/messages';
import { optionByCode } from '../../domain/engine/defineEnum';
import type { FlowDraft } from '../../domain/engine/flows';
import { contractRequestStatus } from '../../domain/enums/statuses';
import { newsFlow, movementFlowMessages } from '../../domain/movements/movementFlows';
import { requestProblems } from '../../domain/movements/movementKinds';
import {
  changedRisk,
  needsNewPrices,
  pricingMessages,
  quoteBasis,
  remainingTerm,
} from '../../domain/movements/movementPricing';
import { errorResponses, PRIVATE, WITH_BODY } from '../contract/responses';
import { labelledBodyErrors, refuseInvalid } from '../contract/validationProblems';
import { readDraft, readFlowRecord } from '../flows/draftStore';
import { HttpProblem, unprocessable } from '../http/problems';
import { getRecord } from '../rest/reading';
import { organizationOf, requireAccess, requireId, viewerOf } from '../rest/routes';
import type { Row, Store, Viewer } from '../rest/store';
import type { SessionUser } from '../auth/users';
import { policyFacts, policyState, visiblePolicy } from './policyState';
import { quoteChange, type ChangeQuoting } from './changeQuotes';

const money = { type: 'number' } as const;
const BODY_LABELS = {
  labels: { movement: 'Endoso', insurers: 'Compañías' },
  messages: {
    movement: 'Indicá el borrador del endoso que se cotiza.',
    insurers: 'Indicá «own» (la compañía de la póliza) o «all» (todas).',
  },
};
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
    franchise: { type: ['number', 'null'], description: 'La franquicia del plan cotizado.' },
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

type Values = FlowDraft['values'];

async function quoteOf(
  store: Store,
  ctx: ChangeQuoting,
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
  const effective = String(motive.effective_date);
  const risk = changedRisk(policy, state?.items ?? [], data);
  const lines = await quoteChange(store, ctx, {
    draftId: body.movement,
    policy,
    risk,
    effective,
    basis: quoteBasis(body.movement, motive, data),
    organizationId: organizationOf(user),
    insurers: body.insurers ?? 'own',
  });
  // Nobody priced it: the first reason (the policy's insurer's), and the way forward.
  if (!lines.some((line) => line.outcome === 'quoted')) {
    const reason = lines[0]?.message ?? (await noPlans(store, policy));
    throw unprocessable({ pricing: [`${reason} ${pricingMessages.wayForward}`] });
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

/** Why nothing was asked: the policy's insurer sells no plan of its branch. */
async function noPlans(store: Store, policy: Row) {
  const insurer = await store.db
    .selectFrom('companies')
    .select('name')
    .where('id', '=', Number(policy.company_id))
    .executeTakeFirst();
  return pricingMessages.noPlans.replace(':insurer', String(insurer?.name ?? 'La compañía'));
}

export function registerMovementQuotes(app: FastifyInstance, store: Store, ctx: ChangeQuoting) {
  app.post<{
    Params: { contractId: string };
    Body: { movement: string; insurers?: 'own' | 'all' };
  }>(`/api/v1/movements/:contractId/quote`, { schema, attachValidation: true }, async (request) => {
    const user = requireAccess(request, contractMovement, 'create');
    // After the access check: a malformed id is a 404, a bad body a 422 by field, in Spanish.
    refuseInvalid(request, { body: (_body, issues) => labelledBodyErrors(issues, BODY_LABELS) });
    const contractId = String(requireId(contract, request.params.contractId));
    return quoteOf(store, ctx, user, contractId, request.body);
  });
}
