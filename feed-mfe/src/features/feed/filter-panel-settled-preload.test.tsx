import { act, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { FeedHero } from './FeedHero';

// A file of its own: the panel's module runs once per file, and this test needs it not yet run.
const mockPanelCodeRun = jest.fn();
jest.mock('./FilterPanel', () => {
  mockPanelCodeRun();
  return jest.requireActual<typeof import('./FilterPanel')>('./FilterPanel');
});

it("loads the Filters panel's code once the first screen has settled, before any tap", async () => {
  jest.useFakeTimers();
  try {
    renderWithProviders(<FeedHero />);
    expect(mockPanelCodeRun).not.toHaveBeenCalled();
    // The page has loaded (jsdom's document is complete); it settles two seconds later.
    await act(() => jest.advanceTimersByTimeAsync(2000));
    await waitFor(() => expect(mockPanelCodeRun).toHaveBeenCalledTimes(1));
  } finally {
    jest.useRealTimers();
  }
});
