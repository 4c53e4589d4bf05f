import { Toaster } from '@likegripe/shared-ui';
import { rootReducer, useAppDispatch, useAppSelector, useIdleMoment } from '@likegripe/shared-core';
import { toastDismissed, toastsSlice } from './toasts.slice';

// Injected selectors fall back to the initial state until the store has seen the slice.
const { selectToasts } = toastsSlice.injectInto(rootReducer).selectors;

/** Renders every toast the bus asked for, `offsetTop` below the top (under the sticky header). */
export function ShellToaster({ offsetTop }: { offsetTop: string }) {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector(selectToasts);
  // The first toast usually answers a click (a Like, a follow): its styles are in by then.
  const idle = useIdleMoment();
  return (
    <Toaster
      toasts={toasts}
      offsetTop={offsetTop}
      prepareStyles={idle}
      onDismiss={(id) => dispatch(toastDismissed({ id }))}
    />
  );
}
