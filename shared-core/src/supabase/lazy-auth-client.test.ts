import {
  AuthApiError,
  isAuthError as authJsIsAuthError,
  type GoTrueClientOptions,
} from '@supabase/auth-js';
import { isAuthError, lazyAuthClientClass } from './lazy-auth-client';

const STORAGE_KEY = 'sb-127-auth-token';
const ALICE = { access_token: 'alice-token', user: { id: 'alice' } };

type Listener = (event: string, session: unknown) => void;

/** A stand-in for auth-js that records what was done to it and can announce events. */
function fakeAuth() {
  const log: string[] = [];
  const listeners = new Set<Listener>();
  let stored: typeof ALICE | null = null;
  class FakeClient {
    constructor(options: GoTrueClientOptions) {
      log.push(`new ${options.storageKey ?? ''}`);
      stored = localStorage.getItem(STORAGE_KEY) ? ALICE : null;
    }
    async getSession() {
      return { data: { session: stored }, error: null };
    }
    onAuthStateChange(callback: Listener) {
      listeners.add(callback);
      log.push('onAuthStateChange');
      // As auth-js tells each new listener the session it has.
      queueMicrotask(() => callback('INITIAL_SESSION', stored));
      return { data: { subscription: { unsubscribe: () => listeners.delete(callback) } } };
    }
    async signInWithPassword(credentials: { email: string }) {
      log.push(`signInWithPassword(${credentials.email})`);
      stored = ALICE;
      for (const listener of listeners) listener('SIGNED_IN', ALICE);
      return { data: { session: ALICE }, error: null };
    }
    async signOut() {
      log.push('signOut');
      return { error: null };
    }
    mfa = {
      listFactors: async () => {
        log.push('mfa.listFactors');
        return { data: { all: [], totp: [] }, error: null };
      },
      challengeAndVerify: async (params: { factorId: string; code: string }) => {
        log.push(`mfa.challengeAndVerify(${params.factorId}, ${params.code})`);
        return { data: null, error: null };
      },
    };
  }
  const load = jest.fn(async () => ({ AuthClient: FakeClient }) as never);
  return { log, load, listeners };
}

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 0));

function makeClient(load: () => Promise<never>) {
  const LazyAuthClient = lazyAuthClientClass(load);
  return new LazyAuthClient({ storageKey: STORAGE_KEY, url: 'http://127.0.0.1/auth/v1' });
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the auth-js stand-in', () => {
  it('loads auth-js for the two-factor calls and hands them on', async () => {
    const { load, log } = fakeAuth();
    const client = makeClient(load);
    await expect(client.mfa.listFactors()).resolves.toEqual({
      data: { all: [], totp: [] },
      error: null,
    });
    await client.mfa.challengeAndVerify({ factorId: 'f1', code: '123456' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(log).toEqual([
      `new ${STORAGE_KEY}`,
      'mfa.listFactors',
      'mfa.challengeAndVerify(f1, 123456)',
    ]);
  });

  it('tells a visitor there is no session without loading auth-js', async () => {
    const { load } = fakeAuth();
    const client = makeClient(load);
    const events: [string, unknown][] = [];
    client.onAuthStateChange((event, session) => events.push([event, session]));

    await expect(client.getSession()).resolves.toEqual({ data: { session: null }, error: null });
    await nextTick();
    expect(events).toEqual([['INITIAL_SESSION', null]]);
    expect(load).not.toHaveBeenCalled();
  });

  it('loads auth-js at once when the browser holds a session, and answers from it', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(ALICE));
    const { load, log } = fakeAuth();
    const client = makeClient(load);
    expect(load).toHaveBeenCalledTimes(1);

    await expect(client.getSession()).resolves.toEqual({ data: { session: ALICE }, error: null });
    expect(log[0]).toBe(`new ${STORAGE_KEY}`);
  });

  it.each([
    ['an email link with a session in the hash', '/#access_token=abc&refresh_token=def'],
    ['a PKCE sign-in code', '/auth/reset?code=123'],
    ['an expired link', '/#error=access_denied&error_code=otp_expired'],
  ])('loads auth-js at once on %s, which auth-js reads from the URL', (_case, url) => {
    window.history.replaceState(null, '', url);
    const { load } = fakeAuth();
    makeClient(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('moves listeners to auth-js when someone signs in, and they hear the sign-in', async () => {
    const { load, log } = fakeAuth();
    const client = makeClient(load);
    const events: string[] = [];
    client.onAuthStateChange((event) => events.push(event));
    await nextTick();

    const answer = await client.signInWithPassword({ email: 'alice@example.com', password: 'pw' });

    expect(answer.data.session).toEqual(ALICE);
    expect(log).toEqual([
      `new ${STORAGE_KEY}`,
      'onAuthStateChange',
      'signInWithPassword(alice@example.com)',
    ]);
    // The stand-in's "nobody", then auth-js's own first word to the moved listener, then the sign-in.
    expect(events).toEqual(['INITIAL_SESSION', 'INITIAL_SESSION', 'SIGNED_IN']);
    await expect(client.getSession()).resolves.toEqual({ data: { session: ALICE }, error: null });
  });

  it('does not move a listener that left before auth-js loaded', async () => {
    const { load, listeners } = fakeAuth();
    const client = makeClient(load);
    const { data } = client.onAuthStateChange(() => undefined);
    data.subscription.unsubscribe();
    const events: string[] = [];
    client.onAuthStateChange((event) => events.push(event));

    await client.signOut();

    expect(listeners.size).toBe(1);
    await nextTick();
    expect(events).toEqual(['INITIAL_SESSION']);
  });

  it('loads auth-js when another tab signs in', async () => {
    const { load } = fakeAuth();
    const client = makeClient(load);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(ALICE));
    window.dispatchEvent(
      new StorageEvent('storage', { key: STORAGE_KEY, newValue: JSON.stringify(ALICE) }),
    );
    expect(load).toHaveBeenCalledTimes(1);
    await expect(client.getSession()).resolves.toEqual({ data: { session: ALICE }, error: null });
  });

  it('fails the call when auth-js cannot load, and tries again on the next one', async () => {
    const { load: loadFake } = fakeAuth();
    const load = jest
      .fn<Promise<never>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockImplementation(loadFake);
    const client = makeClient(load);

    await expect(client.signOut()).rejects.toThrow('chunk failed');
    await expect(client.signOut()).resolves.toEqual({ error: null });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("tells auth-js's errors from others as auth-js does", () => {
    const cases = [new AuthApiError('Invalid login credentials', 400, 'invalid_credentials')];
    const others = [new Error('network'), null, 'text', { message: 'x' }];
    for (const value of [...cases, ...others]) {
      expect(isAuthError(value)).toBe(authJsIsAuthError(value));
    }
    expect(isAuthError(cases[0])).toBe(true);
  });
});
