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
