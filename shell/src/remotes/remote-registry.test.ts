import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { preloadRemoteModule, registerConfiguredRemotes } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  preloadRemote: jest.fn(async () => undefined),
  registerRemotes: jest.fn(),
}));

const preload = jest.mocked(preloadRemote);

beforeEach(() => {
  preload.mockClear();
  registerConfiguredRemotes({ feed: 'http://localhost:3001/mf-manifest.json' });
});

it('registers every configured remote', () => {
  expect(registerRemotes).toHaveBeenLastCalledWith(
    [{ name: 'feed', entry: 'http://localhost:3001/mf-manifest.json' }],
    { force: true },
  );
});

it("preloads a configured remote's module", () => {
  preloadRemoteModule('feed/App');
  expect(preload).toHaveBeenCalledWith([{ nameOrAlias: 'feed', exposes: ['./App'] }]);
});

it('skips a remote the config does not name', () => {
  preloadRemoteModule('profile/App');
  expect(preload).not.toHaveBeenCalled();
});

it('never lets a failing preload stop the start', async () => {
  preload.mockImplementationOnce(() => {
    throw new Error('RUNTIME-004');
  });
  expect(() => preloadRemoteModule('feed/App')).not.toThrow();
  preload.mockRejectedValueOnce(new Error('manifest unreachable'));
  expect(() => preloadRemoteModule('feed/App')).not.toThrow();
  await new Promise((resolve) => setTimeout(resolve, 0));
});
