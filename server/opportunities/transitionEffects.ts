/**
 * What every command of an opportunity does besides moving it (commands.ts's
 * `EVERY_TRANSITION`), in the command's transaction: leaving the statuses where a quote is chosen
 * withdraws its pending discount requests (issue 28 item 21), and ending a call attempt logs the
 * call on the client's or lead's history (item 30); taking a request tells the taker, with a link
 * (item 24); quoting and accepting set when the quote expires (item 23).
 */
import { opportunity } from '../../domain/entities/opportunities';
import { interaction } from '../../domain/entities/clientActivity';
import { callInteraction } from '../../domain/calls';
import { takenText } from '../../domain/entities/opportunityMachine';
import type { Notifier } from '../notifications/notifier';
import { withdrawPendingDiscounts } from '../quoting/discountWithdrawal';
import { quoteValidity } from '../quoting/quoteValidity';
import { EVERY_TRANSITION, handlerKey, type CommandHandlers } from '../rest/commands';
import { createRecord } from '../rest/creating';

export function opportunityTransitionHandlers(notifier: Notifier): CommandHandlers {
  return {
    [handlerKey(opportunity, EVERY_TRANSITION)]: async (tx, moved, ctx, input, step) => {
      await withdrawPendingDiscounts(tx, notifier, moved, step.transition, ctx);
      const call = callInteraction(step.transition, step.before, moved);
      // Cited: the caller logs on the opportunity's client or lead even when their scope
      // shows the opportunity only (the operator), as the conversion creates its client.
      if (call) await createRecord(tx, interaction, call, ctx, call);
      const done = step.transition.takes?.done;
      if (done && ctx.actorId != null)
        await notifier.send(
          [ctx.actorId],
          {
            title: done,
            text: takenText(String(moved.title ?? '')),
            link: `/${opportunity.name}/${String(moved.id)}/show`,
          },
          tx,
        );
      return quoteValidity(tx, moved, step.transition.command, input);
    },
  };
}
