import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { selectSessionStatus } from '@likegripe/shared-core';
import { signOut } from '../../api/own-profile.api';
import { Header } from './Header';

jest.mock('../../remotes/RemoteSlot', () => ({
  RemoteSlot: ({ id, loading }: { id: string; loading?: React.ReactNode }) => (
    <span data-testid="remote-slot">
      {id}
      {loading}
    </span>
  ),
}));
jest.mock('../../api/own-profile.api', () => ({ signOut: jest.fn() }));
const signOutMock = jest.mocked(signOut);

const alice = {
  id: 'a1',
  username: 'alice',
  display_name: 'Alice Chen',
  bio: null,
  avatar_url: null,
  created_at: '2026-01-01T00:00:00Z',
};
const signedIn = {
  session: {
    status: 'signedIn' as const,
    user: { id: 'a1', email: 'alice@example.com' },
    profile: alice,
  },
};

describe('Header', () => {
  it('offers visitors Sign In and Sign Up, both to /auth', () => {
    renderWithProviders(<Header />, {
      preloadedState: { session: { status: 'signedOut', user: null, profile: null } },
    });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/auth?tab=signup',
    );
    expect(screen.queryByTestId('remote-slot')).not.toBeInTheDocument();
  });

  it('lets Sign In and Sign Up remember the page the visitor is on', () => {
    renderWithProviders(<Header />, {
      route: '/post/p1',
      preloadedState: { session: { status: 'signedOut', user: null, profile: null } },
    });
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?next=%2Fpost%2Fp1',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/auth?tab=signup&next=%2Fpost%2Fp1',
    );
  });

  it('shows moderators, and only them, the way to /moderation', () => {
    const { unmount } = renderWithProviders(<Header />, {
      preloadedState: { ...signedIn, moderator: { moderatorId: 'a1' } },
    });
    expect(screen.getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
    unmount();
    renderWithProviders(<Header />, {
      preloadedState: { ...signedIn, moderator: { moderatorId: null } },
    });
    expect(screen.getByRole('link', { name: 'Your profile' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
  });

  it('leaves the create button out where a member must finish their account first', () => {
    renderWithProviders(<Header />, { preloadedState: signedIn, route: '/auth/finish' });
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create review post' })).not.toBeInTheDocument();
  });

  it('puts the create button right after the member actions in keyboard order', () => {
    renderWithProviders(<Header />, { preloadedState: signedIn });
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('aria-label'));
    expect(links).toEqual(['Like and Gripe home', 'Your profile', 'Create review post']);
    const signOut = screen.getByRole('button', { name: 'Sign Out' });
    const create = screen.getByRole('link', { name: 'Create review post' });
    expect(signOut.compareDocumentPosition(create) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows nothing on the right while the session is still loading', () => {
    renderWithProviders(<Header />);
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('shows a member the bell, the avatar to their profile and Sign Out', () => {
    renderWithProviders(<Header />, { preloadedState: signedIn });
    expect(screen.getByTestId('remote-slot')).toHaveTextContent('notifications/Bell');
    // While the bell loads its slot keeps the bell's room, so the avatar does not move.
    expect(screen.getByTestId('bell-room')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute(
      'href',
      '/profile/alice',
    );
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('leaves the signed-out state to the auth event when the server signs out', async () => {
    signOutMock.mockResolvedValue(true);
    const { store } = renderWithProviders(<Header />, { preloadedState: signedIn });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(signOutMock).toHaveBeenCalled());
    expect(selectSessionStatus(store.getState())).toBe('signedIn');
  });

  it('clears the session itself when signing out failed on the server', async () => {
    signOutMock.mockResolvedValue(false);
    const { store } = renderWithProviders(<Header />, { preloadedState: signedIn });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(selectSessionStatus(store.getState())).toBe('signedOut'));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
