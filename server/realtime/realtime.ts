/**
 * The broadcaster (spec section 7), served by the API process itself on /socket.io so nothing
 * extra runs on a fresh machine. It speaks the protocol laravel-echo's socket.io connector
 * expects: the client emits `subscribe` with the channel and its bearer token, the server
 * emits `(event, channel, payload)` to the channel's room. With REDIS_URL the socket.io Redis
 * adapter carries every emit to the clients connected to the other instances.
 */
import type { Server as HttpServer, ServerResponse } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import {
  bearerOf,
  mayJoinChannel,
  parseChannelRequest,
  privateUserChannel,
} from '../../domain/realtime';
import type { Revocation } from '../auth/sessionCache';
import { sha256 } from '../auth/tokens';
import { securityHeaders } from '../http/securityHeaders';
import type { SessionUser } from '../auth/users';

/** Resolves a bearer token to its user (or null): the same check as every API request. */
export type Authenticate = (token: string) => Promise<SessionUser | null>;

export class Realtime {
  readonly io: Server;
  private readonly redis: Redis[] = [];

  constructor(
    server: HttpServer,
    authenticate: Authenticate,
    redisUrl = '',
    redisNamespace = 'brokerdesk',
  ) {
    this.io = new Server(server, { path: '/socket.io', serveClient: false });
    // The API's security headers on socket.io's own HTTP answers too (errors included): the
    // engine's middlewares run before it writes any response.
    const headers = Object.entries(securityHeaders());
    this.io.engine.use((_req: unknown, res: ServerResponse, next: () => void) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      next();
    });
    if (redisUrl) {
      const publisher = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
      const subscriber = publisher.duplicate();
      // Redis down shows in /api/ready (healthy); an unheard 'error' event would end the process.
      for (const client of [publisher, subscriber]) client.on('error', () => undefined);
      this.redis.push(publisher, subscriber);
      this.io.adapter(createAdapter(publisher, subscriber, { key: `${redisNamespace}:socket.io` }));
    }
    this.io.on('connection', (socket) => this.listen(socket, authenticate));
  }

  private listen(socket: Socket, authenticate: Authenticate) {
    // Every inbound message is checked by its schema (domain/realtime) before anything reads
    // it; a malformed one is answered with an error and never reaches a handler that throws.
    socket.on('subscribe', (message: unknown) => {
      this.subscribe(socket, authenticate, message).catch(() =>
        socket.emit('subscription_error', null, 500),
      );
    });
    socket.on('unsubscribe', (message: unknown) => {
      const request = parseChannelRequest(message);
      if (!request) return void socket.emit('subscription_error', null, 400);
      void Promise.resolve(socket.leave(request.channel)).catch(() => undefined);
    });
  }

  private async subscribe(socket: Socket, authenticate: Authenticate, message: unknown) {
    const request = parseChannelRequest(message);
    if (!request) return void socket.emit('subscription_error', null, 400);
    const handshake = socket.handshake.auth as unknown;
    const handshakeHeaders =
      typeof handshake === 'object' && handshake !== null && Object.hasOwn(handshake, 'headers')
        ? (handshake as Record<string, unknown>).headers
        : null;
    const token = request.token ?? bearerOf(handshakeHeaders);
    const user = token ? await authenticate(token).catch(() => null) : null;
    if (user && token && mayJoinChannel(user.id, request.channel)) {
      // Remembered so that revoking this session also ends this socket (endSessions).
      socket.data.tokenHash = sha256(token);
      await socket.join(request.channel);
      socket.emit('subscription_succeeded', request.channel);
    } else {
      // Echo's socket.io channels never report a refusal themselves (STACK.md).
      socket.emit('subscription_error', request.channel, user ? 403 : 401);
    }
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
    if (this.redis.length) {
      // The adapter stops hearing the other instances first: an answer to one of them, sent on
      // a connection already quitting, would be an unhandled rejection inside the adapter.
      this.io.of('/').adapter.close();
      // Answers already being prepared are queued ahead of QUIT.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(this.redis.map((r) => r.quit().catch(() => r.disconnect())));
  }
}
