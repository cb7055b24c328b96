/**
 * Demo data of the operations part that needs the demo users: the executives of the
 * caller-priority groups (users are created after the fixture rows), then one rebuild of the
 * call queue so the demo queue shows assignments, priorities and due times.
 */
import { joinTable } from '../../domain/entity';
import { callerPriorityGroup } from '../../domain/entities/callerPriority';
import { callerGroupExecutives } from '../../fixtures/operations';
import { findUserByEmail } from '../auth/users';
import type { Store } from '../resources/store';
import { rebuildCallerQueue } from './rebuildQueue';

export { rebuildCallerQueue };

export async function seedOperations(store: Store) {
  const members = joinTable(callerPriorityGroup, 'executives');
  if (await store.db.selectFrom(members).select('owner_id').limit(1).executeTakeFirst()) return;
  const rows = [];
  for (const [group, emails] of Object.entries(callerGroupExecutives)) {
    for (const [position, email] of emails.entries()) {
      const user = await findUserByEmail(store, email);
      const exists = await store.db
        .selectFrom(callerPriorityGroup.table)
        .select('id')
        .where('id', '=', Number(group))
        .executeTakeFirst();
      if (user && exists)
        rows.push({ owner_id: Number(group), target_id: Number(user.id), position });
    }
  }
  if (rows.length) await store.db.insertInto(members).values(rows).execute();
  await rebuildCallerQueue(store);
}
