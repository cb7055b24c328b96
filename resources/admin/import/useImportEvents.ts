/**
 * Progress pushed by the import job (event `imports` on the user's private channel, see
 * server/imports/runImport.ts) while an import page is open. The page's own connection, opened
 * only there, the way providers/realtime.ts opens the notifications one.
 */
import { useEffect, useRef } from 'react';
import Echo from 'laravel-echo';
import { io } from 'socket.io-client';
import { userChannel } from '../../../domain/realtime';
import { currentProfile } from '../../../providers/authProvider';
import { readTokens } from '../../../providers/tokens';
import { clientSettings } from '../../../src/config';

/** The event name the server publishes (server/imports/runImport.ts IMPORT_EVENT). */
const IMPORT_EVENT = 'imports';

export function useImportEvents(importId: number, onEvent: (payload: unknown) => void) {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    const profile = currentProfile();
    const tokens = readTokens();
    if (!profile || !tokens) return;
    const headers = {} as Record<string, string>;
    Object.defineProperty(headers, 'Authorization', {
      enumerable: true,
      get: () => `Bearer ${readTokens()?.access_token ?? ''}`,
    });
    const echo = new Echo({
      broadcaster: 'socket.io',
      client: io,
      host: clientSettings().apiOrigin || window.location.origin,
      auth: { headers },
    });
    echo.private(userChannel(profile.id)).listen(`.${IMPORT_EVENT}`, (payload: unknown) => {
      if ((payload as { id?: unknown } | null)?.id === importId) handler.current(payload);
    });
    return () => echo.disconnect();
  }, [importId]);
}
