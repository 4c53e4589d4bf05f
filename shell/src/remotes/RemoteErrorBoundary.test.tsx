import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function Flaky({ fail }: { fail: boolean }) {
  if (fail) throw new Error('remote failed');
  return <p>Remote content</p>;
}

function Harness() {
  const [fail, setFail] = useState(true);
  return (
    <RemoteErrorBoundary
      onRetry={() => setFail(false)}
      fallback={(retry) => (
        <button type="button" onClick={retry}>
          Retry
        </button>
      )}
    >
      <Flaky fail={fail} />
    </RemoteErrorBoundary>
  );
}

describe('RemoteErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the fallback instead of a failing remote and renders it again on retry', async () => {
    render(<Harness />);
    expect(screen.queryByText('Remote content')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Remote content')).toBeInTheDocument();
  });
});
