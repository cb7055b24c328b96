/**
 * Token → user, served from memory for `ttlMs` (a minute by default, config.ts) and never past
 * the token's expiry, so an API call does not pay a database lookup for its session (it was a
 * third of a read's work). Whatever changes what a session may do evicts it at once: logout,
 * refresh, password change, a user disabled or edited, a role or cargo changed. With Redis,
 * every eviction is published and the call that caused it waits (up to a second) for every
 * other instance to confirm it; while the subscription is down nothing is cached. An eviction
 * lost anyway (a publish that failed, a confirmation that timed out) lives at most `ttlMs`.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { SessionUser } from './users';

interface Entry {
  user: SessionUser;
  until: number;
}

/**
 * A revocation: every session of a user (but `except`, the caller's own), or only the session
 * of one token (`only`, a logout). Token hashes, never tokens.
 */
export interface Revocation {
  userId: number;
  only?: string;
  except?: string;
}

/** What instances tell each other: which entries to drop. */
type Eviction =
  { kind: 'token'; hash: string } | { kind: 'user'; userId: number } | { kind: 'all' };

export interface SessionCacheOptions {
  maxEntries?: number;
  /** Shares evictions with the other instances over Redis pub/sub. */
  redisUrl?: string;
  /** The deployment's Redis prefix (config.redisNamespace). */
  redisNamespace?: string;
}

const evictionsChannel = (namespace: string) => `${namespace}:session-evictions`;
const acksChannel = (namespace: string) => `${namespace}:session-evictions:acks`;
/** Longest an eviction waits for the other instances' confirmations. */
const ACK_TIMEOUT_MS = 1000;

/** An eviction (`eviction`, from `from`) or the confirmation of one (`to` its sender). */
interface Message {
  from: string;
  id: string;
  eviction?: Eviction;
  to?: string;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly revocationListeners = new Set<(revocation: Revocation) => void>();
  private readonly maxEntries: number;
  private readonly instance = randomUUID();
  private publisher?: Redis;
  private subscriber?: Redis;
  private readonly evictionsChannel: string;
  private readonly acksChannel: string;
  private readonly pendingAcks = new Map<
    string,
    { acks: number; expected: number; confirm: () => void }
  >();
  /** Moves on every eviction: a lookup that started before one must not be cached after it. */
  private evictions = 0;

  constructor(
    private readonly ttlMs: number,
    options: SessionCacheOptions = {},
  ) {
    this.maxEntries = options.maxEntries ?? 10_000;
    const namespace = options.redisNamespace ?? 'brokerdesk';
    this.evictionsChannel = evictionsChannel(namespace);
    this.acksChannel = acksChannel(namespace);
    if (options.redisUrl && ttlMs > 0) this.share(options.redisUrl);
  }

  private share(url: string) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url);
    this.publisher.on('error', () => undefined);
    this.subscriber.on('error', () => undefined);
    // Evictions sent while the subscription was down are lost: forget everything.
    this.subscriber.on('close', () => this.drop({ kind: 'all' }));
    this.subscriber.subscribe(this.evictionsChannel, this.acksChannel).catch(() => undefined);
    this.subscriber.on('message', (channel: string, text: string) => {
      try {
        const message = JSON.parse(text) as Message;
        if (channel === this.acksChannel) {
          if (message.to === this.instance) this.acknowledged(message.id);
        } else if (message.from !== this.instance) {
          this.drop(message.eviction!);
          const ack: Message = { from: this.instance, to: message.from, id: message.id };
          this.publisher?.publish(this.acksChannel, JSON.stringify(ack)).catch(() => undefined);
        }
      } catch {
        this.drop({ kind: 'all' });
      }
    });
  }

  /** Entries are only trusted while every other instance's evictions reach this one. */
  private get trusted() {
    return this.ttlMs > 0 && (!this.subscriber || this.subscriber.status === 'ready');
  }

  /** A token to pass to `set`: the lookup it guards started at this point. */
  get generation() {
    return this.evictions;
  }

  get(tokenHash: string, now = Date.now()): SessionUser | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= now || !this.trusted) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.user;
  }

  /** Caches a session read from the database, unless something was evicted since `generation`. */
  set(
    tokenHash: string,
    user: SessionUser,
    tokenExpiresAt: number,
    generation = this.evictions,
    now = Date.now(),
  ) {
    if (!this.trusted || generation !== this.evictions) return;
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { user, until: Math.min(now + this.ttlMs, tokenExpiresAt) });
  }

  private drop(eviction: Eviction) {
    this.evictions++;
    if (eviction.kind === 'all') this.entries.clear();
    else if (eviction.kind === 'token') this.entries.delete(eviction.hash);
    else
      for (const [hash, entry] of this.entries)
        if (entry.user.id === eviction.userId) this.entries.delete(hash);
  }

  /**
   * Drops here, then on every other instance: resolves once each instance subscribed has
   * confirmed it dropped the entries (or after ACK_TIMEOUT_MS, should one have gone away), so
   * the request that caused it answers only when no instance still serves the old session.
   */
  private async evictEverywhere(eviction: Eviction) {
    this.drop(eviction);
    if (!this.publisher) return;
    const id = randomUUID();
    // Confirmations may arrive before PUBLISH answers how many to expect.
    const wait = { acks: 0, expected: Infinity, confirm: () => undefined as void };
    const confirmed = new Promise<void>((resolve) => (wait.confirm = resolve));
    this.pendingAcks.set(id, wait);
    let timer: NodeJS.Timeout | undefined;
    try {
      const message: Message = { from: this.instance, id, eviction };
      const receivers = await this.publisher.publish(
        this.evictionsChannel,
        JSON.stringify(message),
      );
      wait.expected = receivers - 1; // every subscriber received it, this instance's own included
      if (wait.acks < wait.expected) {
        const timeout = new Promise<void>(
          (resolve) => (timer = setTimeout(resolve, ACK_TIMEOUT_MS)),
        );
        await Promise.race([confirmed, timeout]);
      }
    } catch {
      // Redis unreachable: the subscriptions are down too, so no instance trusts its cache.
    } finally {
      clearTimeout(timer);
      this.pendingAcks.delete(id);
    }
  }

  private acknowledged(id: string) {
    const wait = this.pendingAcks.get(id);
    if (wait && ++wait.acks >= wait.expected) wait.confirm();
  }

  evict(tokenHash: string) {
    return this.evictEverywhere({ kind: 'token', hash: tokenHash });
  }

  /**
   * Evicts revoked sessions everywhere, then announces them to whatever holds them open beyond
   * a request (the realtime broadcaster ends their sockets, on every instance by itself).
   */
  async revoked(revocation: Revocation) {
    await this.evictEverywhere(
      revocation.only
        ? { kind: 'token', hash: revocation.only }
        : { kind: 'user', userId: revocation.userId },
    );
    this.revocationListeners.forEach((listener) => listener(revocation));
  }

  onRevoked(listener: (revocation: Revocation) => void): () => void {
    this.revocationListeners.add(listener);
    return () => this.revocationListeners.delete(listener);
  }

  /** After a role or assignment changes: every session's access may have changed. */
  clear() {
    return this.evictEverywhere({ kind: 'all' });
  }

  evictUser(userId: number) {
    return this.evictEverywhere({ kind: 'user', userId });
  }

  async close() {
    const connections = [this.publisher, this.subscriber].filter((r) => r !== undefined);
    this.publisher = this.subscriber = undefined;
    await Promise.all(connections.map((r) => r.quit().catch(() => r.disconnect())));
  }
}
