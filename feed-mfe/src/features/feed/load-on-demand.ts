import { lazy, type ComponentType } from 'react';

/** Attempts at a chunk in all: a dropped connection on a phone should not take the feed down. */
const ATTEMPTS = 3;

/**
 * A component whose code downloads when it first renders. A download that fails is tried again
 * (the bundler forgets a failed chunk, so a new import asks for it anew); only the last failure
 * reaches the error boundary.
 */
export function loadOnDemand<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  attempts = ATTEMPTS,
) {
  return lazy(async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return { default: await load() };
      } catch (error) {
        if (attempt >= attempts) throw error;
      }
    }
  });
}
