import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The part of the browser's Navigation API used here (Chromium has it; others fall back). */
interface NavigationHistory {
  currentEntry: { index: number } | null;
  entries(): { url: string | null }[];
}

function isFeedUrl(url: string | null | undefined): boolean {
  if (!url) return false;
  const { origin, pathname } = new URL(url, window.location.origin);
  return origin === window.location.origin && pathname === '/';
}

/** Whether the history entry before this one is the feed, so going back restores its scroll. */
export function previousEntryIsFeed(state: unknown): boolean {
  const navigation = (window as { navigation?: NavigationHistory }).navigation;
  const index = navigation?.currentEntry?.index;
  if (navigation && index !== undefined) {
    if (index <= 0) return false;
    return isFeedUrl(navigation.entries()[index - 1]?.url);
  }
  // Without the Navigation API the feed can say so in the location state.
  const from = (state as { from?: unknown } | null)?.from;
  return from === 'feed' || from === '/';
}

/** 'Back to Feed': history back when the reader came from the feed, else a fresh visit to /. */
export function useBackToFeed() {
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(() => {
    if (previousEntryIsFeed(state)) void navigate(-1);
    else void navigate('/');
  }, [navigate, state]);
}
