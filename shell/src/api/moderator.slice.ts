import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@likegripe/shared-core';

export interface ModeratorState {
  /** The signed-in member when they moderate; null otherwise. */
  moderatorId: string | null;
}

/** Whether the signed-in member moderates, read with their own profile (no request of its own). */
export const moderatorSlice = createSlice({
  name: 'moderator',
  initialState: { moderatorId: null } as ModeratorState,
  reducers: {
    moderatorChecked(state, action: PayloadAction<{ userId: string; isModerator: boolean }>) {
      state.moderatorId = action.payload.isModerator ? action.payload.userId : null;
    },
  },
  selectors: { selectModeratorId: (state) => state.moderatorId },
});

export const { moderatorChecked } = moderatorSlice.actions;
export const { selectModeratorId } = moderatorSlice.injectInto(rootReducer).selectors;

declare module '@likegripe/shared-core' {
  interface LazyLoadedSlices {
    moderator: ModeratorState;
  }
}
