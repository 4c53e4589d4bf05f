import type { AuthSettings } from './auth-settings.ts';
import { errors } from './auth-error.ts';
import { WindowRateLimiter } from './rate-limiter.ts';

/** The whole mail limit is one bucket, as GoTrue's RATE_LIMIT_EMAIL_SENT: it caps the service, not a client. */
const ALL_MAIL = 'all';

/** The auth limits of one running service: per client IP, per address, per mailed code, and for all mail sent. */
export interface AuthLimits {
  /** Password sign-ins from one client IP. */
  signIn(ip: string): Promise<void>;
  refresh(ip: string): Promise<void>;
  /**
   * Counts a typed code from one client for one address before it is checked (a success gives it
   * back): refused when the client's failed verifications or the address's wrong codes are used up.
   */
  typedCode(ip: string, email: string): Promise<void>;
  typedCodeSucceeded(ip: string, email: string): Promise<void>;
  /** Counts a failed link or token hash from one client; false once its failures are used up. */
  verifyFailed(ip: string): Promise<boolean>;
  /** Counts a typed code against one live code (`code` names it); answers how many it has had. */
  codeGuess(code: string): Promise<number>;
  signup(ip: string): Promise<void>;
  /** Recovery, magic-link and OTP mails requested from one client IP. */
  otp(ip: string): Promise<void>;
  /** Anonymous sign-ins from one client IP per hour. */
  anonymous(ip: string): Promise<void>;
  /** MFA challenges from one client IP per minute. */
  mfaChallenge(ip: string): Promise<void>;
  /** MFA verifications (right or wrong codes) from one client IP per minute. */
  mfaVerify(ip: string): Promise<void>;
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
  const verifyFailures = new WindowRateLimiter(settings.rateLimitVerify, windowMs);
  const wrongCodes = new WindowRateLimiter(
    settings.failedVerifyLimit,
    settings.failedVerifyWindowSeconds * 1000,
  );
  // A code's guesses are kept as long as the code lives.
  const codeGuesses = new WindowRateLimiter(
    settings.otpMaxWrongGuesses,
    settings.mailerOtpExpSeconds * 1000,
  );
  const signup = new WindowRateLimiter(
    settings.signupRateLimit,
    settings.signupRateWindowSeconds * 1000,
  );
  const otp = new WindowRateLimiter(settings.rateLimitOtp, windowMs);
  const anonymous = new WindowRateLimiter(settings.rateLimitAnonymousUsers, 3600 * 1000);
  const mfaChallenge = new WindowRateLimiter(settings.mfaRateLimitChallengeAndVerify, 60 * 1000);
  const mfaVerify = new WindowRateLimiter(settings.mfaRateLimitChallengeAndVerify, 60 * 1000);
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
    typedCode: async (ip, email) => {
      await requestLimit(verifyFailures, ip);
      await requestLimit(wrongCodes, accountKey(email));
    },
    typedCodeSucceeded: async (ip, email) => {
      await verifyFailures.giveBack(ip);
      await wrongCodes.giveBack(accountKey(email));
    },
    verifyFailed: (ip) => verifyFailures.take(ip),
    codeGuess: (code) => codeGuesses.count(code),
    otp: (ip) => requestLimit(otp, ip),
    anonymous: (ip) => requestLimit(anonymous, ip),
    mfaChallenge: (ip) => requestLimit(mfaChallenge, ip),
    mfaVerify: (ip) => requestLimit(mfaVerify, ip),
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
