import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { bus, type ToastRequest } from '@likegripe/shared-core';

export interface Toast extends ToastRequest {
  id: string;
}

/** The toasts on screen, fed by `bus.toastRequested` from any remote. */
export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastDismissed(state, action: PayloadAction<{ id: string }>) {
      return state.filter((toast) => toast.id !== action.payload.id);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(bus.toastRequested, (state, action) => {
      state.push({ id: nanoid(), ...action.payload });
    });
  },
  selectors: { selectToasts: (state) => state },
});

export const { toastDismissed } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;

declare module '@likegripe/shared-core' {
  interface LazyLoadedSlices {
    toasts: Toast[];
  }
}
