/** What a failure shows when the request never reached the server (offline, server down). */
export const NETWORK_ERROR_MESSAGE =
  'The server could not be reached. Check your connection and try again.';

// The browsers' own texts for a fetch that failed before any answer (Chromium, Firefox, Safari),
// as supabase-js passes them on, sometimes prefixed with the error's name.
const BROWSER_NETWORK_FAILURE =
  /^(TypeError: )?(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)$/;

/** A failure's message as a person should read it: the browser's network texts become one sentence. */
export function readableErrorMessage(message: string): string {
  return BROWSER_NETWORK_FAILURE.test(message.trim()) ? NETWORK_ERROR_MESSAGE : message;
}

/** What a load failure shows when the server answered, but not with the data (an HTTP 500, a refusal). */
export const SERVER_ERROR_MESSAGE =
  'Something went wrong on the server. Please try again in a moment.';

/**
 * The sentence a load-error card shows for `error` (an ApiError, a supabase-js error or anything
 * thrown): 'could not be reached' only when no answer came back, otherwise the server's side failed.
 */
export function loadErrorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const { message, status } = error as { message?: unknown; status?: unknown };
    if (status === 0) return NETWORK_ERROR_MESSAGE;
    if (typeof message === 'string' && readableErrorMessage(message) === NETWORK_ERROR_MESSAGE) {
      return NETWORK_ERROR_MESSAGE;
    }
  }
  return SERVER_ERROR_MESSAGE;
}
