import { isAnyOf } from '@reduxjs/toolkit';
import { api, bus, startAppListening } from '@likegripe/shared-core';

let started = false;

/**
 * A post created or deleted anywhere (post remote, profile, a card) reloads the feed. A deleted
 * post is hidden at once by the feed slice; the reload fills the pages up to 12 again.
 */
export function startFeedListeners() {
  if (started) return;
  started = true;
  startAppListening({
    matcher: isAnyOf(bus.postCreated, bus.postDeleted),
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(api.util.invalidateTags(['Feed']));
    },
  });
}
