import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { ShellToaster } from './ShellToaster';

afterEach(() => {
  jest.useRealTimers();
});

it("draws a hidden toast at the page's first idle moment, so the first real one brings no new styles", () => {
  jest.useFakeTimers();
  renderWithProviders(<ShellToaster offsetTop="64px" />);
  expect(screen.queryAllByRole('button', { hidden: true })).toEqual([]);
  // jsdom has no requestIdleCallback: the hook's fallback waits a second.
  act(() => {
    jest.advanceTimersByTime(1000);
  });
  expect(screen.getByRole('button', { name: 'Dismiss:', hidden: true })).not.toBeVisible();
  expect(screen.queryAllByRole('button')).toEqual([]);
});
