import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Everything the local stack needs to start, read once from the environment. */
export interface Config {
  /** Port of the one public gateway (0 = any free port). */
  gatewayPort: number;
  /** URL the browser uses to reach the gateway; used in JWT `iss` and in mail links. */
  publicUrl: string | undefined;
  postgresPort: number;
  postgrestPort: number;
  mailWebPort: number;
  mailSmtpPort: number;
  /** Folder for the embedded database, stored files and app-config.json. */
  dataDir: string;
  /** Use this PostgreSQL server instead of the embedded one. */
  databaseUrl: string | undefined;
  /** Password the embedded server gives its superuser `postgres`. */
  postgresPassword: string;
  /** Password set on the `authenticator` role at start so PostgREST can log in. */
  authenticatorPassword: string;
  postgrestBin: string | undefined;
  postgrestPool: number;
  jwtSecret: string;
  jwtExpirySeconds: number;
  siteUrl: string;
  /** Extra redirect targets allowed after email confirmation (besides the site and localhost). */
  redirectAllowList: string[];
  autoconfirm: boolean;
  /** Signups plus confirmation mails allowed per client IP within one window. */
  signupRateLimit: number;
  signupRateWindowSeconds: number;
  /** Seconds a rotated refresh token may still be exchanged (GoTrue's REFRESH_TOKEN_REUSE_INTERVAL). */
  refreshTokenReuseIntervalSeconds: number;
  /** Minimum seconds between two confirmation mails to one address (GoTrue's SMTP_MAX_FREQUENCY). */
  mailMinIntervalSeconds: number;
  migrationsDir: string;
  seedFile: string;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The Supabase CLI's well-known local JWT secret: it yields the CLI's well-known anon and service keys. */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.toLowerCase());
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  return {
    gatewayPort: intFrom(env, 'GATEWAY_PORT', 54321),
    publicUrl: env.PUBLIC_URL || undefined,
    postgresPort: intFrom(env, 'POSTGRES_PORT', 54322),
    postgrestPort: intFrom(env, 'POSTGREST_PORT', 54326),
    mailWebPort: intFrom(env, 'MAIL_WEB_PORT', 54324),
    mailSmtpPort: intFrom(env, 'MAIL_SMTP_PORT', 54325),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    postgresPassword: env.POSTGRES_PASSWORD ?? 'postgres',
    authenticatorPassword: env.AUTHENTICATOR_PASSWORD ?? 'local-authenticator-password',
    postgrestBin: env.POSTGREST_BIN || undefined,
    postgrestPool: intFrom(env, 'POSTGREST_POOL', 10),
    jwtSecret: env.JWT_SECRET ?? DEFAULT_JWT_SECRET,
    jwtExpirySeconds: intFrom(env, 'JWT_EXPIRY', 3600),
    siteUrl: env.SITE_URL ?? 'http://localhost:3000',
    redirectAllowList: (env.AUTH_REDIRECT_ALLOW_LIST ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    autoconfirm: boolFrom(env, 'AUTH_AUTOCONFIRM', false),
    signupRateLimit: intFrom(env, 'AUTH_SIGNUP_RATE_LIMIT', 30),
    signupRateWindowSeconds: intFrom(env, 'AUTH_SIGNUP_RATE_WINDOW', 3600),
    refreshTokenReuseIntervalSeconds: intFrom(env, 'AUTH_REFRESH_TOKEN_REUSE_INTERVAL', 10),
    mailMinIntervalSeconds: intFrom(env, 'AUTH_MAIL_MIN_INTERVAL', 60),
    migrationsDir: path.join(repoRoot, 'supabase', 'migrations'),
    seedFile: path.join(repoRoot, 'supabase', 'seed.sql'),
  };
}
