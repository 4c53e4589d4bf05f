import type { ComponentType, ReactNode } from 'react';
import { settledOf, useSettled } from '@likegripe/shared-core';

/** Attempts at a chunk in all: a dropped connection on a phone should not take the feed down. */
const ATTEMPTS = 3;

/**
 * A component whose code downloads when it first renders, or earlier when `preload()` is called
 * (on a sign that it is about to be needed); both share one download. Until the code is there it
 * renders `fallback`; once it is, every render draws the component at once, without suspending. A
 * download that fails is tried again (the bundler forgets a failed chunk, so a new import asks for
 * it anew); a render's last failure reaches the error boundary. A preload that failed leaves the
 * first render to try anew.
 */
export function loadOnDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  attempts = ATTEMPTS,
) {
  let loading: Promise<ComponentType<Props>> | undefined;
  const download = async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt >= attempts) throw error;
      }
    }
  };
  const start = () => {
    if (!loading) {
      loading = download();
      settledOf(loading);
    }
    return loading;
  };

  function OnDemand({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    const outcome = useSettled(start());
    if (outcome.status === 'rejected') throw outcome.reason;
    if (outcome.status === 'pending') return fallback;
    const Loaded = outcome.value;
    return <Loaded {...(props as Props)} />;
  }

  return Object.assign(OnDemand, {
    /** Starts the download now, unless it has started already; a failure is left to the render. */
    preload: () => {
      const preloading = start();
      preloading.catch(() => {
        if (loading === preloading) loading = undefined;
      });
    },
  });
}
