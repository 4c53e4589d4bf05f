import type pg from 'pg';
import type { JwtKeys } from '../jwt-keys.ts';
import type { SendMail } from '../mail/mailer.service.ts';
import type { AuthLimits } from './auth-limits.service.ts';
import type { AuthSettings } from './auth-settings.ts';

export interface AuthDeps {
  pool: pg.Pool;
  settings: AuthSettings;
  sendMail: SendMail;
  /** Signs user access tokens and verifies bearer tokens (asymmetric keys and the legacy secret). */
  jwtKeys: JwtKeys;
  /** The gateway's public base URL (known once it listens). */
  publicUrl: () => string;
}

/** What the routes share: the deps plus this service's rate limits (in memory, one per plugin). */
export interface AuthContext extends AuthDeps {
  limits: AuthLimits;
}
