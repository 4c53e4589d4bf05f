import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RetryPluginOptions {
  /** Extra attempts after the first failure. */
  retries: number;
  /** Waits before each extra attempt, in ms; the last value repeats. */
  delaysMs: number[];
  /** Clears the runtime's cached failure for a remote before it is tried again. */
  reset: (remoteName: string) => void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a remote that failed to load (a deploy in progress, a dropped connection) before the
 * error reaches the shell's error boundary, which then shows the "unavailable" card.
 * Must not import shared packages statically: it runs before they are initialised.
 */
export function createRetryPlugin(options: RetryPluginOptions): ModuleFederationRuntimePlugin {
  const retrying = new Set<string>();
  return {
    name: 'like-and-gripe-retry-plugin',
    async errorLoadRemote(args) {
      // 'afterResolve' expects a manifest back; only the final 'onLoad' failure is retried.
      if (args.lifecycle !== 'onLoad' || retrying.has(args.id)) return undefined;
      const remoteName = args.id.split('/')[0] ?? args.id;
      retrying.add(args.id);
      try {
        for (let attempt = 0; attempt < options.retries; attempt += 1) {
          const delays = options.delaysMs;
          await wait(delays[Math.min(attempt, delays.length - 1)] ?? 0);
          options.reset(remoteName);
          try {
            const module = await args.origin.loadRemote(args.id);
            if (module) return args.from === 'build' ? () => module : module;
          } catch {
            // The next attempt, or the error boundary, handles it.
          }
        }
        return undefined;
      } finally {
        retrying.delete(args.id);
      }
    },
  };
}
