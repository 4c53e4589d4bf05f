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

  it('replaces the toast of the same kind instead of piling up', () => {
    let state = reduce(undefined, bus.toastRequested({ title: 'Welcome back!' }));
    state = reduce(state, bus.toastRequested({ title: 'Reaction added', kind: 'reaction' }));
    const firstReaction = state[1]?.id;
    state = reduce(state, bus.toastRequested({ title: 'Reaction removed', kind: 'reaction' }));
    state = reduce(state, bus.toastRequested({ title: 'Reaction added', kind: 'reaction' }));
    expect(state.map((toast) => toast.title)).toEqual(['Welcome back!', 'Reaction added']);
    expect(state[1]?.id).not.toBe(firstReaction);
  });

  it('takes the same words as the same kind when no kind is given', () => {
    let state = reduce(undefined, bus.toastRequested({ title: 'Link copied!' }));
    state = reduce(state, bus.toastRequested({ title: 'Error', description: 'Oops' }));
    state = reduce(state, bus.toastRequested({ title: 'Error', description: 'Other' }));
    state = reduce(state, bus.toastRequested({ title: 'Link copied!' }));
    expect(state.map((toast) => [toast.title, toast.description])).toEqual([
      ['Error', 'Oops'],
      ['Error', 'Other'],
      ['Link copied!', undefined],
    ]);
  });

  it('removes only the dismissed toast', () => {
    let state = reduce(undefined, bus.toastRequested({ title: 'One' }));
    state = reduce(state, bus.toastRequested({ title: 'Two' }));
    const firstId = state[0]?.id ?? '';
    state = reduce(state, toastDismissed({ id: firstId }));
    expect(state.map((toast) => toast.title)).toEqual(['Two']);
  });
});
