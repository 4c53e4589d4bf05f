/** The SQLSTATE the database gives a write over the member's write limit (its trust level's). */
export const WRITE_LIMIT_CODE = 'LG429';

/**
 * The database's own sentence when `error` is a write-limit refusal (it names the limit and when to
 * try again), otherwise null so the caller shows its usual failure.
 */
export function writeLimitMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === WRITE_LIMIT_CODE && typeof message === 'string' && message.trim() !== ''
    ? message
    : null;
}
