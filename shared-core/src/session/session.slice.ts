import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Profile, SessionUser } from './session.types';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** The signed-in member's own profile, with the spec's fallbacks when the row is missing. */
  profile: Profile | null;
}

const initialState: SessionState = { status: 'loading', user: null, profile: null };

/** The session as the shell sees it from supabase auth; remotes only read it. */
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(state, action: PayloadAction<{ user: SessionUser }>) {
      state.status = 'signedIn';
      if (state.user?.id !== action.payload.user.id) state.profile = null;
      state.user = action.payload.user;
    },
    signedOut(state) {
      state.status = 'signedOut';
      state.user = null;
      state.profile = null;
    },
    profileLoaded(state, action: PayloadAction<Profile>) {
      if (state.user?.id === action.payload.id) state.profile = action.payload;
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectOwnProfile: (state) => state.profile,
    selectIsSignedIn: (state) => state.status === 'signedIn',
  },
});

export const { signedIn, signedOut, profileLoaded } = sessionSlice.actions;
export const { selectSessionStatus, selectSessionUser, selectOwnProfile, selectIsSignedIn } =
  sessionSlice.selectors;
