import { bus, listenerMiddleware, type ToastRequest } from '@likegripe/shared-core';

/**
 * Every toast the code under test asks for, in order, emptied before each test. Call once at the top
 * of a test file.
 */
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
