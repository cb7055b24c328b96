/**
 * A short-lived cache of token → user, so an API call does not pay a database lookup for its
 * session every time (it was a third of a read's work). Entries live at most `ttlMs` and never
 * past the token's own expiry. Logout and refresh evict at once on this instance; another
 * instance may accept a revoked token for at most `ttlMs` (2 s by default; 0 turns it off).
 */
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

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly revocationListeners = new Set<(revocation: Revocation) => void>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(tokenHash: string, now = Date.now()): SessionUser | null {
    const entry = this.entries.get(tokenHash);
    if (!entry) return null;
    if (entry.until <= now) {
      this.entries.delete(tokenHash);
      return null;
    }
    return entry.user;
  }

  set(tokenHash: string, user: SessionUser, tokenExpiresAt: number, now = Date.now()) {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { user, until: Math.min(now + this.ttlMs, tokenExpiresAt) });
  }

  evict(tokenHash: string) {
    this.entries.delete(tokenHash);
  }

  /**
   * Announces revoked sessions to whatever holds them open beyond a request (the realtime
   * broadcaster ends their sockets), after evicting them here.
   */
  revoked(revocation: Revocation) {
    if (revocation.only) this.evict(revocation.only);
    else this.evictUser(revocation.userId);
    this.revocationListeners.forEach((listener) => listener(revocation));
  }

  onRevoked(listener: (revocation: Revocation) => void): () => void {
    this.revocationListeners.add(listener);
    return () => this.revocationListeners.delete(listener);
  }

  /** After a role or assignment changes: every session's access may have changed. */
  clear() {
    this.entries.clear();
  }

  evictUser(userId: number) {
    for (const [hash, entry] of this.entries)
      if (entry.user.id === userId) this.entries.delete(hash);
  }
}
