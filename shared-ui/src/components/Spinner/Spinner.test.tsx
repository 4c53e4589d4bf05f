import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('announces what is loading', async () => {
    const { container } = renderWithTheme(<Spinner label="Loading profile..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading profile...');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('is silent when the label is shown elsewhere', () => {
    renderWithTheme(<Spinner label={null} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
