import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@likegripe/shared-ui';

// The shell provides shared-core; here it claims a newer major than this remote was built with.
jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual<object>('@likegripe/shared-core'),
  SHARED_CORE_VERSION: '3.0.0',
  BUS_CONTRACT_VERSION: '3.0.0',
}));

// What this remote was built with: the real version, not the shell's mocked one.
const { SHARED_CORE_VERSION: builtFor } = jest.requireActual<{ SHARED_CORE_VERSION: string }>(
  '@likegripe/shared-core',
);

describe('feed App on a shell with an incompatible contract', () => {
  it('shows the notice instead of the feed and logs both versions', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { default: App } = await import('./App');
    render(
      <ThemeProvider>
        <App />
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This section needs an update');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'It was built for another version of the site and cannot open here.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Like and Gripe' })).toBeNull();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining(`feed remote was built for shared-core ^${builtFor} `),
    );
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('the shell runs shared-core 3.0.0 and bus contract 3.0.0'),
    );
    log.mockRestore();
  });
});
