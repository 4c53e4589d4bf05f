import { bus, startAppListening } from '@likegripe/shared-core';

/** Lets any remote ask the shell's router to navigate (`bus.navigationRequested`). */
export function startNavigationListener(navigate: (to: string) => unknown) {
  return startAppListening({
    actionCreator: bus.navigationRequested,
    effect: (action) => {
      void navigate(action.payload.to);
    },
  });
}
