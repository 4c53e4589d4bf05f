import type { Session } from '@supabase/supabase-js';
import {
  createAppStore,
  getSupabase,
  listenerMiddleware,
  selectOwnProfile,
  selectSessionStatus,
  selectSessionUser,
} from '@likegripe/shared-core';
import { fetchOwnAccount } from '../../api/own-profile.api';
import { selectModeratorId } from '../../api/moderator.slice';
import { startSessionSync } from './session-sync';

jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: jest.fn(),
}));
jest.mock('../../api/own-profile.api', () => ({ fetchOwnAccount: jest.fn() }));

type AuthListener = (event: string, session: Session | null) => void;

function setUp() {
  let emit: AuthListener = () => undefined;
  jest.mocked(getSupabase).mockReturnValue({
    auth: {
      onAuthStateChange: (listener: AuthListener) => {
        emit = listener;
        return { data: { subscription: { unsubscribe: jest.fn() } } };
      },
    },
  } as never);
  jest.mocked(fetchOwnAccount).mockImplementation(async (id) => ({
    profile: {
      id,
      username: `user_${id}`,
      display_name: 'Someone',
      bio: null,
      avatar_url: null,
      created_at: '2026-01-01T00:00:00Z',
    },
    isModerator: id === 'mod1',
  }));
  const store = createAppStore();
  const invalidations: unknown[] = [];
  const stopSpy = listenerMiddleware.startListening({
    predicate: (action) => action.type === 'api/invalidateTags',
    effect: (action) => {
      invalidations.push(action);
    },
  });
  const stop = startSessionSync(store.dispatch);
  const session = (id: string, appMetadata = {}) =>
    ({ user: { id, email: `${id}@example.com`, app_metadata: appMetadata } }) as Session;
  return {
    store,
    invalidations,
    signIn: (id: string, event = 'SIGNED_IN', appMetadata = {}) =>
      emit(event, session(id, appMetadata)),
    signOut: () => emit('SIGNED_OUT', null),
    emit,
    stop: () => {
      stop();
      stopSpy();
    },
  };
}

describe('startSessionSync', () => {
  it('mirrors the initial session and loads the own profile', async () => {
    const sync = setUp();
    sync.signIn('a1', 'INITIAL_SESSION');
    expect(selectSessionStatus(sync.store.getState())).toBe('signedIn');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(selectOwnProfile(sync.store.getState())?.username).toBe('user_a1');
    expect(sync.invalidations).toHaveLength(0);
    sync.stop();
  });

  it('knows whether the member moderates from the same read, and forgets it for the next member', async () => {
    const sync = setUp();
    sync.signIn('mod1', 'INITIAL_SESSION');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(selectModeratorId(sync.store.getState())).toBe('mod1');
    sync.signIn('a1');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(selectModeratorId(sync.store.getState())).toBeNull();
    expect(fetchOwnAccount).toHaveBeenCalledTimes(2);
    sync.stop();
  });

  it('keeps everything on a token refresh of the same member', async () => {
    const sync = setUp();
    sync.signIn('a1', 'INITIAL_SESSION');
    sync.signIn('a1', 'TOKEN_REFRESHED');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fetchOwnAccount).toHaveBeenCalledTimes(1);
    expect(sync.invalidations).toHaveLength(0);
    sync.stop();
  });

  it('tells a contested sign-up apart until the member has chosen a password', () => {
    const sync = setUp();
    sync.signIn('a1', 'SIGNED_IN', { provider: 'email', signup_contested: true });
    expect(selectSessionUser(sync.store.getState())?.signUpContested).toBe(true);
    sync.signIn('a1', 'USER_UPDATED', { provider: 'email' });
    expect(selectSessionUser(sync.store.getState())?.signUpContested).toBe(false);
    sync.stop();
  });

  it('re-reads cached data when the member signs in or out', () => {
    const sync = setUp();
    sync.signOut();
    expect(selectSessionStatus(sync.store.getState())).toBe('signedOut');
    sync.signIn('a1');
    sync.signOut();
    expect(selectSessionStatus(sync.store.getState())).toBe('signedOut');
    expect(sync.invalidations).toHaveLength(2);
    sync.stop();
  });

  it('counts a two-factor sign-in as signed out until its code is verified', () => {
    const sync = setUp();
    const token = (aal: string) =>
      ['{"alg":"HS256"}', JSON.stringify({ sub: 'a1', aal }), 'sig']
        .map((part) => btoa(part).replace(/=+$/, ''))
        .join('.');
    const withApp = (aal: string) =>
      ({
        access_token: token(aal),
        user: {
          id: 'a1',
          email: 'a1@example.com',
          app_metadata: {},
          factors: [{ id: 'f1', status: 'verified', factor_type: 'totp' }],
        },
      }) as unknown as Session;
    sync.emit('SIGNED_IN', withApp('aal1'));
    expect(selectSessionStatus(sync.store.getState())).toBe('signedOut');
    expect(selectSessionUser(sync.store.getState())).toBeNull();
    sync.emit('MFA_CHALLENGE_VERIFIED', withApp('aal2'));
    expect(selectSessionStatus(sync.store.getState())).toBe('signedIn');
    expect(selectSessionUser(sync.store.getState())?.id).toBe('a1');
    sync.stop();
  });
});

afterEach(() => jest.clearAllMocks());
