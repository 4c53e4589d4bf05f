import type { ToastRequest } from '../bus/bus-events';

/** A toast's words (and tone) as the spec writes them; the shell's toaster renders it. */
export type ToastText = Pick<
  ToastRequest,
  'title' | 'description' | 'variant' | 'durationMs' | 'kind'
>;

/** An error toast: a title and, when the spec gives one, a message. */
export function errorToast(title: string, description?: string): ToastText {
  return description === undefined
    ? { title, variant: 'error' }
    : { title, description, variant: 'error' };
}
