import { fireEvent, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { RelativeTime } from './RelativeTime';

const THREE_HOURS_AGO = new Date(Date.now() - 3 * 60 * 60 * 1000 - 1000).toISOString();

describe('RelativeTime', () => {
  it('shows the given age with the machine-readable date', async () => {
    const { container } = renderWithTheme(<RelativeTime date={THREE_HOURS_AGO} text="3h ago" />);
    const time = screen.getByText('3h ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', THREE_HOURS_AGO);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('gives the full local date and time as the tooltip once hovered', () => {
    renderWithTheme(<RelativeTime date={THREE_HOURS_AGO} text="3h ago" />);
    const time = screen.getByText('3h ago');
    expect(time).not.toHaveAttribute('title');
    fireEvent.pointerEnter(time);
    expect(time).toHaveAttribute('title', new Date(THREE_HOURS_AGO).toLocaleString());
  });
});
