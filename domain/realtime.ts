/**
 * Real-time channels and events (spec section 7): each user listens on the private channel
 * `user.{id}` for the event `notifications`, and may subscribe to its own channel only.
 */
export const NOTIFICATION_EVENT = 'notifications';

/** The channel name the client asks for; Echo prefixes private channels with `private-`. */
export const userChannel = (userId: number) => `user.${userId}`;
export const privateUserChannel = (userId: number) => `private-${userChannel(userId)}`;

/** May this user subscribe to (or be authorised for) the channel? Only its own. */
export function mayJoinChannel(userId: number, channelName: unknown): boolean {
  return channelName === privateUserChannel(userId);
}

/** What a notification event carries (shown as a toast, spec section 3). */
export interface NotificationPayload {
  id: number;
  title: string;
  text: string;
  type: 'info' | 'success' | 'warning' | 'danger';
  link: string | null;
  created_at: string;
}
