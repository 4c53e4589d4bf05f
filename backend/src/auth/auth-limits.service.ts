import type { AuthSettings } from './auth.plugin.ts';
import { errors } from './auth-error.ts';
import { WindowRateLimiter } from './rate-limiter.ts';

/** The whole mail limit is one bucket, as GoTrue's RATE_LIMIT_EMAIL_SENT: it caps the service, not a client. */
const ALL_MAIL = 'all';

/** The auth limits of one running service: per client IP, per address, and for all mail sent. */
export interface AuthLimits {
  /** Password sign-ins from one client IP. */
  signIn(ip: string): Promise<void>;
  refresh(ip: string): Promise<void>;
  verify(ip: string): Promise<void>;
  signup(ip: string): Promise<void>;
  /** Recovery, magic-link and OTP mails requested from one client IP. */
  otp(ip: string): Promise<void>;
  /** Anonymous sign-ins from one client IP per hour. */
  anonymous(ip: string): Promise<void>;
  /** Counts one auth mail; refuses it past the service-wide mail limit. */
  mail(): Promise<void>;
  /** Refuses, without counting, when the service-wide mail limit is used up. */
  assertMailBudget(): Promise<void>;
  /** Refuses an address that failed too many sign-ins, before its password is even compared. */
  assertNotLocked(email: string): Promise<void>;
  failedSignIn(email: string): Promise<void>;
  succeededSignIn(email: string): Promise<void>;
}

export function createAuthLimits(settings: AuthSettings): AuthLimits {
  const windowMs = settings.rateLimitWindowSeconds * 1000;
  const signIn = new WindowRateLimiter(settings.rateLimitToken, windowMs);
  const refresh = new WindowRateLimiter(settings.rateLimitTokenRefresh, windowMs);
  const verify = new WindowRateLimiter(settings.rateLimitVerify, windowMs);
  const signup = new WindowRateLimiter(
    settings.signupRateLimit,
    settings.signupRateWindowSeconds * 1000,
  );
  const otp = new WindowRateLimiter(settings.rateLimitOtp, windowMs);
  const anonymous = new WindowRateLimiter(settings.rateLimitAnonymousUsers, 3600 * 1000);
  const mail = new WindowRateLimiter(
    settings.rateLimitEmailSent,
    settings.rateLimitEmailWindowSeconds * 1000,
  );
  const failures = new WindowRateLimiter(
    settings.failedSignInLimit,
    settings.failedSignInWindowSeconds * 1000,
  );
  const accountKey = (email: string) => email.trim().toLowerCase();
  const requestLimit = async (limiter: WindowRateLimiter, key: string) => {
    if (!(await limiter.take(key))) throw errors.requestRateLimit();
  };

  return {
    signIn: (ip) => requestLimit(signIn, ip),
    refresh: (ip) => requestLimit(refresh, ip),
    verify: (ip) => requestLimit(verify, ip),
    otp: (ip) => requestLimit(otp, ip),
    anonymous: (ip) => requestLimit(anonymous, ip),
    signup: async (ip) => {
      if (!(await signup.take(ip))) throw errors.emailRateLimit();
    },
    mail: async () => {
      if (!(await mail.take(ALL_MAIL))) throw errors.emailRateLimit();
    },
    assertMailBudget: async () => {
      if (await mail.isExhausted(ALL_MAIL)) throw errors.emailRateLimit();
    },
    assertNotLocked: async (email) => {
      if (await failures.isExhausted(accountKey(email))) throw errors.requestRateLimit();
    },
    failedSignIn: async (email) => {
      await failures.take(accountKey(email));
    },
    succeededSignIn: (email) => failures.forget(accountKey(email)),
  };
}
