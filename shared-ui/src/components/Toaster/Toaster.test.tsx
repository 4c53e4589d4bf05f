import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Toaster } from './Toaster';

describe('Toaster', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows toasts in a polite live region', async () => {
    const { container } = renderWithTheme(
      <Toaster
        toasts={[
          {
            id: 'a',
            title: 'Account created!',
            description: 'Please check your email to verify your account.',
          },
        ]}
        onDismiss={jest.fn()}
      />,
    );
    const region = screen.getByRole('region', { name: 'Messages' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(within(region).getByText('Account created!')).toBeVisible();
    expect(
      within(region).getByText('Please check your email to verify your account.'),
    ).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    ['the top of the screen', undefined, 'calc(12px)'],
    ['the room kept for a sticky header', '64px', 'calc(76px)'],
  ])('starts a step (space.md) below %s', (_case, offsetTop, top) => {
    renderWithTheme(
      <Toaster
        toasts={[{ id: 'a', title: 'Welcome back!' }]}
        onDismiss={jest.fn()}
        offsetTop={offsetTop}
      />,
    );
    expect(getComputedStyle(screen.getByRole('region', { name: 'Messages' })).top).toBe(top);
  });

  it('draws a hidden toast when asked to prepare the styles, and nothing a reader meets', async () => {
    const { container } = renderWithTheme(
      <Toaster toasts={[]} onDismiss={jest.fn()} prepareStyles />,
    );
    expect(screen.getByRole('button', { name: 'Dismiss:', hidden: true })).not.toBeVisible();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('draws no hidden toast unless asked', () => {
    renderWithTheme(<Toaster toasts={[]} onDismiss={jest.fn()} />);
    expect(screen.queryAllByRole('button', { hidden: true })).toEqual([]);
  });

  it('dismisses with the close button', async () => {
    const onDismiss = jest.fn();
    renderWithTheme(
      <Toaster toasts={[{ id: 'a', title: 'Welcome back!' }]} onDismiss={onDismiss} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: Welcome back!' }));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('dismisses itself after 5000 ms by default', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    renderWithTheme(
      <Toaster toasts={[{ id: 'a', title: 'Reaction added' }]} onDismiss={onDismiss} />,
    );
    act(() => jest.advanceTimersByTime(4999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('honours a custom duration', () => {
    jest.useFakeTimers();
    const onDismiss = jest.fn();
    renderWithTheme(
      <Toaster
        toasts={[{ id: 'b', title: 'Link copied', durationMs: 10000 }]}
        onDismiss={onDismiss}
      />,
    );
    act(() => jest.advanceTimersByTime(9999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledWith('b');
  });
});
