import { isAnyOf } from '@reduxjs/toolkit';
import { api, bus, startAppListening } from '@likegripe/shared-core';

let started = false;

/** A post created or deleted anywhere (post remote, profile) refreshes the feed. */
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
