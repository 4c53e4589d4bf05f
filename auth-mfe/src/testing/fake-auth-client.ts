// A stand-in for the few supabase-js calls the auth screen makes, so component tests run offline.
type RpcResult = { data: boolean | null; error: { message: string } | null };
type AuthResult = {
  data: unknown;
  error: { name?: string; message: string; status?: number } | null;
};

type WriteResult = { error: { message: string; code?: string } | null };

export interface FakeAuthClient {
  rpc: jest.Mock<Promise<RpcResult>, [string, Record<string, string>]>;
  /** `from('profiles').update(changes).eq('id', id)`, recorded as (changes, id). */
  updateProfile: jest.Mock<Promise<WriteResult>, [Record<string, string>, string]>;
  from: (table: 'profiles') => {
    update: (changes: Record<string, string>) => { eq: (column: 'id', id: string) => unknown };
  };
  auth: {
    signInWithPassword: jest.Mock<Promise<AuthResult>, [unknown]>;
    signUp: jest.Mock<Promise<AuthResult>, [unknown]>;
    resend: jest.Mock<Promise<AuthResult>, [unknown]>;
    resetPasswordForEmail: jest.Mock<Promise<AuthResult>, [string, unknown]>;
    updateUser: jest.Mock<Promise<AuthResult>, [unknown]>;
  };
}

/** Every call succeeds and every username is valid and free unless a test says otherwise. */
export function createFakeAuthClient(): FakeAuthClient {
  const updateProfile = jest.fn<Promise<WriteResult>, [Record<string, string>, string]>(
    async () => ({ error: null }),
  );
  return {
    updateProfile,
    from: () => ({ update: (changes) => ({ eq: (_column, id) => updateProfile(changes, id) }) }),
    rpc: jest.fn<Promise<RpcResult>, [string, Record<string, string>]>(async () => ({
      data: true,
      error: null,
    })),
    auth: {
      signInWithPassword: jest.fn<Promise<AuthResult>, [unknown]>(async () => ({
        data: {},
        error: null,
      })),
      signUp: jest.fn<Promise<AuthResult>, [unknown]>(async () => ({ data: {}, error: null })),
      resend: jest.fn<Promise<AuthResult>, [unknown]>(async () => ({ data: {}, error: null })),
      resetPasswordForEmail: jest.fn<Promise<AuthResult>, [string, unknown]>(async () => ({
        data: {},
        error: null,
      })),
      updateUser: jest.fn<Promise<AuthResult>, [unknown]>(async () => ({ data: {}, error: null })),
    },
  };
}
