/** Runtime configuration, read once from the environment (README lists every variable). */
import { readFileSync } from 'node:fs';
import { DEFAULT_LIMITS, type ThrottleLimits } from './auth/loginThrottle';

const packageVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string;
  oauthClientId: string;
  oauthClientSecret: string;
  appVersion: string;
  /** Persistent notice sent in the application-notification header (spec section 8). */
  appNotification: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a checked session is trusted without asking the database again (0: never). */
  sessionCacheMs: number;
  seedDemoData: boolean;
  /** Failed logins allowed per account and per address within the window. */
  loginLimits: ThrottleLimits;
  /** Minutes without activity after which the interface logs the user out. */
  idleTimeoutMinutes: number;
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
}

export const DEFAULT_CLIENT_SECRET = 'brokerdesk-dev-secret';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? 'sqlite:data/app.db',
    oauthClientId: env.OAUTH_CLIENT_ID ?? '1',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET ?? DEFAULT_CLIENT_SECRET,
    appVersion: env.APP_VERSION ?? packageVersion,
    appNotification: env.APP_NOTIFICATION ?? '',
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL ?? 8 * 3600),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL ?? 30 * 24 * 3600),
    sessionCacheMs: Number(env.SESSION_CACHE_MS ?? 2000),
    seedDemoData: env.SEED_DEMO_DATA !== 'false',
    loginLimits: {
      windowMinutes: Number(env.LOGIN_WINDOW_MINUTES ?? DEFAULT_LIMITS.windowMinutes),
      perAccount: Number(env.LOGIN_MAX_PER_ACCOUNT ?? DEFAULT_LIMITS.perAccount),
      perAddress: Number(env.LOGIN_MAX_PER_ADDRESS ?? DEFAULT_LIMITS.perAddress),
    },
    idleTimeoutMinutes: Number(env.IDLE_TIMEOUT_MINUTES ?? 30),
    trustProxy: env.TRUST_PROXY === 'true',
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM ?? 'BrokerDesk <no-responder@brokerdesk.local>',
    logLevel: env.LOG_LEVEL ?? 'info',
    webRoot: env.WEB_ROOT ?? 'dist',
    redisUrl: env.REDIS_URL ?? '',
  };
}
