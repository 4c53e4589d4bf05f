import { createAppStore } from '@likegripe/shared-core';
import { v1Action } from '@likegripe/shared-core/testing';
import { startNavigationListener } from './navigation/navigation-listener';
import { toastsSlice } from './toaster/toasts.slice';

// A remote built against the 1.x bus sends these exact actions; the shell still handles them.
describe('the shell with 1.x bus events', () => {
  it('shows a 1.x toast request with its title, message, tone and duration', () => {
    const state = toastsSlice.reducer(undefined, v1Action('toastRequested'));
    expect(state).toEqual([
      expect.objectContaining({
        title: 'Report submitted',
        description: 'Thanks.',
        variant: 'success',
        durationMs: 5000,
      }),
    ]);
  });

  it('navigates where a 1.x navigation request asks', () => {
    const store = createAppStore();
    const navigate = jest.fn();
    const stop = startNavigationListener(navigate);
    store.dispatch(v1Action('navigationRequested'));
    stop();
    expect(navigate).toHaveBeenCalledWith('/post/1');
  });
});
