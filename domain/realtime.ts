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

/** A `subscribe`/`unsubscribe` message as laravel-echo sends it, once checked. */
export interface ChannelRequest {
  channel: string;
  /** The bearer token of `auth.headers.Authorization`, when the message carries one. */
  token: string | null;
}

const CHANNEL = /^[A-Za-z0-9_.-]{1,200}$/;

/** The bearer token of an Echo `auth.headers` object (either spelling), or null. */
export function bearerOf(headers: unknown): string | null {
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) return null;
  const value = Object.hasOwn(headers, 'Authorization')
    ? (headers as Record<string, unknown>).Authorization
    : Object.hasOwn(headers, 'authorization')
      ? (headers as Record<string, unknown>).authorization
      : undefined;
  const match = typeof value === 'string' ? /^Bearer\s+(\S{1,512})$/i.exec(value) : null;
  return match ? match[1] : null;
}

/**
 * The schema of an inbound socket message: an object with a string channel of channel-name
 * characters and, optionally, `auth.headers`. Anything else (null, arrays, numbers, an object
 * posing as a string with its own `toString`) is null, and the server answers with an error.
 */
export function parseChannelRequest(message: unknown): ChannelRequest | null {
  if (typeof message !== 'object' || message === null || Array.isArray(message)) return null;
  const channel = Object.hasOwn(message, 'channel')
    ? (message as Record<string, unknown>).channel
    : undefined;
  if (typeof channel !== 'string' || !CHANNEL.test(channel)) return null;
  const auth = Object.hasOwn(message, 'auth') ? (message as Record<string, unknown>).auth : null;
  const headers =
    typeof auth === 'object' && auth !== null && Object.hasOwn(auth, 'headers')
      ? (auth as Record<string, unknown>).headers
      : null;
  return { channel, token: bearerOf(headers) };
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

/**
 * A quote's answer, pushed on the requester's channel as each insurer answers (issue 13
 * section 4): the quote as its comparison shows it.
 */
export const QUOTE_EVENT = 'quotes';
