// What a timed tap on the phone is: where it happens, how its page gets ready, the one measured input
// and what shows once it has been handled.
import type { Locator, Page } from 'playwright-core';
import type { TapResult } from './tap-timer.ts';

/** A navigation's result is judged against 500 ms, anything else (a toggle) against 100 ms. */
export type TapKind = 'navigation' | 'toggle';

export interface PhoneTap {
  label: string;
  kind: TapKind;
  /** Tapped as the demo member alice; otherwise as a visitor. */
  signedIn: boolean;
  route: string;
  /** Sets the data up for one page load and returns that load's steps. */
  prepare(): Promise<TapPlan>;
  /** After the last load: leaves the data as the section found it. */
  restore?(): Promise<void>;
}

export interface TapPlan {
  /**
   * Resolves once the page shows what the tap needs. Steps before the tap use untrusted events
   * (`dispatchEvent`) or typed text, which the browser does not count as interactions.
   */
  ready(page: Page): Promise<void>;
  /** The element tapped (or, with `key`, focused and then typed into). */
  target(page: Page): Locator;
  /** A key pressed on the focused target instead of a tap. */
  key?: string;
  result: TapResult;
  /** After the load, whether or not it was measured: removes what it wrote. */
  cleanup?(): Promise<void>;
}

/** A plan whose load needs no data set up. */
export function fixedPlan(plan: TapPlan): () => Promise<TapPlan> {
  return () => Promise.resolve(plan);
}

/** A click that the browser does not count as an interaction (it is not trusted). */
export async function untrustedClick(target: Locator): Promise<void> {
  await target.waitFor();
  await target.dispatchEvent('click');
}
