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
import { mayJoinChannel } from '../../domain/realtime';
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
      if (user && mayJoinChannel(user.id, channel)) {
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
   * Ends every socket so the HTTP server can close (shutdown, before Fastify closes it); the
   * clients reconnect to another instance. Fastify owns the HTTP server, so `io.close()` (which
   * would close it too) is not used.
   */
  disconnectAll() {
    this.io.local.disconnectSockets(true);
    this.io.engine.close();
  }

  async close() {
    this.disconnectAll();
    await Promise.all(this.redis.map((r) => r.quit().catch(() => r.disconnect())));
  }
}
