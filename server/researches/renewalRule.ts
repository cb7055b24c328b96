/**
 * The renewals' scheduled rule (domain/researches/renewalRule.ts), run by the scheduler
 * (server/jobs/scheduledRules.ts): for each organization with automatic renewals on, every
 * policy in force of its branches and insurers whose «Vigencia hasta» falls within its window
 * and that has no renewal research for that due date (not even a rejected one: declined once,
 * it is not asked again) gets one, opened as the product through the generic create (its hook
 * checks and copies the policy, researchHooks.ts), then re-quoted (renewalQuotes.ts) a few at a
 * time. A policy that moved meanwhile (annulled, opened by hand) is skipped.
 */
import { contract } from '../../domain/entities/contracts';
import { contractResearch, researchKind } from '../../domain/entities/contractResearches';
import { IN_FORCE } from '../../domain/entities/contractMachine';
import { contractResearchStatus, contractStatus } from '../../domain/enums/statuses';
import { optionByCode } from '../../domain/engine/defineEnum';
import { argentineToday } from '../../domain/engine/format';
import { transitionOf } from '../../domain/engine/statusMachine';
import { lastDueDay, type RenewalSettings } from '../../domain/researches/renewalRules';
import { OPEN_RENEWAL_RESEARCHES } from '../../domain/researches/renewalRule';
import { HttpProblem } from '../http/problems';
import { auditedMove } from '../rest/auditedMove';
import { handlerKey } from '../rest/commands';
import { createRecord } from '../rest/repository';
import { inTransaction, type Store } from '../rest/store';
import type { ScheduledRuleHandlers, ScheduledRuleRun } from '../jobs/scheduledRules';
import { researchHooks } from './researchHooks';
import { quoteResearch, type RenewalQuoting } from './renewalQuotes';
import { automaticRenewals } from './settingsStore';

/** Policies opened per organization and run: a backlog is worked through over the next days. */
const MOST_PER_RUN = 500;
/** Researches quoted at once: each asks every insurer, which answer in their own time. */
const AT_ONCE = 4;

const inForce = IN_FORCE.map((code) => optionByCode(contractStatus, code).id);
const status = (code: string) => optionByCode(contractResearchStatus, code).id;

/** The organization's policies due for renewal on `today` without a research for that date. */
export async function duePolicies(
  store: Store,
  organizationId: number,
  settings: RenewalSettings,
  today: string,
) {
  let query = store.db
    .selectFrom(`${contract.table} as c`)
    .select('c.id')
    .where('c.organization_id', '=', organizationId)
    .where('c.status', 'in', inForce)
    .where('c.validity_to', '>=', today)
    .where('c.validity_to', '<=', lastDueDay(today, settings))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom(`${contractResearch.table} as r`)
            .select('r.id')
            .whereRef('r.contract_id', '=', 'c.id')
            .whereRef('r.due_date', '=', 'c.validity_to')
            .where('r.kind', '=', researchKind('renewal')),
        ),
      ),
    );
  if (settings.branches.length) query = query.where('c.branch_id', 'in', [...settings.branches]);
  if (settings.companies.length) query = query.where('c.company_id', 'in', [...settings.companies]);
  const rows = await query.orderBy('c.validity_to').orderBy('c.id').limit(MOST_PER_RUN).execute();
  return rows.map((row) => String(row.id));
}

/** Opens the renewal of one policy, waiting for its quotes; null when it is no longer due. */
async function openRenewal(store: Store, contractId: string, organizationId: number) {
  const ctx = { actorId: null, organizationId, hooks: researchHooks };
  const requote = transitionOf(contractResearch, 'requote')!;
  try {
    return await inTransaction(store, async (tx) => {
      const opened = await createRecord(
        tx,
        contractResearch,
        { contract_id: contractId, kind: researchKind('renewal') },
        ctx,
      );
      const moved = await auditedMove(
        tx,
        ctx,
        contractResearch,
        opened,
        { status: status('pending_quote') },
        requote.label,
      );
      return Number(moved!.id);
    });
  } catch (error) {
    if (error instanceof HttpProblem) return null;
    throw error;
  }
}

async function run(store: Store, quoting: RenewalQuoting, today: string) {
  let created = 0;
  let quoted = 0;
  let flagged = 0;
  for (const { organizationId, settings } of await automaticRenewals(store)) {
    const opened: number[] = [];
    for (const id of await duePolicies(store, organizationId, settings, today)) {
      const research = await openRenewal(store, id, organizationId);
      if (research !== null) opened.push(research);
    }
    created += opened.length;
    for (let i = 0; i < opened.length; i += AT_ONCE) {
      const batch = opened.slice(i, i + AT_ONCE);
      for (const after of await Promise.all(batch.map((id) => quoteResearch(store, quoting, id)))) {
        if (after && Number(after.status) === status('quoted')) quoted++;
        if (after?.over_limit === true) flagged++;
      }
    }
  }
  const n = (count: number, one: string, many: string) =>
    `${count.toLocaleString('es-AR')} ${count === 1 ? one : many}`;
  return {
    created,
    summary: `${n(created, 'renovación abierta', 'renovaciones abiertas')}, ${n(quoted, 'cotizada', 'cotizadas')}, ${n(flagged, 'con aumento sobre el límite', 'con aumento sobre el límite')}.`,
  };
}

export const renewalRuleHandlers = (quoting: RenewalQuoting): ScheduledRuleHandlers => {
  const open: ScheduledRuleRun = ({ store, at }) => run(store, quoting, argentineToday(at));
  return { [handlerKey(contractResearch, OPEN_RENEWAL_RESEARCHES)]: open };
};
