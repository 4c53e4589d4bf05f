/** What a post share is made of: the platform share sheet gets all three, the clipboard only the url. */
export interface SharePostContent {
  title: string;
  text: string;
  url: string;
}

/** The platform facilities, passed in so the rule stays pure and testable. */
export interface SharePlatform {
  /** navigator.share, when the browser has it. */
  share?: ((data: SharePostContent) => Promise<void>) | undefined;
  /** navigator.clipboard.writeText, when the browser has it. */
  copy?: ((text: string) => Promise<void>) | undefined;
}

/**
 * The outcome of sharing a post: 'shared' by the platform, 'copied' to the clipboard after
 * a failed or missing share, 'fallback' when copying failed too (show the url for 10 seconds), or
 * 'cancelled' when the user dismissed the share sheet, which shows nothing.
 */
export type SharePostOutcome = 'shared' | 'copied' | 'fallback' | 'cancelled';

function isCancel(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export async function sharePost(
  content: SharePostContent,
  { share, copy }: SharePlatform,
): Promise<SharePostOutcome> {
  if (share) {
    try {
      await share(content);
      return 'shared';
    } catch (error) {
      if (isCancel(error)) return 'cancelled';
    }
  }
  if (!copy) return 'fallback';
  try {
    await copy(content.url);
    return 'copied';
  } catch {
    return 'fallback';
  }
}
