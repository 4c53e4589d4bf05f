import { useEffect, useReducer } from 'react';

/** What a promise has come to, as far as is known. */
export type Settled<T> =
  | { status: 'pending' }
  | { status: 'fulfilled'; value: T }
  | { status: 'rejected'; reason: unknown };

const outcomes = new WeakMap<Promise<unknown>, Settled<unknown>>();

/**
 * The promise's outcome so far. The first call starts following it (and handles its rejection), so
 * a promise followed from its start is known to be settled by the first render after it settles.
 */
export function settledOf<T>(promise: Promise<T>): Settled<T> {
  const known = outcomes.get(promise);
  if (known) return known as Settled<T>;
  const pending: Settled<T> = { status: 'pending' };
  outcomes.set(promise, pending);
  promise.then(
    (value) => outcomes.set(promise, { status: 'fulfilled', value }),
    (reason: unknown) => outcomes.set(promise, { status: 'rejected', reason }),
  );
  return pending;
}

/**
 * A promise's outcome for a render, without Suspense: the component shows its own waiting state
 * and renders again once the promise settles. Content that a Suspense boundary reveals after its
 * fallback waits until 300 ms after that fallback showed (React's throttle for revealing
 * content), a pause that every tap opening a screen or panel would feel.
 */
export function useSettled<T>(promise: Promise<T>): Settled<T> {
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  const outcome = settledOf(promise);
  useEffect(() => {
    if (outcome.status !== 'pending') return undefined;
    let mounted = true;
    const settle = () => {
      if (mounted) renderAgain();
    };
    promise.then(settle, settle);
    return () => {
      mounted = false;
    };
  }, [promise, outcome]);
  return outcome;
}
