/**
 * Quoted opportunities past their quote's date (`expires_at`) expire (112), once a day (the
 * scheduler's `daily_expiries`, server/jobs/cronJobs.ts): each through the machine's own
 * `expire` command, run by the product, so the move is checked and audited as any other.
 */
import { opportunity } from '../../domain/entities/opportunities';
import { argentineToday } from '../../domain/engine/format';
import { statusIdOf, transitionOf } from '../../domain/engine/statusMachine';
import { HttpProblem } from '../http/problems';
import { runCommand } from '../rest/commands';
import type { Store } from '../rest/store';
import { Notifier } from '../notifications/notifier';
import { opportunityTransitionHandlers } from './transitionEffects';

export async function expireQuotedOpportunities(store: Store, at: Date) {
  const expire = transitionOf(opportunity, 'expire')!;
  const due = await store.db
    .selectFrom(opportunity.table)
    .select('id')
    .where(
      'status',
      'in',
      expire.from.map((code) => statusIdOf(opportunity, code)),
    )
    // Valid through its last day, in Argentina.
    .where('expires_at', '<', argentineToday(at))
    .orderBy('id')
    .execute();
  // Its pending discounts are withdrawn as by any other move (stored notifications: the job
  // has no live channel to push them on).
  const handlers = opportunityTransitionHandlers(new Notifier(store, null));
  let changed = 0;
  for (const { id } of due) {
    try {
      await runCommand(store, opportunity, id as string, expire, {}, { actorId: null }, handlers);
      changed++;
    } catch (error) {
      // Moved by someone in between (accepted, requoted): it is no longer this job's.
      if (!(error instanceof HttpProblem)) throw error;
    }
  }
  return { label: 'Oportunidades cotizadas vencidas', changed };
}
