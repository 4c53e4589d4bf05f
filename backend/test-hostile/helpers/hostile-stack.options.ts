import type { StackOptions } from '../../src/stack.ts';

/**
 * The hostile runs come from 127.0.0.1 like every member, so the per-IP auth limits are set high:
 * these runs test what a server limits per connection (sizes, timeouts, frames, channels), not floods
 * of sign-ins. Members are confirmed at sign-up (no mail round trip).
 */
export const hostileStackOptions: StackOptions = {
  autoconfirm: true,
  signupRateLimit: 100_000,
  rateLimitToken: 100_000,
  rateLimitTokenRefresh: 100_000,
  rateLimitVerify: 100_000,
  rateLimitEmailSent: 100_000,
};
