import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { bus, type ToastRequest } from '@likegripe/shared-core';

export interface Toast extends ToastRequest {
  id: string;
}

/** What a toast is about: a new one of the same kind replaces it (ToastRequest.kind). */
const kindOf = (toast: ToastRequest) => toast.kind ?? `${toast.title}\n${toast.description ?? ''}`;

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
      const kind = kindOf(action.payload);
      const others = state.filter((toast) => kindOf(toast) !== kind);
      // A new id: the toast restarts its time on screen and is announced again.
      return [...others, { id: nanoid(), ...action.payload }];
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
