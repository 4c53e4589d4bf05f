import { bus, listenerMiddleware, type ToastRequest } from '@likegripe/shared-core';

/** Collects every toast the code under test asks the shell for. */
export function recordToasts(): ToastRequest[] {
  const toasts: ToastRequest[] = [];
  beforeAll(() => {
    listenerMiddleware.startListening({
      actionCreator: bus.toastRequested,
      effect: (action) => {
        toasts.push(action.payload);
      },
    });
  });
  beforeEach(() => {
    toasts.length = 0;
  });
  return toasts;
}
