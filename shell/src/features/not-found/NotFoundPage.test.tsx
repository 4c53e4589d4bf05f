import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('shows the spec texts with a link home', async () => {
    const { container } = renderWithProviders(<NotFoundPage />, { route: '/nope' });
    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(await axe(container)).toHaveNoViolations();
  });
});
