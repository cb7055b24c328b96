/**
 * The API clients' own behaviour (admin/client): the product makes the client id on create, a
 * secret on request (`POST {id}/secret`: shown once in the answer, only its SHA-256 hash kept;
 * a new one replaces the old at once) and revokes a client for good (`POST {id}/revoke`),
 * ending every session issued through it on every instance. A client may only admit
 * organizations its writer belongs to. Each of these writes is audited in its transaction.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { apiClient, clientMessages } from '../../domain/entities/apiClient';
import { errorMessages } from '../../domain/engine/messages';
import { HttpProblem, unprocessable } from '../http/problems';
import { errorResponses, PRIVATE } from '../contract/responses';
import { ref } from '../contract/entitySchemas';
import { recordId } from '../contract/entitySchemas';
import { auditWrite } from '../rest/auditTrail';
import type { HookTable } from '../rest/hooks';
import { getRecord } from '../rest/repository';
import { requireAccess, requireId, viewerOf, writerOf } from '../rest/routes';
import { inTransaction, whenCommitted, type Store } from '../rest/store';
import type { SessionCache } from './sessionCache';
import { sha256 } from './tokens';

export const CLIENT_ID_PREFIX = 'bdk_';
export const CLIENT_SECRET_PREFIX = 'bdks_';

const newClientId = () => CLIENT_ID_PREFIX + randomBytes(12).toString('hex');
/** 32 random bytes: as strong as the session tokens, so a SHA-256 hash suffices to keep it. */
const newSecret = () => CLIENT_SECRET_PREFIX + randomBytes(32).toString('base64url');

/** Ends every live session issued through a client, here and on every instance. */
async function revokeClientTokens(store: Store, sessions: SessionCache, clientId: number) {
  const live = await store.db
    .selectFrom('oauth_tokens')
    .select(['user_id', 'access_token_hash'])
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .execute();
  await store.db
    .updateTable('oauth_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('client_id', '=', clientId)
    .where('revoked_at', 'is', null)
    .execute();
  await whenCommitted(store, async () => {
    for (const row of live)
      await sessions.revoked({ userId: Number(row.user_id), only: String(row.access_token_hash) });
  });
}

export function apiClientHooks(sessions: SessionCache): HookTable {
  return {
    [apiClient.name]: [
      {
        before(event) {
          if (event.action === 'delete') return;
          if (event.before && event.before.revoked_at != null)
            throw new HttpProblem(409, clientMessages.revoked);
          const own = event.writer?.organizations;
          const wanted = (event.after?.organizations ?? []) as number[];
          // The product itself (no writer organizations) may admit any organization.
          if (own && wanted.some((o) => !own.includes(Number(o))))
            throw unprocessable({ organizations: [clientMessages.organizationsOutside] });
        },
        async after(event) {
          if (event.action === 'delete' && event.before)
            await revokeClientTokens(event.store, sessions, Number(event.before.id));
          if (event.action !== 'create' || !event.after) return;
          const clientId = newClientId();
          await event.store.db
            .updateTable(apiClient.table)
            .set({ client_id: clientId })
            .where('id', '=', event.after.id as number)
            .execute();
          event.after.client_id = clientId;
        },
      },
    ],
  };
}

const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,10}$' } },
  required: ['id'],
  additionalProperties: false,
};

const secretRoute: FastifySchema = {
  summary: 'Generar el secreto de un cliente de la API',
  description:
    'Devuelve el secreto una sola vez; se guarda solo su hash. Reemplaza al anterior en el acto.',
  tags: ['Clientes de la API'],
  params: idParams,
  response: {
    200: {
      type: 'object',
      properties: {
        client_id: { type: 'string' },
        client_secret: { type: 'string' },
        message: { type: 'string' },
      },
      required: ['client_id', 'client_secret', 'message'],
      additionalProperties: false,
    },
    ...errorResponses([...PRIVATE, 403, 404, 409]),
  },
};

const revokeRoute: FastifySchema = {
  summary: 'Revocar un cliente de la API',
  description: 'Para siempre: sus sesiones terminan y no puede volver a ingresar.',
  tags: ['Clientes de la API'],
  params: idParams,
  response: { 200: ref(recordId(apiClient)), ...errorResponses([...PRIVATE, 403, 404, 409]) },
};

export function registerApiClientRoutes(
  app: FastifyInstance,
  store: Store,
  sessions: SessionCache,
) {
  const base = `/api/v1/${apiClient.name}/:id`;
  /** The client as the user may see it, or 404; 409 when already revoked. */
  async function liveClient(request: Parameters<typeof requireAccess>[0]) {
    const user = requireAccess(request, apiClient, 'edit');
    const id = requireId(apiClient, (request.params as { id: string }).id);
    const record = await getRecord(store, apiClient, id, viewerOf(user));
    if (!record) throw new HttpProblem(404, errorMessages.notFound);
    if (record.revoked_at != null) throw new HttpProblem(409, clientMessages.revoked);
    return { user, id: Number(id), record };
  }

  app.post(`${base}/secret`, { schema: secretRoute }, async (request) => {
    const { user, id, record } = await liveClient(request);
    const secret = newSecret();
    const now = new Date().toISOString();
    await inTransaction(store, async (tx) => {
      await tx.db
        .updateTable(apiClient.table)
        .set({ secret_hash: sha256(secret), secret_issued_at: now, updated_at: now })
        .where('id', '=', id)
        .execute();
      const changes = {
        secret_hash: { from: null, to: null },
        secret_issued_at: { from: record.secret_issued_at, to: now },
      };
      await auditWrite(tx, writerOf(user), apiClient, id, 'update', changes, [record]);
    });
    return {
      client_id: String(record.client_id),
      client_secret: secret,
      message: clientMessages.secretShownOnce,
    };
  });

  app.post(`${base}/revoke`, { schema: revokeRoute }, async (request) => {
    const { user, id, record } = await liveClient(request);
    const now = new Date().toISOString();
    await inTransaction(store, async (tx) => {
      await tx.db
        .updateTable(apiClient.table)
        .set({ revoked_at: now, updated_at: now })
        .where('id', '=', id)
        .execute();
      await revokeClientTokens(tx, sessions, id);
      const changes = { revoked_at: { from: null, to: now } };
      await auditWrite(tx, writerOf(user), apiClient, id, 'update', changes, [record]);
    });
    return (await getRecord(store, apiClient, id, viewerOf(user)))!;
  });
}
