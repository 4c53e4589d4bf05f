import { getSupabase } from '@likegripe/shared-core';
import { signOut } from './own-profile.api';

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
