import { sessionSlice, signedIn, signedOut, profileLoaded } from './session.slice';
import { profileWithFallback } from './session.types';

const reduce = sessionSlice.reducer;
const alice = { id: 'a1', email: 'alice@example.com' };
const aliceProfile = {
  id: 'a1',
  username: 'alice',
  display_name: 'Alice',
  bio: null,
  avatar_url: null,
  created_at: '2026-01-01T00:00:00Z',
};

describe('session slice', () => {
  it('starts loading, with nobody signed in', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      status: 'loading',
      user: null,
      profile: null,
    });
  });

  it('keeps the profile of the member who is signed in', () => {
    let state = reduce(undefined, signedIn({ user: alice }));
    state = reduce(state, profileLoaded(aliceProfile));
    expect(state.status).toBe('signedIn');
    expect(state.profile?.username).toBe('alice');
  });

  it('ignores a profile that belongs to someone else', () => {
    const state = reduce(
      reduce(undefined, signedIn({ user: alice })),
      profileLoaded({ ...aliceProfile, id: 'b2' }),
    );
    expect(state.profile).toBeNull();
  });

  it('forgets user and profile on sign-out', () => {
    let state = reduce(undefined, signedIn({ user: alice }));
    state = reduce(reduce(state, profileLoaded(aliceProfile)), signedOut());
    expect(state).toEqual({ status: 'signedOut', user: null, profile: null });
  });
});

describe('profileWithFallback', () => {
  it.each([
    [null, 'unknown', 'Unknown User'],
    [{ username: 'bob' }, 'bob', 'Unknown User'],
    [{ username: 'bob', display_name: 'Bob' }, 'bob', 'Bob'],
  ])('fills %j with the spec fallbacks', (row, username, displayName) => {
    const profile = profileWithFallback('id1', row);
    expect(profile.username).toBe(username);
    expect(profile.display_name).toBe(displayName);
  });
});
