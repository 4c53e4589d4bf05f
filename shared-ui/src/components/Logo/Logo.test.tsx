import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Logo } from './Logo';

describe('Logo', () => {
  it('is one image named Like and Gripe', async () => {
    const { container } = renderWithTheme(
      <a href="/">
        <Logo />
      </a>,
    );
    expect(screen.getByRole('img', { name: 'Like and Gripe' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Like and Gripe' })).toHaveAttribute('href', '/');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('can hide the wordmark and keep its name', () => {
    renderWithTheme(<Logo showWordmark={false} />);
    const logo = screen.getByRole('img', { name: 'Like and Gripe' });
    expect(logo).not.toHaveTextContent('Gripe');
  });
});
