import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { TrustBadge, type TrustLevel } from './TrustBadge';

describe('TrustBadge', () => {
  it.each<[TrustLevel, string]>([
    ['new', 'New'],
    ['bronze', 'Bronze'],
    ['silver', 'Silver'],
    ['gold', 'Gold'],
    ['platinum', 'Platinum'],
  ])('labels %s as %s', (level, label) => {
    renderWithTheme(<TrustBadge level={level} />);
    expect(screen.getByText(label)).toHaveAttribute('data-level', level);
  });

  it.each([
    [86.6, 'Gold (87)'],
    [86.4, 'Gold (86)'],
    [0, 'Gold (0)'],
  ])('shows score %p rounded as %p', async (score, text) => {
    const { container } = renderWithTheme(<TrustBadge level="gold" size="lg" score={score} />);
    expect(screen.getByText(text)).toHaveAttribute('data-size', 'lg');
    expect(await axe(container)).toHaveNoViolations();
  });
});
