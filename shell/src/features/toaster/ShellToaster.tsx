import { Toaster } from '@likegripe/shared-ui';
import { useAppDispatch, useAppSelector, rootReducer } from '@likegripe/shared-core';
import { HEADER_HEIGHT } from '../header/Header.styles';
import { toastDismissed, toastsSlice } from './toasts.slice';

// Injected selectors fall back to the initial state until the store has seen the slice.
const { selectToasts } = toastsSlice.injectInto(rootReducer).selectors;

/** Renders every toast the bus asked for, just below the sticky header. */
export function ShellToaster() {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  return (
    <Toaster
      toasts={toasts}
      offsetTop={HEADER_HEIGHT}
      onDismiss={(id) => dispatch(toastDismissed({ id }))}
    />
  );
}
