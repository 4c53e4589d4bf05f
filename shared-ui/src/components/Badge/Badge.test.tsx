import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Badge } from './Badge';

describe('Badge', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [5000, '99+'],
  ])('shows %p as %p', (count, text) => {
    renderWithTheme(<Badge count={count} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('renders nothing for zero unless asked', () => {
    const { rerender } = renderWithTheme(<Badge count={0} />);
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    rerender(<Badge count={0} showZero />);
    expect(screen.getByText('0')).toBeInTheDocument();
  });

  it('uses a caller-provided format', () => {
    renderWithTheme(
      <Badge
        count={12}
        max={9}
        formatCount={(count, max) => (count > max ? 'lots' : String(count))}
      />,
    );
    expect(screen.getByText('lots')).toBeInTheDocument();
  });

  it('shows a text label', async () => {
    const { container } = renderWithTheme(<Badge>Movies &amp; TV</Badge>);
    expect(screen.getByText('Movies & TV')).toHaveAttribute('data-kind', 'label');
    expect(await axe(container)).toHaveNoViolations();
  });
});
