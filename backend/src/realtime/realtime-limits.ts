import type { RealtimeLimits } from '../gateway/live-modules.loader.ts';

/**
 * Realtime's own error texts, as supabase/realtime sends them: a refused join answers
 * `phx_reply` error with `reason`; too many messages shut the channel down with a `system` error.
 */
export const TOO_MANY_CHANNELS = 'ChannelRateLimitReached: Too many channels';
export const TOO_MANY_JOINS = 'ClientJoinRateLimitReached: Too many joins per second';
export const TOO_MANY_MESSAGES = 'Too many messages per second';

/** Hosted Supabase Realtime's plan limits (Free plan where plans differ), per socket here. */
export const defaultRealtimeLimits: RealtimeLimits = {
  // Postgres change payloads go up to 1,024 KB.
  maxPayloadBytes: 1024 * 1024,
  maxChannelsPerClient: 100,
  maxJoinsPerWindow: 100,
  maxMessagesPerWindow: 100,
  rateWindowMs: 1000,
};
