/**
 * Creates notifications: one row per recipient (visible only to them), then a push on each
 * recipient's private channel so an open session shows it at once, on whichever instance the
 * recipient is connected (spec section 7).
 */
import { joinTable } from '../../domain/engine/entity';
import { DELETED_STATE } from '../../domain/entities/auth';
import { assignment, user } from '../../domain/entities/auth';
import { notification } from '../../domain/entities/notification';
import { notificationTypes } from '../../domain/enums/catalogues';
import { optionById } from '../../domain/engine/defineEnum';
import {
  NOTIFICATION_EVENT,
  privateUserChannel,
  type NotificationPayload,
} from '../../domain/realtime';
import { validateRecord } from '../../domain/engine/validate';
import { decodeRow, encodeValues, searchColumns, type Row } from '../db/codec';
import type { Realtime } from '../realtime/realtime';
import { visibleTo, type Store, type Viewer } from '../rest/repository';
import { whenCommitted } from '../rest/store';
import { refuseErrors } from '../http/problems';

export interface NotificationContent {
  title: string;
  text: string;
  /** A notificationTypes id; 1 (information) when absent. */
  type?: number;
  link?: string | null;
}

export function payloadOf(record: Row): NotificationPayload {
  return {
    id: Number(record.id),
    title: String(record.title),
    text: String(record.text),
    type: (optionById(notificationTypes, Number(record.type))?.code ??
      'info') as NotificationPayload['type'],
    link: (record.link as string | null) ?? null,
    created_at: String(record.created_at),
  };
}

export class Notifier {
  constructor(
    private readonly store: Store,
    private readonly realtime: Realtime | null,
  ) {}

  /** Stores and pushes one notification per recipient; `store` may be a transaction's. */
  async send(recipients: number[], content: NotificationContent, store = this.store) {
    const unique = [...new Set(recipients)];
    if (!unique.length) return [];
    const { values, errors } = validateRecord(notification, {
      recipient: unique[0],
      ...content,
      read: false,
    });
    refuseErrors(errors);
    const now = new Date().toISOString();
    const rows = unique.map((recipient) => ({
      ...encodeValues(notification, { ...values, recipient }, store.dialect),
      ...searchColumns(notification, values),
      created_at: now,
      updated_at: now,
    }));
    const inserted = await store.db
      .insertInto(notification.table)
      .values(rows)
      .returningAll()
      .execute();
    const records = inserted.map((row) => decodeRow(notification, row));
    // Pushed once stored for good: a rolled-back notification must not pop up as a toast.
    await whenCommitted(store, () => {
      for (const record of records)
        this.realtime?.publish(
          privateUserChannel(Number(record.recipient)),
          NOTIFICATION_EVENT,
          payloadOf(record),
        );
    });
    return records;
  }
}

/**
 * Users who receive a draft: the chosen users, the users holding a chosen role (directly or
 * through an assignment with that role) and the users holding a chosen assignment, among the
 * users `viewer` manages (all of them for the product). Deleted users never receive anything.
 */
export async function recipientsOf(
  store: Store,
  chosen: { users: number[]; roles: number[]; assignments: string[] },
  viewer: Viewer | null = null,
): Promise<number[]> {
  const userRoles = joinTable(user, 'roles');
  const userAssignments = joinTable(user, 'assignments');
  const ids = new Set<number>(chosen.users);
  if (chosen.roles.length) {
    const direct = await store.db
      .selectFrom(userRoles)
      .select('owner_id')
      .where('target_id', 'in', chosen.roles)
      .execute();
    const viaAssignment = await store.db
      .selectFrom(`${userAssignments} as ua`)
      .innerJoin(`${assignment.table} as a`, 'a.id', 'ua.target_id')
      .select('ua.owner_id')
      .where('a.role', 'in', chosen.roles)
      .execute();
    for (const row of [...direct, ...viaAssignment]) ids.add(Number(row.owner_id));
  }
  if (chosen.assignments.length) {
    const holders = await store.db
      .selectFrom(userAssignments)
      .select('owner_id')
      .where('target_id', 'in', chosen.assignments)
      .execute();
    for (const row of holders) ids.add(Number(row.owner_id));
  }
  if (!ids.size) return [];
  // Only people the sender manages: a shared role's holders in other organizations are left out.
  const live = await visibleTo(store.db.selectFrom(user.table), user, viewer)
    .select('id')
    .where('id', 'in', [...ids])
    .where('state', '!=', DELETED_STATE)
    .orderBy('id')
    .execute();
  return live.map((row) => Number(row.id));
}
