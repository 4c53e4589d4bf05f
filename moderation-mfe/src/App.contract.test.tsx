import { screen } from '@testing-library/react';
import { renderWithProviders } from '@likegripe/tooling/test-utils';
import { CONTRACT_MISMATCH_TEXT } from '@likegripe/shared-core/contract';

jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual<object>('@likegripe/shared-core'),
  SHARED_CORE_VERSION: '1.0.0',
  BUS_CONTRACT_VERSION: '1.0.0',
}));

describe('the moderation page on a shell with an older contract', () => {
  it('shows the update notice instead of the page and logs why', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { default: App } = await import('./App');
    renderWithProviders(<App />, { route: '/moderation' });
    expect(screen.getByText(CONTRACT_MISMATCH_TEXT.title)).toBeInTheDocument();
    expect(screen.queryByText('Moderators only')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('moderation remote was built for shared-core ^'),
    );
    log.mockRestore();
  });
});
