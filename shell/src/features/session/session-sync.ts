import type { Session } from '@supabase/supabase-js';
import {
  bus,
  getSupabase,
  profileLoaded,
  signedIn,
  signedOut,
  startAppListening,
  type AppDispatch,
} from '@likegripe/shared-core';
import { fetchOwnProfile } from '../../api/own-profile.api';

async function loadProfile(dispatch: AppDispatch, userId: string) {
  dispatch(profileLoaded(await fetchOwnProfile(userId)));
}

/**
 * Mirrors supabase auth into the session slice, which every remote reads. Runs once per page.
 * Returns the function that stops it.
 */
export function startSessionSync(dispatch: AppDispatch) {
  let currentUserId: string | null = null;
  const apply = (session: Session | null) => {
    const user = session?.user;
    if (!user) {
      currentUserId = null;
      dispatch(signedOut());
      return;
    }
    dispatch(signedIn({ user: { id: user.id, email: user.email ?? null } }));
    if (user.id !== currentUserId) {
      currentUserId = user.id;
      // supabase-js must not be called from inside its own auth callback; defer the read.
      setTimeout(() => void loadProfile(dispatch, user.id), 0);
    }
  };
  const { data } = getSupabase().auth.onAuthStateChange((_event, session) => apply(session));
  const stopProfileListener = startAppListening({
    actionCreator: bus.profileUpdated,
    effect: async (action, api) => {
      if (action.payload.userId === currentUserId) await loadProfile(api.dispatch, currentUserId);
    },
  });
  return () => {
    data.subscription.unsubscribe();
    stopProfileListener();
  };
}
