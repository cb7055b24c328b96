/** Runtime configuration, read once from the environment (README lists every variable). */
import { readFileSync } from 'node:fs';
import { DEFAULT_LIMITS, type ThrottleLimits } from './auth/loginThrottle';
import { DEFAULT_REQUEST_LIMITS, type RequestLimits } from './auth/requestLimits';
import { fromRoot } from './paths';

const packageVersion = (
  JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as {
    version: string;
  }
).version;

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  /**
   * The web client's OAuth id. It is a public client (OAuth 2.0 section 2.1: a browser app
   * cannot keep a secret), so requests name it and no secret is asked for or served.
   */
  oauthClientId: string;
  /** Origin the e-mailed links point to (reset links); never taken from a request's Host. */
  publicUrl: string;
  appVersion: string;
  /** Persistent notice sent in the application-notification header (spec section 8). */
  appNotification: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a checked session is trusted without asking the database again (0: never). */
  sessionCacheMs: number;
  seedDemoData: boolean;
  /** Login throttling: back-off per account and address, ceilings per account and address. */
  loginLimits: ThrottleLimits;
  /** Registrations and reset e-mails allowed per e-mail address and per client address. */
  requestLimits: RequestLimits;
  /** Minutes without activity after which the interface logs the user out. */
  idleTimeoutMinutes: number;
  /** Where the interface posts its uncaught errors (spec 8); empty: reporting off. */
  errorReportUrl?: string;
  /** SMTP server (smtp://user:pass@host:587); without it e-mail is only kept in the outbox. */
  smtpUrl: string;
  mailFrom: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: string;
  /** Folder of the built SPA; absent in API-only tests. */
  webRoot: string | null;
  /** Redis shared by several instances (realtime fan-out); empty: everything in one process. */
  redisUrl: string;
  /**
   * Prefix of every Redis channel and key: two deployments (or two test files) sharing one Redis
   * never hear each other's events.
   */
  redisNamespace: string;
  /** Run queued jobs and the scheduler in this instance (BACKGROUND_WORK=0: requests only). */
  backgroundWork: boolean;
  /**
   * How long the simulated insurers take, as a share of their profile's latency
   * (QUOTE_LATENCY_SCALE: 1 by default, 0 answers at once).
   */
  quoteLatencyScale?: number;
  /** Simulated insurers whose service is down (QUOTE_INSURERS_DOWN=3,5): an outage to show. */
  quoteInsurersDown?: number[];
  /** Seals the card numbers (server/security/fieldCipher.ts says where it comes from else). */
  fieldEncryptionKey?: string;
}

/** A non-negative number, 1 when absent or not one. */
function latencyScaleOf(value: string | undefined): number {
  const scale = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(scale) && scale >= 0 ? scale : 1;
}

/** `PUBLIC_URL` without a trailing slash; only an http(s) origin (and path) is accepted. */
export function publicUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must start with http:// or https://: ${value}`);
  if (url.search || url.hash) throw new Error(`PUBLIC_URL cannot carry a query: ${value}`);
  return url.toString().replace(/\/+$/, '');
}

/** `REDIS_NAMESPACE`: letters, digits, `_`, `-`, `.` and `:`, at most 60; default brokerdesk. */
export function redisNamespaceOf(value: string | undefined): string {
  if (value === undefined || value === '') return 'brokerdesk';
  if (!/^[A-Za-z0-9_.:-]{1,60}$/.test(value))
    throw new Error(`REDIS_NAMESPACE may hold letters, digits, _ - . and : (at most 60): ${value}`);
  return value;
}

/**
 * A limit from the environment: a positive whole number, or the start fails. `Number('3/h')` is
 * NaN, and a NaN limit would silently switch the limit off.
 */
export function positiveInteger(name: string, value: string | undefined, fallback: number) {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed <= 0)
    throw new Error(`${name} must be a positive whole number: ${value}`);
  return parsed;
}

