import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { RemoteUnavailable } from './RemoteUnavailable';

describe('RemoteUnavailable', () => {
  it('explains and retries', async () => {
    const onRetry = jest.fn();
    const { container } = renderWithTheme(<RemoteUnavailable onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This section is unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('blocks a second retry while one runs', () => {
    renderWithTheme(<RemoteUnavailable onRetry={jest.fn()} retrying />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });

  it('shows a given notice without Retry when retrying cannot help', async () => {
    const { container } = renderWithTheme(
      <RemoteUnavailable title="This section needs an update" message="Please try again later." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This section needs an update');
    expect(screen.getByRole('alert')).toHaveTextContent('Please try again later.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });
});
