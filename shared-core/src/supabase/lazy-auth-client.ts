// supabase-js builds its auth client in its constructor, so auth-js (24 KB gzip of its 102) would load
// and compile on every first page, though a visitor's pages only ask it whether anyone is signed in.
// The site's builds alias '@supabase/auth-js' to this module (tooling/build/rspack-config.mjs): it answers
// "nobody" itself while nothing in the browser says otherwise, and loads the real client as soon as
// something does (a stored session, a sign-in link's parameters, a sign-in in another tab) or a
// method that talks to the auth server is called.
//
// supabase-js calls getSession, onAuthStateChange and signOut on its auth client; the site's code
// calls getSession, onAuthStateChange, signUp, signInWithPassword, signOut, resetPasswordForEmail,
// resend, updateUser and the two-factor calls under `mfa`.
import type {
  AuthError,
  GoTrueClient,
  GoTrueClientOptions,
  Subscription,
} from '@supabase/auth-js/dist/module/index.js';

/**
 * auth-js's own test for its errors, each of which carries this mark. supabase-js passes the name on,
 * and importing it from auth-js would bring all of auth-js's error classes along.
 */
export function isAuthError(error: unknown): error is AuthError {
  return typeof error === 'object' && error !== null && '__isAuthError' in error;
}

type AuthModule = { AuthClient: typeof GoTrueClient };
type Mfa = GoTrueClient['mfa'];
type StateChangeCallback = Subscription['callback'];

/** Parameters auth-js reads from a page's URL as a sign-in's answer (implicit grant, PKCE, errors). */
const SIGN_IN_URL_PARAMETERS = ['access_token', 'error', 'error_description', 'error_code', 'code'];

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage blocked by the browser's settings.
  }
}

/** Whether the browser holds anything of the auth client's: a session, a user, a PKCE verifier. */
function holdsAuthState(storage: Storage, storageKey: string): boolean {
  for (let index = 0; index < storage.length; index += 1) {
    if (storage.key(index)?.startsWith(storageKey)) return true;
  }
  return false;
}

function urlCarriesSignIn(): boolean {
  const url = new URL(window.location.href);
  const hash = new URLSearchParams(url.hash.slice(1));
  return SIGN_IN_URL_PARAMETERS.some((name) => url.searchParams.has(name) || hash.has(name));
}

/** A listener registered before auth-js loaded; it moves to the real client when that loads. */
interface PendingListener {
  callback: StateChangeCallback;
  real: Subscription | undefined;
  removed: boolean;
}

/** The stand-in class, with the way to load auth-js given (the tests give a fake). */
export function lazyAuthClientClass(load: () => Promise<AuthModule>) {
  return class LazyAuthClient {
    private readonly options: GoTrueClientOptions;
    private readonly storageKey: string;
    private loading: Promise<GoTrueClient> | undefined;
    private client: GoTrueClient | undefined;
    private readonly listeners: PendingListener[] = [];

    constructor(options: GoTrueClientOptions) {
      this.options = options;
      this.storageKey = options.storageKey ?? '';
      if (this.mustStartNow()) {
        void this.load().catch(() => undefined);
      } else {
        window.addEventListener('storage', this.onStorage);
      }
    }

    /** Without a browser's storage to look in, only the real client can tell. */
    private mustStartNow(): boolean {
      const storage = browserStorage();
      if (!storage || !this.storageKey || this.options.storage) return true;
      return holdsAuthState(storage, this.storageKey) || urlCarriesSignIn();
    }

    private readonly onStorage = (event: StorageEvent) => {
      if (event.key?.startsWith(this.storageKey) && event.newValue) {
        void this.load().catch(() => undefined);
      }
    };

    private load(): Promise<GoTrueClient> {
      this.loading ??= load().then(
        ({ AuthClient }) => {
          window.removeEventListener('storage', this.onStorage);
          const client = new AuthClient(this.options);
          this.client = client;
          for (const listener of this.listeners) {
            if (!listener.removed) {
              listener.real = client.onAuthStateChange(listener.callback).data.subscription;
            }
          }
          return client;
        },
        (error: unknown) => {
          this.loading = undefined; // The next call tries again.
          throw error;
        },
      );
      return this.loading;
    }

    async getSession(): ReturnType<GoTrueClient['getSession']> {
      if (!this.loading && !this.mustStartNow()) return { data: { session: null }, error: null };
      return (await this.load()).getSession();
    }

    onAuthStateChange(callback: StateChangeCallback): { data: { subscription: Subscription } } {
      if (this.client) return this.client.onAuthStateChange(callback);
      const listener: PendingListener = { callback, real: undefined, removed: false };
      this.listeners.push(listener);
      if (!this.loading) {
        // As auth-js tells a new listener the session it starts with, once it knows it.
        queueMicrotask(() => {
          if (!this.loading && !listener.removed) callback('INITIAL_SESSION', null);
        });
      }
      const subscription: Subscription = {
        id: Symbol('auth listener'),
        callback,
        unsubscribe: () => {
          listener.removed = true;
          listener.real?.unsubscribe();
          const index = this.listeners.indexOf(listener);
          if (index >= 0) this.listeners.splice(index, 1);
        },
      };
      return { data: { subscription } };
    }

    async signUp(...args: Parameters<GoTrueClient['signUp']>) {
      return (await this.load()).signUp(...args);
    }

    async signInWithPassword(...args: Parameters<GoTrueClient['signInWithPassword']>) {
      return (await this.load()).signInWithPassword(...args);
    }

    async signOut(...args: Parameters<GoTrueClient['signOut']>) {
      return (await this.load()).signOut(...args);
    }

    async resetPasswordForEmail(...args: Parameters<GoTrueClient['resetPasswordForEmail']>) {
      return (await this.load()).resetPasswordForEmail(...args);
    }

    async resend(...args: Parameters<GoTrueClient['resend']>) {
      return (await this.load()).resend(...args);
    }

    async updateUser(...args: Parameters<GoTrueClient['updateUser']>) {
      return (await this.load()).updateUser(...args);
    }

    /** Two-factor sign-in; each call loads auth-js first (they all talk to the auth server). */
    readonly mfa = {
      enroll: async (...args: Parameters<Mfa['enroll']>) => (await this.load()).mfa.enroll(...args),
      challenge: async (...args: Parameters<Mfa['challenge']>) =>
        (await this.load()).mfa.challenge(...args),
      verify: async (...args: Parameters<Mfa['verify']>) => (await this.load()).mfa.verify(...args),
      challengeAndVerify: async (...args: Parameters<Mfa['challengeAndVerify']>) =>
        (await this.load()).mfa.challengeAndVerify(...args),
      unenroll: async (...args: Parameters<Mfa['unenroll']>) =>
        (await this.load()).mfa.unenroll(...args),
      listFactors: async () => (await this.load()).mfa.listFactors(),
      getAuthenticatorAssuranceLevel: async (
        ...args: Parameters<Mfa['getAuthenticatorAssuranceLevel']>
      ) => (await this.load()).mfa.getAuthenticatorAssuranceLevel(...args),
    };
  };
}

export const AuthClient = lazyAuthClientClass(
  () => import('@supabase/auth-js/dist/module/index.js'),
);
