import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** Everything the local stack needs to start, read once from the environment. */
export interface Config {
  /** Port of the one public gateway (0 = any free port). */
  gatewayPort: number;
  /** Address the gateway listens on; loopback unless told otherwise. */
  host: string;
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
  /**
   * A folder of clusters made by initdb once, which a new embedded data dir starts as a copy of
   * (the test stacks); unset: initdb makes each new cluster.
   */
  clusterTemplatesDir: string | undefined;
  /** Password the embedded server gives its superuser `postgres`. */
  postgresPassword: string;
  /** Password set on the `authenticator` role at start so PostgREST can log in. */
  authenticatorPassword: string;
  postgrestBin: string | undefined;
  /** statement_timeout of the anon and authenticated roles (hosted Supabase: 3s and 8s). */
  anonStatementTimeout: string;
  authenticatedStatementTimeout: string;
  postgrestPool: number;
  /** `JWT_SECRET`; when unset, the data dir's own random secret (see jwt-secret.ts). */
  jwtSecret: string | undefined;
  /** `GOTRUE_JWT_KEYS` (or `JWT_KEYS`): a JWK array; `[]` signs user tokens HS256 (see signing-keys.store.ts). */
  jwtKeys: string | undefined;
  /** `AUTH_SIGNING_KEYS_PATH`: a JWK array file, as the Supabase CLI's `signing_keys_path`. */
  signingKeysPath: string | undefined;
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
  /** `MIGRATION_ROLE`: run migrations and seed as this role (the hosted check: `postgres`); unset locally. */
  migrationRole: string | undefined;
  // -- server and realtime limits --
  /** Milliseconds a client has to send all request headers (slowloris); answered 408. */
  gatewayHeadersTimeoutMs: number;
  /** Milliseconds a whole request (headers and body) may take on the gateway; long enough for an upload at the bucket limit on a slow line. */
  gatewayRequestTimeoutMs: number;
  /** Milliseconds an idle keep-alive connection stays open after a response. */
  gatewayKeepAliveTimeoutMs: number;
  /** Milliseconds of socket inactivity after which the gateway closes the connection. */
  gatewayIdleTimeoutMs: number;
  /** Largest total size of the request headers, in bytes. */
  gatewayMaxHeaderBytes: number;
  /** Largest `/rest/v1` request body, counted as it streams (PostgREST's PGRST413 above it). */
  restBodyLimitBytes: number;
  /** Most rows one PostgREST read returns (hosted Supabase's "max rows" setting). */
  postgrestMaxRows: number;
  /** Milliseconds before the first restart of a dead PostgREST or PostgreSQL; doubles per failed try. */
  supervisorRestartDelayMs: number;
  /** Restarts of one supervised service allowed per minute before it is left down. */
  supervisorMaxRestartsPerMinute: number;
  /** Milliseconds between two checks that PostgreSQL is alive. */
  postgresWatchIntervalMs: number;
  /** Largest WebSocket frame payload realtime accepts (Supabase: postgres change payloads up to 1,024 KB). */
  realtimeMaxPayloadBytes: number;
  /** Channels one realtime socket may have joined at once (Supabase: channels per connection, 100). */
  realtimeMaxChannelsPerClient: number;
  /** Channel joins one socket may make per rate window (Supabase Free: 100 joins per second). */
  realtimeMaxJoinsPerWindow: number;
  /** Messages one socket may send per rate window (Supabase Free: 100 messages per second). */
  realtimeMaxMessagesPerWindow: number;
  /** Length of the realtime rate windows in milliseconds. */
  realtimeRateWindowMs: number;
  // -- auth limits --
  /** Length in seconds of the per-IP windows of the sign-in, refresh and verify limits. */
  rateLimitWindowSeconds: number;
  /** Password sign-ins per client IP per window (GoTrue's sign-in/sign-up limit). */
  rateLimitToken: number;
  /** Refresh-token grants per client IP per window; kept loose, a 429 on refresh signs the user out. */
  rateLimitTokenRefresh: number;
  /** Failed e-mail verifications (links and codes) per client per window; past it typed codes are refused, valid links still work. */
  rateLimitVerify: number;
  /** GoTrue's GOTRUE_RATE_LIMIT_HEADER: the header whose first value is the client for per-IP limits (set by a trusted proxy); empty: the peer address. */
  rateLimitHeader: string;
  /** Wrong codes a mailed code survives; then it is emptied, its link too, and a new one must be asked for. */
  otpMaxWrongGuesses: number;
  /** Wrong typed codes per address before typed codes for it are refused for the rest of the window. */
  failedVerifyLimit: number;
  failedVerifyWindowSeconds: number;
  /** Auth mails (confirmations, email changes) sent in total per mail window (GoTrue's RATE_LIMIT_EMAIL_SENT). */
  rateLimitEmailSent: number;
  rateLimitEmailWindowSeconds: number;
  /** Failed password sign-ins per address before that address is refused for the rest of the window. */
  failedSignInLimit: number;
  failedSignInWindowSeconds: number;
  /** Shortest accepted new password (GoTrue's PASSWORD_MIN_LENGTH). */
  passwordMinLength: number;
  /** Refuses common leaked passwords (GoTrue's GOTRUE_PASSWORD_HIBP_ENABLED, hosted's leaked password protection); on here, off on GoTrue. */
  passwordHibpEnabled: boolean;
  /** An address change needs a link from the current address and one from the new (GoTrue's MAILER_SECURE_EMAIL_CHANGE_ENABLED). */
  secureEmailChange: boolean;
  /** Largest user_metadata accepted, in bytes of JSON. */
  userMetadataMaxBytes: number;
  /** Refuses every new user, e-mail or anonymous (GoTrue's GOTRUE_DISABLE_SIGNUP). */
  disableSignup: boolean;
  /** `signInAnonymously` creates users (GoTrue's GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED, off by default). */
  anonymousUsersEnabled: boolean;
  /** Anonymous sign-ins per client IP per hour (GoTrue's GOTRUE_RATE_LIMIT_ANONYMOUS_USERS). */
  rateLimitAnonymousUsers: number;
  /** Recovery, magic-link and OTP requests per client IP per rate window (GoTrue's GOTRUE_RATE_LIMIT_OTP). */
  rateLimitOtp: number;
  /** Digits of a mailed one-time code (GoTrue's GOTRUE_MAILER_OTP_LENGTH). */
  mailerOtpLength: number;
  /** Seconds a mailed link or code stays valid (GoTrue's GOTRUE_MAILER_OTP_EXP). */
  mailerOtpExpSeconds: number;
  /** A password change from a session older than a day needs a reauthentication nonce (GoTrue's GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION). */
  updatePasswordRequireReauthentication: boolean;
  /** Seconds an MFA challenge can be verified (GoTrue's GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION, at least 300 there). */
  mfaChallengeExpirySeconds: number;
  /** MFA challenges, and MFA verifications, per client IP per minute (GoTrue's GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY). */
  mfaRateLimitChallengeAndVerify: number;
  /** Factors, verified or not, one user may have (GoTrue's GOTRUE_MFA_MAX_ENROLLED_FACTORS). */
  mfaMaxEnrolledFactors: number;
  /** Verified factors one user may have (GoTrue's GOTRUE_MFA_MAX_VERIFIED_FACTORS). */
  mfaMaxVerifiedFactors: number;
  // -- storage limits --
  /** Image renders (`/storage/v1/render/image`) at once. */
  storageRenderConcurrency: number;
  /** Renders waiting for a turn; past that, storage-api's "Too many requests". */
  storageRenderQueue: number;
  /** Seconds one render may take. */
  storageRenderTimeoutSeconds: number;
  /** Disk the cached variants may take under the data dir. */
  storageRenderCacheMaxBytes: number;
}

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The Supabase CLI's public demo JWT secret, which yields its well-known anon and service keys. Never
 * the default here; a stack that uses it (through JWT_SECRET) stays on loopback.
 */
