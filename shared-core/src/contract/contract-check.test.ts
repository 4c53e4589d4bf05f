import {
  BUILT_CONTRACT,
  CONTRACT_MISMATCH_TEXT,
  checkContract,
  contractMismatch,
  describeContractMismatch,
} from './contract-check';

const builtFor = { sharedCore: '2.1.0', busContract: '2.0.0' };

describe('contractMismatch', () => {
  it.each([
    ['the same versions', { sharedCore: '2.1.0', busContract: '2.0.0' }],
    ['a newer minor shell', { sharedCore: '2.4.0', busContract: '2.2.1' }],
  ])('lets a remote mount on %s', (_name, running) => {
    expect(contractMismatch('feed', running, builtFor)).toBeNull();
  });

  it.each([
    ['a newer major shared-core', { sharedCore: '3.0.0', busContract: '2.0.0' }],
    ['a newer major bus', { sharedCore: '3.0.0', busContract: '3.0.0' }],
    ['an older minor than the remote needs', { sharedCore: '2.0.5', busContract: '2.0.0' }],
    ['a 1.x shell', { sharedCore: '1.0.0', busContract: '1.0.0' }],
    ['a shell without the version exports', { sharedCore: undefined, busContract: undefined }],
  ])('refuses %s', (_name, running) => {
    expect(contractMismatch('feed', running, builtFor)).toEqual({
      remote: 'feed',
      builtFor,
      running,
    });
  });

  it('checks against the versions it was built with by default', () => {
    expect(contractMismatch('feed', BUILT_CONTRACT)).toBeNull();
  });
});

describe('checkContract', () => {
  it('logs both sides of a mismatch once and returns it', () => {
    const log = jest.fn();
    const mismatch = checkContract('post', { sharedCore: '3.0.0', busContract: '3.0.0' }, log);
    expect(mismatch?.remote).toBe('post');
    expect(log).toHaveBeenCalledTimes(1);
    const [message] = log.mock.calls[0] as [string];
    expect(message).toContain(
      `post remote was built for shared-core ^${BUILT_CONTRACT.sharedCore}`,
    );
    expect(message).toContain('the shell runs shared-core 3.0.0 and bus contract 3.0.0');
  });

  it('stays quiet when the contract fits', () => {
    const log = jest.fn();
    expect(checkContract('post', BUILT_CONTRACT, log)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
});

describe('describeContractMismatch', () => {
  it('names a missing running version', () => {
    expect(
      describeContractMismatch({
        remote: 'auth',
        builtFor,
        running: { sharedCore: undefined, busContract: 2 },
      }),
    ).toContain('the shell runs shared-core missing and bus contract missing');
  });
});

describe('the notice', () => {
  it('says what happened in the site’s words', () => {
    expect(CONTRACT_MISMATCH_TEXT).toEqual({
      title: 'This section needs an update',
      message:
        'It was built for another version of the site and cannot open here. Please try again later.',
    });
  });
});
