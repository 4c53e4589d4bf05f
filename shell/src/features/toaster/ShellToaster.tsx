import { Toaster } from '@likegripe/shared-ui';
import { useAppDispatch, useAppSelector, rootReducer } from '@likegripe/shared-core';
import { selectToasts, toastDismissed, toastsSlice } from './toasts.slice';

const injectedToasts = toastsSlice.injectInto(rootReducer);

/** Renders every toast the bus asked for. */
export function ShellToaster() {
  const dispatch = useAppDispatch();
  const toasts = useAppSelector((state) => selectToasts(injectedToasts.selectSlice(state)));
  return <Toaster toasts={toasts} onDismiss={(id) => dispatch(toastDismissed({ id }))} />;
}
