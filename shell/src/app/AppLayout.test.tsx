import { screen } from '@testing-library/react';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { AppLayout } from './AppLayout';

jest.mock('../remotes/RemoteSlot', () => ({ RemoteSlot: () => null }));

const signedIn = {
  session: {
    status: 'signedIn' as const,
    user: { id: 'a1', email: 'alice@example.com' },
    profile: null,
  },
};
const signedOut = { session: { status: 'signedOut' as const, user: null, profile: null } };

describe('AppLayout', () => {
  it.each([
    ['a member on the feed', '/', signedIn, true],
    ['a member on a post', '/post/p1', signedIn, true],
    ['a member on /create, where the button is not', '/create', signedIn, false],
    ['a visitor', '/', signedOut, false],
  ])('reserves room for the create button’s strip for %s', (_who, route, state, reserved) => {
    renderWithProviders(<AppLayout />, { route, preloadedState: state });
    expect(screen.getByRole('main').hasAttribute('data-create-room')).toBe(reserved);
    expect(screen.queryByTestId('create-dock') !== null).toBe(reserved);
  });
});
