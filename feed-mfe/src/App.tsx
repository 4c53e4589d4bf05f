import { contractMismatch } from './contract-check';
import { CONTRACT_MISMATCH_TEXT } from '@likegripe/shared-core/contract';
import type { ScreenPreparation } from '@likegripe/shared-core';
import { RemoteUnavailable } from '@likegripe/shared-ui';
import { feedApi } from './api/feed.api';
import { FeedPage } from './features/feed/FeedPage';
import { filtersFromSearch } from './features/feed/feed-url-filters';

/** The feed remote's screen at /, or a notice when the shell runs an incompatible contract. */
export default function App() {
  if (contractMismatch) return <RemoteUnavailable {...CONTRACT_MISMATCH_TEXT} />;
  return <FeedPage />;
}

/**
 * Reads the first page of cards before the shell's first render, so its first commit draws them over
 * the server's copy instead of placeholders. A visitor's come with the page.
 */
export async function prepareScreen({ pathname, dispatch }: ScreenPreparation) {
  if (pathname !== '/') return;
  const read = dispatch(
    feedApi.endpoints.getFeed.initiate(filtersFromSearch(window.location.search)),
  );
  await read;
  // The screen subscribes on its first render; the page stays cached until then.
  read.unsubscribe();
}
