import type { ToastRequest } from '../bus/bus-events';

/** A toast's words (and tone) as the spec writes them; the shell's toaster renders it. */
export type ToastText = Pick<ToastRequest, 'title' | 'description' | 'variant' | 'durationMs'>;
