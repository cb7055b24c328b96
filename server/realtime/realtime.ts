/**
 * The broadcaster (spec section 7), served by the API process itself on /socket.io so nothing
 * extra runs on a fresh machine. It speaks the protocol laravel-echo's socket.io connector
 * expects: the client emits `subscribe` with the channel and its bearer token, the server
 * emits `(event, channel, payload)` to the channel's room. With REDIS_URL the socket.io Redis
 * adapter carries every emit to the clients connected to the other instances.
 */
import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { mayJoinChannel, privateUserChannel } from '../../domain/realtime';
import type { Revocation } from '../auth/sessionCache';
import { sha256 } from '../auth/tokens';
import type { SessionUser } from '../auth/users';

/** Resolves a bearer token to its user (or null): the same check as every API request. */
export type Authenticate = (token: string) => Promise<SessionUser | null>;

interface SubscribeRequest {
  channel?: unknown;
  auth?: { headers?: Record<string, unknown> };
}

const bearer = (headers: Record<string, unknown> | undefined) => {
  const value = headers?.Authorization ?? headers?.authorization;
  const match = typeof value === 'string' ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return match ? match[1] : null;
};

export class Realtime {
  readonly io: Server;
  private readonly redis: Redis[] = [];

  constructor(server: HttpServer, authenticate: Authenticate, redisUrl = '') {
    this.io = new Server(server, { path: '/socket.io', serveClient: false });
    if (redisUrl) {
      const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
      const subscriber = publisher.duplicate();
      this.redis.push(publisher, subscriber);
      this.io.adapter(createAdapter(publisher, subscriber));
    }
    this.io.on('connection', (socket) => this.listen(socket, authenticate));
  }

  private listen(socket: Socket, authenticate: Authenticate) {
    socket.on('subscribe', async (request: SubscribeRequest) => {
      const channel = String(request?.channel ?? '');
      const token =
        bearer(request?.auth?.headers) ??
        bearer((socket.handshake.auth as SubscribeRequest['auth'])?.headers);
      const user = token ? await authenticate(token).catch(() => null) : null;
      if (user && token && mayJoinChannel(user.id, channel)) {
        // Remembered so that revoking this session also ends this socket (endSessions).
        socket.data.tokenHash = sha256(token);
        await socket.join(channel);
        socket.emit('subscription_succeeded', channel);
      } else {
        // Echo's socket.io channels never report a refusal themselves (STACK.md).
        socket.emit('subscription_error', channel, user ? 403 : 401);
      }
    });
    socket.on('unsubscribe', async (request: SubscribeRequest) => {
      await socket.leave(String(request?.channel ?? ''));
    });
  }

  /** Sends `event` with `payload` to every socket subscribed to `channel`, on any instance. */
  publish(channel: string, event: string, payload: unknown) {
    this.io.to(channel).emit(event, channel, payload);
  }

  /**
   * Ends the sockets of revoked sessions, on every instance (the Redis adapter asks the others):
   * a logged-out or deactivated user's open tab must not keep receiving notifications.
   */
  async endSessions({ userId, only, except }: Revocation) {
    const sockets = await this.io.in(privateUserChannel(userId)).fetchSockets();
    for (const socket of sockets) {
      const hash = socket.data.tokenHash as string | undefined;
      if ((only && hash !== only) || (except && hash === except)) continue;
      socket.disconnect(true);
    }
  }

  /** Redis reachable (or not configured): part of /api/ready. */
  async healthy(): Promise<boolean> {
    if (!this.redis.length) return true;
    try {
      return (await this.redis[0].ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  /**
   * Ends every connection so the HTTP server can close (shutdown, before Fastify closes it).
   * Fastify owns the HTTP server, so `io.close()` (which would close it too) is not used.
   */
  disconnectAll() {
    // Closing the transports (not a socket.io disconnect, after which a client would not try
    // again) lets every client reconnect by itself, to whichever instance is left.
    this.io.engine.close();
  }

  async close() {
    this.disconnectAll();
    await Promise.all(this.redis.map((r) => r.quit().catch(() => r.disconnect())));
  }
}
