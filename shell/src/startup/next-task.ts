/**
 * Ends the current task and continues in a new one. Start-up work is split this way so no single
 * task blocks the page for long (Lighthouse's Total Blocking Time counts every task over 50 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
