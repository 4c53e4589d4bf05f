/**
 * Runs `task` when asked, one run at a time: asks that come while a run is under way lead to one
 * more run after it, however many there were (a "Mark all read" elsewhere brings one change per
 * notification, and needs one recount, not a hundred).
 */
export function coalescedTask(task: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    try {
      do {
        again = false;
        await task().catch(() => undefined);
      } while (again);
    } finally {
      running = false;
    }
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
