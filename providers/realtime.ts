/**
 * The real-time listener (spec sections 7 and 9): laravel-echo over socket.io, on the private
 * channel `user.{id}` for the events `notifications` and `quotes` (each quote as it arrives). It retries every NOTIFICATION_RETRY_MS
 * until the profile is available, and always sends the current access token, so a refreshed
 * token is the one a reconnection presents.
 */
import Echo from 'laravel-echo';
import { io } from 'socket.io-client';
import { NOTIFICATION_RETRY_MS } from '../domain/constants';
import {
  NOTIFICATION_EVENT,
  QUOTE_EVENT,
  userChannel,
  type NotificationPayload,
} from '../domain/realtime';
import { quotePushed } from './quoteEvents';
import { clientSettings } from '../src/config';
import { currentProfile } from './authProvider';
import { readTokens } from './tokens';

/** Headers whose Authorization is read at the moment Echo sends them. */
function liveAuthHeaders(): Record<string, string> {
  const headers = {} as Record<string, string>;
  Object.defineProperty(headers, 'Authorization', {
    enumerable: true,
    get: () => `Bearer ${readTokens()?.access_token ?? ''}`,
  });
  return headers;
}

/** Starts listening for the logged-in user's notifications; returns the stop function. */
export function startRealtime(
  onNotification: (payload: NotificationPayload) => void,
  retryMs = NOTIFICATION_RETRY_MS,
): () => void {
  let echo: Echo<'socket.io'> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const attempt = () => {
    if (stopped) return;
    const profile = currentProfile();
    if (!profile || !readTokens()) {
      timer = setTimeout(attempt, retryMs);
      return;
    }
    echo = new Echo({
      broadcaster: 'socket.io',
      client: io,
      host: clientSettings().apiOrigin || window.location.origin,
      // Each instance its own headers object (STACK.md: Echo's default one is shared).
      auth: { headers: liveAuthHeaders() },
    });
    echo
      .private(userChannel(profile.id))
      .listen(`.${NOTIFICATION_EVENT}`, onNotification)
      .listen(`.${QUOTE_EVENT}`, quotePushed);
  };
  attempt();
  return () => {
    stopped = true;
    clearTimeout(timer);
    echo?.disconnect();
  };
}
