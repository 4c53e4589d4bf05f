import { render } from '@testing-library/react';

jest.mock('@likegripe/shared-core', () => ({
  ...jest.requireActual<object>('@likegripe/shared-core'),
  SHARED_CORE_VERSION: '1.0.0',
  BUS_CONTRACT_VERSION: '1.0.0',
}));

// What this remote was built with: the real version, not the shell's mocked one.
const { SHARED_CORE_VERSION: builtFor } = jest.requireActual<{ SHARED_CORE_VERSION: string }>(
  '@likegripe/shared-core',
);

describe('notification bell on a shell with an older contract', () => {
  it('renders nothing in the header and logs why', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { default: Bell } = await import('./Bell');
    const { container } = render(<Bell />);
    expect(container).toBeEmptyDOMElement();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining(`notifications remote was built for shared-core ^${builtFor} `),
    );
    log.mockRestore();
  });
});