/**
 * How long a checked session is served from memory. Every change the app makes to what a session
 * may do evicts it at once (sessionCache.ts) where every instance hears evictions (one process on
 * SQLite, or Redis); the minute bounds what the app cannot hear (an operator's SQL, a restored
 * backup, a lost Redis message). Several instances on PostgreSQL without Redis keep 2 s.
 */
function defaultSessionCacheMs(env: NodeJS.ProcessEnv): number {
  const shared = (env.DATABASE_URL ?? '').startsWith('postgres');
  return shared && !env.REDIS_URL ? 2_000 : 60_000;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? 'sqlite:data/app.db',
    oauthClientId: env.OAUTH_CLIENT_ID ?? '1',
    publicUrl: publicUrlOf(env.PUBLIC_URL || `http://localhost:${port}`),
    appVersion: env.APP_VERSION ?? packageVersion,
    appNotification: env.APP_NOTIFICATION ?? '',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 8 * 3600),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 30 * 24 * 3600),
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? defaultSessionCacheMs(env)),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    loginLimits: {
      windowMinutes: positiveInteger(
        'LOGIN_WINDOW_MINUTES',
        env.LOGIN_WINDOW_MINUTES,
        DEFAULT_LIMITS.windowMinutes,
      ),
      freeFailures: positiveInteger(
        'LOGIN_FREE_FAILURES',
        env.LOGIN_FREE_FAILURES,
        DEFAULT_LIMITS.freeFailures,
      ),
      backoffSeconds: positiveInteger(
        'LOGIN_BACKOFF_SECONDS',
        env.LOGIN_BACKOFF_SECONDS,
        DEFAULT_LIMITS.backoffSeconds,
      ),
      perAccount: positiveInteger(
        'LOGIN_MAX_PER_ACCOUNT',
        env.LOGIN_MAX_PER_ACCOUNT,
        DEFAULT_LIMITS.perAccount,
      ),
      perAddress: positiveInteger(
        'LOGIN_MAX_PER_ADDRESS',
        env.LOGIN_MAX_PER_ADDRESS,
        DEFAULT_LIMITS.perAddress,
      ),
    },
    requestLimits: {
      windowMinutes: positiveInteger(
        'REQUEST_WINDOW_MINUTES',
        env.REQUEST_WINDOW_MINUTES,
        DEFAULT_REQUEST_LIMITS.windowMinutes,
      ),
      perEmail: positiveInteger(
        'REQUEST_MAX_PER_EMAIL',
        env.REQUEST_MAX_PER_EMAIL,
        DEFAULT_REQUEST_LIMITS.perEmail,
      ),
      perAddress: positiveInteger(
        'REQUEST_MAX_PER_ADDRESS',
        env.REQUEST_MAX_PER_ADDRESS,
        DEFAULT_REQUEST_LIMITS.perAddress,
      ),
    },
    idleTimeoutMinutes: Number(env.IDLE_TIMEOUT_MINUTES ?? 30),
    errorReportUrl: env.ERROR_REPORT_URL ?? '',
    trustProxy: env.TRUST_PROXY === 'true',
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM ?? 'BrokerDesk <no-responder@brokerdesk.local>',
    logLevel: env.LOG_LEVEL ?? 'info',
    webRoot: env.WEB_ROOT ?? 'dist',
    redisUrl: env.REDIS_URL ?? '',
    redisNamespace: redisNamespaceOf(env.REDIS_NAMESPACE),
    backgroundWork: env.BACKGROUND_WORK !== '0',
    fieldEncryptionKey: env.FIELD_ENCRYPTION_KEY ?? '',
    quoteLatencyScale: latencyScaleOf(env.QUOTE_LATENCY_SCALE),
    quoteInsurersDown: (env.QUOTE_INSURERS_DOWN ?? '')
      .split(',')
      .filter((id) => /^\d{1,6}$/.test(id.trim()))
      .map(Number),
  };
}
