// What the page's main thread did after the first paint, read from the trace Lighthouse saves with
// its report. Total Blocking Time counts each task's wall time; a task's CPU time leaves out the
// moments its thread waited for a core. On a small shared machine (the browser's other processes,
// Lighthouse and the site's servers on the same two cores) the two differ by half or more, so both
// are kept: the wall time is what the budget judges, the CPU time is the page's own work.

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export interface MainThreadTime {
  /** The tasks' wall time after the first contentful paint, in ms. */
  wallMs: number;
  /** Their CPU time. */
  cpuMs: number;
  /** Total Blocking Time counted on CPU time, with the preset's CPU slowdown as Lantern applies it. */
  blockingOnCpuMs: number;
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const LONG_TASK_MS = 50;

/** The renderer main thread with the most events: the page's, not an extension's or a worker's. */
function pageMainThread(events: TraceEvent[]): string | null {
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const counts = new Map<string, number>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (mains.has(thread)) counts.set(thread, (counts.get(thread) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

export function mainThreadAfterFirstPaint(
  events: TraceEvent[],
  cpuSlowdown: number,
): MainThreadTime | null {
  const thread = pageMainThread(events);
  const paints = events.filter((event) => event.name === 'firstContentfulPaint');
  if (!thread || paints.length === 0) return null;
  const firstPaint = Math.min(...paints.map((event) => event.ts));
  const tasks = events.filter(
    (event) =>
      event.ph === 'X' &&
      TASKS.has(event.name) &&
      `${event.pid}:${event.tid}` === thread &&
      event.ts >= firstPaint,
  );
  const sum = (pick: (task: TraceEvent) => number) =>
    tasks.reduce((total, task) => total + pick(task), 0);
  return {
    wallMs: sum((task) => task.dur ?? 0) / 1000,
    cpuMs: sum((task) => task.tdur ?? 0) / 1000,
    blockingOnCpuMs: sum((task) =>
      Math.max(0, (cpuSlowdown * (task.tdur ?? 0)) / 1000 - LONG_TASK_MS),
    ),
  };
}
