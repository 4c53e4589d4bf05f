import {
  bus,
  profileLoaded,
  selectSessionUser,
  signedOut,
  startAppListening,
} from '@likegripe/shared-core';
import { signUpConfirmationUserId, welcomeToast } from './signup-confirmation';

/** supabase-js empties the hash it read the session from, which leaves a bare '#' in the address. */
function dropEmptyHash() {
  const { href } = window.location;
  if (href.endsWith('#')) window.history.replaceState(window.history.state, '', href.slice(0, -1));
}

/**
 * Greets the member a sign-up confirmation link signed in (named in `landingHash`, the hash the page
 * opened with), once, when their profile arrives with the name to greet them by. An ordinary
 * sign-in is another member or comes after a sign-out, and is not greeted; nor is a contested
 * sign-up, whose account is not the member's own until they finish it. Returns the function that
 * stops it.
 */
export function startWelcomeGreeting(landingHash: string): () => void {
  const memberId = signUpConfirmationUserId(landingHash);
  if (memberId === null) return () => undefined;
  const stopOnSignOut = startAppListening({
    actionCreator: signedOut,
    effect: () => stop(),
  });
  const stopOnProfile = startAppListening({
    actionCreator: profileLoaded,
    effect: (action, listenerApi) => {
      if (action.payload.id !== memberId) return;
      stop();
      dropEmptyHash();
      if (selectSessionUser(listenerApi.getState())?.signUpContested) return;
      listenerApi.dispatch(bus.toastRequested(welcomeToast(action.payload.display_name)));
    },
  });
  function stop() {
    stopOnSignOut();
    stopOnProfile();
  }
  return stop;
}