export const WELL_KNOWN_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

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
    host: env.HOST || '127.0.0.1',
    publicUrl: env.PUBLIC_URL || undefined,
    postgresPort: intFrom(env, 'POSTGRES_PORT', 54322),
    postgrestPort: intFrom(env, 'POSTGREST_PORT', 54326),
    mailWebPort: intFrom(env, 'MAIL_WEB_PORT', 54324),
    mailSmtpPort: intFrom(env, 'MAIL_SMTP_PORT', 54325),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    clusterTemplatesDir: undefined,
    postgresPassword: env.POSTGRES_PASSWORD ?? 'postgres',
    authenticatorPassword: env.AUTHENTICATOR_PASSWORD ?? 'local-authenticator-password',
    postgrestBin: env.POSTGREST_BIN || undefined,
    anonStatementTimeout: env.ANON_STATEMENT_TIMEOUT || '3s',
    authenticatedStatementTimeout: env.AUTHENTICATED_STATEMENT_TIMEOUT || '8s',
    postgrestPool: intFrom(env, 'POSTGREST_POOL', 10),
    jwtSecret: env.JWT_SECRET || undefined,
    jwtKeys: env.GOTRUE_JWT_KEYS || env.JWT_KEYS || undefined,
    signingKeysPath: env.AUTH_SIGNING_KEYS_PATH
      ? path.resolve(env.AUTH_SIGNING_KEYS_PATH)
      : undefined,
    jwtExpirySeconds: intFrom(env, 'JWT_EXPIRY', 3600),
    siteUrl: env.SITE_URL ?? 'http://localhost:3000',
    redirectAllowList: (env.AUTH_REDIRECT_ALLOW_LIST ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    autoconfirm: boolFrom(env, 'AUTH_AUTOCONFIRM', false),
    signupRateLimit: intFrom(
      env,
      'AUTH_RATE_LIMIT_SIGNUP',
      intFrom(env, 'AUTH_SIGNUP_RATE_LIMIT', 30),
    ),
    signupRateWindowSeconds: intFrom(env, 'AUTH_SIGNUP_RATE_WINDOW', 3600),
    refreshTokenReuseIntervalSeconds: intFrom(env, 'AUTH_REFRESH_TOKEN_REUSE_INTERVAL', 10),
    mailMinIntervalSeconds: intFrom(env, 'AUTH_MAIL_MIN_INTERVAL', 60),
    migrationsDir: path.join(repoRoot, 'supabase', 'migrations'),
    seedFile: path.join(repoRoot, 'supabase', 'seed.sql'),
    migrationRole: env.MIGRATION_ROLE || undefined,
    // -- server and realtime limits --
    gatewayHeadersTimeoutMs: intFrom(env, 'GATEWAY_HEADERS_TIMEOUT_MS', 10_000),
    gatewayRequestTimeoutMs: intFrom(env, 'GATEWAY_REQUEST_TIMEOUT_MS', 120_000),
    gatewayKeepAliveTimeoutMs: intFrom(env, 'GATEWAY_KEEP_ALIVE_TIMEOUT_MS', 5000),
    gatewayIdleTimeoutMs: intFrom(env, 'GATEWAY_IDLE_TIMEOUT_MS', 60_000),
    gatewayMaxHeaderBytes: intFrom(env, 'GATEWAY_MAX_HEADER_BYTES', 16_384),
    restBodyLimitBytes: intFrom(env, 'REST_BODY_LIMIT_BYTES', 10 * 1024 * 1024),
    postgrestMaxRows: intFrom(env, 'POSTGREST_MAX_ROWS', 1000),
    supervisorRestartDelayMs: intFrom(env, 'SUPERVISOR_RESTART_DELAY_MS', 500),
    supervisorMaxRestartsPerMinute: intFrom(env, 'SUPERVISOR_MAX_RESTARTS_PER_MINUTE', 5),
    postgresWatchIntervalMs: intFrom(env, 'POSTGRES_WATCH_INTERVAL_MS', 2000),
    realtimeMaxPayloadBytes: intFrom(env, 'REALTIME_MAX_PAYLOAD_BYTES', 1024 * 1024),
    realtimeMaxChannelsPerClient: intFrom(env, 'REALTIME_MAX_CHANNELS_PER_CLIENT', 100),
    realtimeMaxJoinsPerWindow: intFrom(env, 'REALTIME_MAX_JOINS_PER_SECOND', 100),
    realtimeMaxMessagesPerWindow: intFrom(env, 'REALTIME_MAX_MESSAGES_PER_SECOND', 100),
    realtimeRateWindowMs: intFrom(env, 'REALTIME_RATE_WINDOW_MS', 1000),
    // -- auth limits --
    rateLimitWindowSeconds: intFrom(env, 'AUTH_RATE_LIMIT_WINDOW', 300),
    rateLimitToken: intFrom(env, 'AUTH_RATE_LIMIT_TOKEN', 100),
    rateLimitTokenRefresh: intFrom(env, 'AUTH_RATE_LIMIT_TOKEN_REFRESH', 1000),
    rateLimitVerify: intFrom(env, 'AUTH_RATE_LIMIT_VERIFY', 100),
    rateLimitHeader: env.GOTRUE_RATE_LIMIT_HEADER?.trim() ?? '',
    otpMaxWrongGuesses: intFrom(env, 'AUTH_OTP_MAX_WRONG_GUESSES', 5),
    failedVerifyLimit: intFrom(env, 'AUTH_RATE_LIMIT_FAILED_VERIFY', 10),
    failedVerifyWindowSeconds: intFrom(env, 'AUTH_FAILED_VERIFY_WINDOW', 900),
    rateLimitEmailSent: intFrom(env, 'AUTH_RATE_LIMIT_EMAIL_SENT', 60),
    rateLimitEmailWindowSeconds: intFrom(env, 'AUTH_RATE_LIMIT_EMAIL_WINDOW', 3600),
    failedSignInLimit: intFrom(env, 'AUTH_RATE_LIMIT_FAILED_SIGN_IN', 10),
    failedSignInWindowSeconds: intFrom(env, 'AUTH_FAILED_SIGN_IN_WINDOW', 900),
    passwordMinLength: intFrom(env, 'AUTH_PASSWORD_MIN_LENGTH', 8),
    passwordHibpEnabled: boolFrom(env, 'GOTRUE_PASSWORD_HIBP_ENABLED', true),
    secureEmailChange: boolFrom(env, 'AUTH_SECURE_EMAIL_CHANGE', true),
    userMetadataMaxBytes: intFrom(env, 'AUTH_USER_METADATA_MAX_BYTES', 16384),
    disableSignup: boolFrom(env, 'GOTRUE_DISABLE_SIGNUP', false),
    anonymousUsersEnabled: boolFrom(env, 'GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED', false),
    rateLimitAnonymousUsers: intFrom(env, 'GOTRUE_RATE_LIMIT_ANONYMOUS_USERS', 30),
    rateLimitOtp: intFrom(env, 'GOTRUE_RATE_LIMIT_OTP', 100),
    mailerOtpLength: intFrom(env, 'GOTRUE_MAILER_OTP_LENGTH', 6),
    mailerOtpExpSeconds: intFrom(env, 'GOTRUE_MAILER_OTP_EXP', 86400),
    updatePasswordRequireReauthentication: boolFrom(
      env,
      'GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION',
      false,
    ),
    mfaChallengeExpirySeconds: intFrom(env, 'GOTRUE_MFA_CHALLENGE_EXPIRY_DURATION', 300),
    mfaRateLimitChallengeAndVerify: intFrom(env, 'GOTRUE_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY', 15),
    mfaMaxEnrolledFactors: intFrom(env, 'GOTRUE_MFA_MAX_ENROLLED_FACTORS', 10),
    mfaMaxVerifiedFactors: intFrom(env, 'GOTRUE_MFA_MAX_VERIFIED_FACTORS', 10),
    // -- storage limits --
    storageRenderConcurrency: intFrom(env, 'STORAGE_RENDER_CONCURRENCY', 2),
    storageRenderQueue: intFrom(env, 'STORAGE_RENDER_QUEUE', 8),
    storageRenderTimeoutSeconds: intFrom(env, 'STORAGE_RENDER_TIMEOUT', 10),
    storageRenderCacheMaxBytes: intFrom(env, 'STORAGE_RENDER_CACHE_MAX_BYTES', 1024 * 1024 * 1024),
  };
}
