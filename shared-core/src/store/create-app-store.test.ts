import { bus } from '../bus/bus-events';
import { signedIn } from '../session/session.slice';
import { createAppStore, startAppListening } from './create-app-store';

describe('the app store', () => {
  it('holds the session and the shared api', () => {
    const state = createAppStore().getState();
    expect(state.session.status).toBe('loading');
    expect(state.api).toBeDefined();
  });

  it('delivers a bus event to a listener another part of the site registered', async () => {
    const store = createAppStore();
    const seen: string[] = [];
    const stop = startAppListening({
      actionCreator: bus.postDeleted,
      effect: (action) => {
        seen.push(action.payload.postId);
      },
    });
    store.dispatch(bus.postDeleted({ postId: 'p1' }));
    stop();
    store.dispatch(bus.postDeleted({ postId: 'p2' }));
    expect(seen).toEqual(['p1']);
  });

  it('applies session actions dispatched by anyone', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ user: { id: 'u1', email: null } }));
    expect(store.getState().session.user?.id).toBe('u1');
  });
});
