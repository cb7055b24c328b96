/**
 * Who served a client, kept as bindings (domain/entities/bindings.ts): a client created with an
 * executive opens that executive's binding from the day; changing the executive ends the open
 * binding that day and opens the new one's. Run as an after-hook of the client's write, in its
 * transaction, through the generic create and update (validated and audited like any write).
 */
import { account } from '../../domain/entities/clients';
import { binding } from '../../domain/entities/bindings';
import { optionByCode } from '../../domain/engine/defineEnum';
import { bindingRoles } from '../../domain/enums/clients';
import { argentineToday } from '../../domain/engine/format';
import type { HookTable, WriteEvent } from '../rest/hooks';
import { createRecord, updateRecord } from '../rest/repository';
import type { Id, Row } from '../rest/store';

const EXECUTIVE = optionByCode(bindingRoles, 'executive').id;

async function openExecutiveBinding(event: WriteEvent, client: Row) {
  const today = argentineToday();
  const open = await event.store.db
    .selectFrom(binding.table)
    .selectAll()
    .where('account_id', '=', client.id as Id)
    .where('role', '=', EXECUTIVE)
    .where('ends_on', 'is', null)
    .execute();
  const ctx = event.writer ?? { actorId: event.actorId };
  for (const row of open) {
    if (row.user_id === client.executive_id) return;
    // Ended the day before when it began today; never ending before it started.
    const ends = String(row.starts_on) < today ? today : String(row.starts_on);
    await updateRecord(event.store, binding, row.id as Id, { ends_on: ends }, ctx);
  }
  if (client.executive_id === null || client.executive_id === undefined) return;
  await createRecord(
    event.store,
    binding,
    { account_id: client.id, user_id: client.executive_id, role: EXECUTIVE, starts_on: today },
    ctx,
  );
}

export const bindingHooks: HookTable = {
  [account.name]: [
    {
      async after(event) {
        if (event.action === 'delete' || !event.after) return;
        if (event.action === 'update' && event.before?.executive_id === event.after.executive_id)
          return;
        await openExecutiveBinding(event, event.after);
      },
    },
  ],
};
