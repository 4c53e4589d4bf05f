import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progressbar out of 100 by default', async () => {
    const { container } = renderWithTheme(
      <ProgressBar label="Review quality" value={72} showValue />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Review quality' });
    expect(bar).toHaveAttribute('aria-valuenow', '72');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('72/100')).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('clamps the value and honours a custom max', () => {
    renderWithTheme(<ProgressBar label="Steps" value={12} max={10} />);
    const bar = screen.getByRole('progressbar', { name: 'Steps' });
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    expect(bar).toHaveAttribute('aria-valuemax', '10');
  });
});
