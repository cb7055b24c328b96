/** PUBLIC_URL: where mailed links point; checked at start so a typo fails loudly, not in a mail. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('PUBLIC_URL', () => {
  it('defaults to this machine on the configured port', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('drops trailing slashes and keeps a path prefix', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://bo.example.com.ar/' }).publicUrl).toBe(
      'https://bo.example.com.ar',
    );
    expect(loadConfig({ PUBLIC_URL: 'https://example.com/brokerdesk/' }).publicUrl).toBe(
      'https://example.com/brokerdesk',
    );
  });

  it.each(['bo.example.com', 'javascript:alert(1)', 'ftp://example.com', 'https://x.com/?a=1'])(
    'refuses %s at start',
    (value) => {
      expect(() => loadConfig({ PUBLIC_URL: value })).toThrow(/PUBLIC_URL/);
    },
  );
});

describe('SESSION_CACHE_MS default', () => {
  const pg = 'postgres://postgres@127.0.0.1:5432/test';
  it('keeps sessions a minute where every instance hears evictions', () => {
    expect(loadConfig({}).sessionCacheMs).toBe(60_000);
    expect(
      loadConfig({ DATABASE_URL: pg, REDIS_URL: 'redis://127.0.0.1:6379' }).sessionCacheMs,
    ).toBe(60_000);
  });

  it('keeps 2 s on PostgreSQL without Redis (instances cannot tell each other of a logout)', () => {
    expect(loadConfig({ DATABASE_URL: pg }).sessionCacheMs).toBe(2_000);
    expect(loadConfig({ DATABASE_URL: pg, SESSION_CACHE_MS: '0' }).sessionCacheMs).toBe(0);
  });
});

describe('REDIS_NAMESPACE', () => {
  it('defaults to brokerdesk and keeps a given prefix', () => {
    expect(loadConfig({}).redisNamespace).toBe('brokerdesk');
    expect(loadConfig({ REDIS_NAMESPACE: 'staging:bd-2' }).redisNamespace).toBe('staging:bd-2');
  });

  it('refuses a prefix that could not name a channel plainly', () => {
    expect(() => loadConfig({ REDIS_NAMESPACE: 'a b' })).toThrow(/REDIS_NAMESPACE/);
    expect(() => loadConfig({ REDIS_NAMESPACE: 'x'.repeat(61) })).toThrow(/REDIS_NAMESPACE/);
  });
});
