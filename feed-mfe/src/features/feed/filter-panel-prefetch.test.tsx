import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { FeedHero } from './FeedHero';

// The Filters panel's code is its own chunk, asked for when opening it becomes likely (a finger or
// mouse button going down on Filters, the mouse on it, the keyboard's focus), not on the click.
const mockPanelCodeRun = jest.fn();
jest.mock('./FilterPanel', () => {
  mockPanelCodeRun();
  return jest.requireActual<typeof import('./FilterPanel')>('./FilterPanel');
});

describe('the Filters button', () => {
  it("starts loading the panel's code when a pointer goes down on it, before the click", async () => {
    renderWithProviders(<FeedHero />);
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(mockPanelCodeRun).not.toHaveBeenCalled();

    fireEvent.pointerDown(filters);
    await waitFor(() => expect(mockPanelCodeRun).toHaveBeenCalledTimes(1));
    expect(filters).toHaveAttribute('aria-expanded', 'false');
  });
});
