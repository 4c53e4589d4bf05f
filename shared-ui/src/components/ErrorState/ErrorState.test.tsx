import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('announces the failure and retries on click', async () => {
    const onRetry = jest.fn();
    const { container } = renderWithTheme(
      <ErrorState as="h2" title="Could not load reviews" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load reviews');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Could not load reviews' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a custom message and a second action', () => {
    renderWithTheme(
      <ErrorState
        title="Could not load this post"
        message="The server did not answer."
        onRetry={jest.fn()}
        secondaryAction={<a href="/">Back to Home</a>}
      />,
    );
    expect(screen.getByText('The server did not answer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('blocks a second retry while one runs', () => {
    renderWithTheme(<ErrorState title="Could not load reviews" onRetry={jest.fn()} retrying />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });
});
