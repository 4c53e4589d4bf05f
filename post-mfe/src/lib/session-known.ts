import {
  selectSessionStatus,
  startAppListening,
  type AppDispatch,
  type RootState,
} from '@likegripe/shared-core';

/** Resolves once the shell knows whether someone is signed in (the session is no longer loading). */
export function sessionKnown(dispatch: AppDispatch): Promise<void> {
  const status = dispatch((_dispatch, getState: () => RootState) =>
    selectSessionStatus(getState()),
  );
  if (status !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    const stop = startAppListening({
      predicate: (_action, state) => selectSessionStatus(state) !== 'loading',
      effect: () => {
        stop();
        resolve();
      },
    });
  });
}
