import {
  createAppStore,
  profileLoaded,
  signedIn,
  signedOut,
  startAppListening,
  bus,
  type Profile,
  type ToastRequest,
} from '@likegripe/shared-core';
import { signUpConfirmationUserId } from './signup-confirmation';
import { startWelcomeGreeting } from './welcome-greeting';

/** A token as GoTrue signs it; only its payload is read here. */
const tokenFor = (sub: string) =>
  `header.${btoa(JSON.stringify({ sub, role: 'authenticated' })).replace(/=+$/, '')}.signature`;

const hashFor = (sub: string, type: string) =>
  `#access_token=${tokenFor(sub)}&expires_in=3600&refresh_token=r&token_type=bearer&type=${type}`;

const profileOf = (id: string, displayName: string): Profile => ({
  id,
  username: `user_${id}`,
  display_name: displayName,
  bio: null,
  avatar_url: null,
  created_at: '2026-12-06T00:00:00Z',
});

describe('signUpConfirmationUserId', () => {
  it('reads the member a sign-up confirmation link signed in', () => {
    expect(signUpConfirmationUserId(hashFor('u-new', 'signup'))).toBe('u-new');
  });

  it.each([
    ['a reset link', hashFor('u1', 'recovery')],
    ['a magic link', hashFor('u1', 'magiclink')],
    ['an error', '#error=access_denied&error_code=otp_expired&type=signup'],
    ['an anchor', '#comments'],
    ['nothing', ''],
    ['an unreadable token', '#access_token=not-a-jwt&type=signup'],
  ])('is null for %s', (_case, hash) => {
    expect(signUpConfirmationUserId(hash)).toBeNull();
  });
});

describe('startWelcomeGreeting', () => {
  const toasts: ToastRequest[] = [];
  let stops: (() => void)[] = [];
  beforeAll(() => {
    startAppListening({
      actionCreator: bus.toastRequested,
      effect: (action) => {
        toasts.push(action.payload);
      },
    });
  });
  beforeEach(() => {
    toasts.length = 0;
  });
  afterEach(() => {
    for (const stop of stops) stop();
    stops = [];
  });

  function arrive(hash: string) {
    const store = createAppStore();
    stops.push(startWelcomeGreeting(hash));
    return store;
  }

  it('greets the confirmed member by name, once', () => {
    const store = arrive(hashFor('u-new', 'signup'));
    store.dispatch(signedIn({ user: { id: 'u-new', email: 'new@example.com' } }));
    store.dispatch(profileLoaded(profileOf('u-new', 'New Member')));
    store.dispatch(profileLoaded(profileOf('u-new', 'New Member')));
    expect(toasts).toEqual([
      {
        title: 'Welcome to Like and Gripe, New Member!',
        description: 'Your email is confirmed and you are signed in.',
        variant: 'success',
        kind: 'welcome',
      },
    ]);
  });

  it('does not greet an ordinary sign-in', () => {
    const store = arrive('');
    store.dispatch(signedIn({ user: { id: 'u1', email: 'u1@example.com' } }));
    store.dispatch(profileLoaded(profileOf('u1', 'Someone')));
    expect(toasts).toEqual([]);
  });

  it('does not greet a later sign-in of someone else, or after a sign-out', () => {
    const store = arrive(hashFor('u-new', 'signup'));
    store.dispatch(signedIn({ user: { id: 'u1', email: 'u1@example.com' } }));
    store.dispatch(profileLoaded(profileOf('u1', 'Someone')));
    store.dispatch(signedOut());
    store.dispatch(signedIn({ user: { id: 'u-new', email: 'new@example.com' } }));
    store.dispatch(profileLoaded(profileOf('u-new', 'New Member')));
    expect(toasts).toEqual([]);
  });

  it('does not greet a contested sign-up, which must be finished first', () => {
    const store = arrive(hashFor('u-new', 'signup'));
    store.dispatch(
      signedIn({ user: { id: 'u-new', email: 'new@example.com', signUpContested: true } }),
    );
    store.dispatch(profileLoaded(profileOf('u-new', 'Chosen By Someone Else')));
    expect(toasts).toEqual([]);
  });
});
