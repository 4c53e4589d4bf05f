import { contractMismatch } from './contract-check';

describe('feed contract check', () => {
  it('lets the feed mount on the shared-core it was built with', () => {
    expect(contractMismatch).toBeNull();
  });
});
