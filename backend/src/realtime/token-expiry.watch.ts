import type { RealtimeChannel } from './realtime-channel.ts';

// setTimeout's longest delay; a later expiry is looked at again then.
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Shuts a channel down when its token expires, as Realtime's channel re-checks its token. */
export class TokenExpiryWatch {
  private readonly timers = new Map<RealtimeChannel, NodeJS.Timeout>();

  /** Watches the channel's current claims; called again whenever they change. */
  watch(channel: RealtimeChannel): void {
    this.stop(channel);
    const remainingMs = channel.claims.exp * 1000 - Date.now();
    const timer = setTimeout(
      () => {
        this.timers.delete(channel);
        const overdue = Math.floor(Date.now() / 1000) - channel.claims.exp;
        if (overdue < 0) return this.watch(channel);
        channel.shutdown(`Token has expired ${overdue} seconds ago`);
      },
      Math.min(Math.max(remainingMs, 0), MAX_DELAY_MS),
    );
    timer.unref();
    this.timers.set(channel, timer);
  }

  stop(channel: RealtimeChannel): void {
    clearTimeout(this.timers.get(channel));
    this.timers.delete(channel);
  }
}
