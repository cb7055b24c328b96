/**
 * The OAuth client check of oauth/token, auth/register and password/reset. The web app is a
 * public client (OAuth 2.0 section 2.1): a browser cannot keep a secret, so none is asked for
 * and a `client_secret` sent by older clients is ignored. Naming the client is required, but it
 * is no protection by itself; the protection is the throttling and the request limits.
 */
import { errorMessages } from '../../domain/messages';
import type { AppConfig } from '../config';
import { HttpProblem } from '../http/problems';

export function requireClient(config: Pick<AppConfig, 'oauthClientId'>, body: unknown) {
  const clientId = (body as Record<string, unknown> | null)?.client_id;
  const named = typeof clientId === 'string' || typeof clientId === 'number';
  if (!named || String(clientId) !== config.oauthClientId)
    throw new HttpProblem(401, errorMessages.badClient);
}
