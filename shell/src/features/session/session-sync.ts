import type { Session } from '@supabase/supabase-js';
import {
  API_TAGS,
  api,
  bus,
  getSupabase,
  profileLoaded,
  signedIn,
  signedOut,
  startAppListening,
  type AppDispatch,
} from '@likegripe/shared-core';
import { fetchOwnAccount } from '../../api/own-profile.api';
import { moderatorChecked } from '../../api/moderator.slice';
import { awaitsSecondFactor } from './second-factor';

async function loadProfile(dispatch: AppDispatch, userId: string) {
  const { profile, isModerator } = await fetchOwnAccount(userId);
  dispatch(profileLoaded(profile));
  dispatch(moderatorChecked({ userId, isModerator }));
}

/**
 * Mirrors supabase auth's session events into the session slice, which every remote reads;
 * `session/signedIn` and `session/signedOut` are the actions remotes listen for. A session that still
 * waits for its two-factor code counts as signed out. Runs once per page.
 * Returns the function that stops it.
 */
export function startSessionSync(dispatch: AppDispatch) {
  // undefined until auth reports the first (initial) session.
  let currentUserId: string | null | undefined;
  const apply = (session: Session | null) => {
    // Until its code is verified, a two-factor sign-in is not a signed-in member.
    const user = session && !awaitsSecondFactor(session) ? session.user : null;
    const userChanged = currentUserId !== undefined && currentUserId !== (user?.id ?? null);
    if (!user) {
      currentUserId = null;
      dispatch(signedOut());
    } else {
      // A token refresh or user update for the same member keeps the loaded profile.
      const signUpContested = user.app_metadata.signup_contested === true;
      dispatch(signedIn({ user: { id: user.id, email: user.email ?? null, signUpContested } }));
      if (user.id !== currentUserId) {
        currentUserId = user.id;
        // supabase-js must not be called from inside its own auth callback; defer the read.
        setTimeout(() => void loadProfile(dispatch, user.id), 0);
      }
    }
    // Everything read so far was read as someone else (own reactions, follows): read it again.
    if (userChanged) dispatch(api.util.invalidateTags([...API_TAGS]));
  };
  const { data } = getSupabase().auth.onAuthStateChange((_event, session) => apply(session));
  const stopProfileListener = startAppListening({
    actionCreator: bus.profileUpdated,
    effect: async (action, listenerApi) => {
      if (currentUserId && action.payload.userId === currentUserId) {
        await loadProfile(listenerApi.dispatch, currentUserId);
      }
    },
  });
  return () => {
    data.subscription.unsubscribe();
    stopProfileListener();
  };
}
