import { getSupabase } from '@likegripe/shared-core';
import { fetchOwnAccount, signOut } from './own-profile.api';

jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual('@likegripe/shared-core'),
  getSupabase: jest.fn(),
}));

function fakeAuth(...results: ({ message: string } | null)[]) {
  const authSignOut = jest.fn();
  for (const error of results) authSignOut.mockResolvedValueOnce({ error });
  jest.mocked(getSupabase).mockReturnValue({ auth: { signOut: authSignOut } } as never);
  return authSignOut;
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('sb-127-auth-token', '{"access_token":"t"}');
  localStorage.setItem('feed-scroll', '120');
});

describe('signOut', () => {
  it('signs out everywhere', async () => {
    const authSignOut = fakeAuth(null);
    await expect(signOut()).resolves.toBe(true);
    expect(authSignOut).toHaveBeenCalledWith();
  });

  it('falls back to a local sign-out when the global one fails', async () => {
    const authSignOut = fakeAuth({ message: 'Network down' }, null);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(signOut()).resolves.toBe(true);
    expect(authSignOut).toHaveBeenLastCalledWith({ scope: 'local' });
  });

  it('forgets the stored session when the server cannot be reached at all', async () => {
    fakeAuth({ message: 'Network down' }, { message: 'Network down' });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(signOut()).resolves.toBe(false);
    expect(localStorage.getItem('sb-127-auth-token')).toBeNull();
    expect(localStorage.getItem('feed-scroll')).toBe('120');
  });
});

describe('fetchOwnAccount', () => {
  function fakeProfileRead(data: unknown) {
    const calls: unknown[][] = [];
    const chain = {
      select: (...args: unknown[]) => (calls.push(['select', ...args]), chain),
      eq: (...args: unknown[]) => (calls.push(['eq', ...args]), chain),
      maybeSingle: async () => ({ data, error: null }),
    };
    jest.mocked(getSupabase).mockReturnValue({
      from: (table: string) => (calls.push(['from', table]), chain),
    } as never);
    return calls;
  }
  const row = {
    id: 'm1',
    username: 'mona',
    display_name: 'Mona',
    bio: null,
    avatar_url: null,
    created_at: '2026-01-01T00:00:00Z',
  };

  it('reads the profile and the moderator row in one request', async () => {
    const calls = fakeProfileRead({ ...row, moderators: { user_id: 'm1' } });
    await expect(fetchOwnAccount('m1')).resolves.toEqual({ profile: row, isModerator: true });
    expect(calls).toEqual([
      ['from', 'profiles'],
      ['select', '*, moderators(user_id)'],
      ['eq', 'id', 'm1'],
    ]);
  });

  it('is not a moderator without a row, and gets the fallback profile without one', async () => {
    fakeProfileRead({ ...row, moderators: null });
    await expect(fetchOwnAccount('m1')).resolves.toEqual({ profile: row, isModerator: false });
    fakeProfileRead(null);
    const missing = await fetchOwnAccount('m1');
    expect(missing.isModerator).toBe(false);
    expect(missing.profile.username).toBe('unknown');
  });
});
