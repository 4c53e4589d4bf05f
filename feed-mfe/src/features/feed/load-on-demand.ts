import { lazy, type ComponentType } from 'react';

/** Attempts at a chunk in all: a dropped connection on a phone should not take the feed down. */
const ATTEMPTS = 3;

/**
 * A component whose code downloads when it first renders, or earlier when `preload()` is called
 * (on a sign that it is about to be needed); both share one download. A download that fails is
 * tried again (the bundler forgets a failed chunk, so a new import asks for it anew); only the last
 * failure reaches the error boundary. A preload that failed leaves the first render to try anew.
 */
export function loadOnDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  attempts = ATTEMPTS,
) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const download = async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return { default: await load() };
      } catch (error) {
        if (attempt >= attempts) throw error;
      }
    }
  };
  const start = () => {
    if (!loading) {
      loading = download();
      loading.catch(() => {
        loading = undefined;
      });
    }
    return loading;
  };
  return Object.assign(
    lazy(start),
    /** Starts the download now, unless it has started already; a failure is left to the render. */
    {
      preload: () => {
        start().catch(() => undefined);
      },
    },
  );
}
