import { bus } from '@likegripe/shared-core';
import { toastDismissed, toastsSlice } from './toasts.slice';

const reduce = toastsSlice.reducer;

describe('toasts slice', () => {
  it('adds a toast for every bus request, in order', () => {
    let state = reduce(undefined, bus.toastRequested({ title: 'Welcome back!' }));
    state = reduce(
      state,
      bus.toastRequested({ title: 'Error', description: 'Oops', variant: 'error' }),
    );
    expect(state.map((toast) => toast.title)).toEqual(['Welcome back!', 'Error']);
    expect(state[1]).toMatchObject({ description: 'Oops', variant: 'error' });
    expect(new Set(state.map((toast) => toast.id)).size).toBe(2);
  });

  it('removes only the dismissed toast', () => {
    let state = reduce(undefined, bus.toastRequested({ title: 'One' }));
    state = reduce(state, bus.toastRequested({ title: 'Two' }));
    const firstId = state[0]?.id ?? '';
    state = reduce(state, toastDismissed({ id: firstId }));
    expect(state.map((toast) => toast.title)).toEqual(['Two']);
  });
});
