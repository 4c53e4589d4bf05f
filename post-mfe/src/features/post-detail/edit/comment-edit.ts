export const COMMENT_NOT_SAVED_MESSAGE = 'Your changes could not be saved. Please try again.';
export const COMMENT_TOO_LONG_MESSAGE = 'A comment can be up to 5,000 characters.';
export const COMMENT_EMPTY_MESSAGE = 'Please write something, or Cancel to keep it as it was.';

/** Why an edited comment cannot be saved yet, or null. */
export function commentEditProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return COMMENT_EMPTY_MESSAGE;
  return Array.from(trimmed).length > 5000 ? COMMENT_TOO_LONG_MESSAGE : null;
}
