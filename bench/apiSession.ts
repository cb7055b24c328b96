/**
 * A demo user's session on a bench's app: the OAuth password grant's bearer, and `call` for
 * the API's routes (`/api/v1/...`) with it. Shared by the benches that drive the real app.
 */
import { DEMO_PASSWORD } from '../fixtures/users';

export async function apiSession(appUrl: string, email: string) {
  const token = await fetch(`${appUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      username: email,
      password: DEMO_PASSWORD,
      client_id: '1',
    }),
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const headers = { authorization: `Bearer ${token.access_token}` };
  // A JSON type only with a body: Fastify refuses an empty one declared as JSON.
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${appUrl}/api/v1/${path}`, {
      method,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { headers, call };
}
