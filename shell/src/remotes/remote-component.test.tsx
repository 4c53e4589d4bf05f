import { render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModuleId } from '@likegripe/shared-core';
import { PREPARE_SCREEN_WAIT_MS, loadRemoteAhead, remoteModule } from './remote-component';
import { RemoteSlot } from './RemoteSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const load = jest.mocked(loadRemote);

function FeedScreen() {
  return <p>The feed</p>;
}

function renderSlot(id: RemoteModuleId) {
  render(<RemoteSlot id={id} loading={<p>Loading</p>} />);
}

beforeEach(() => load.mockReset());

it('draws a module loaded ahead in the first render, without suspending', async () => {
  load.mockResolvedValueOnce({ default: FeedScreen });
  await loadRemoteAhead('feed/App');
  renderSlot('feed/App');
  expect(screen.getByText('The feed')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
});

it('leaves a failed load to the slot, which loads the module itself', async () => {
  load.mockRejectedValueOnce(new Error('manifest unreachable'));
  await expect(loadRemoteAhead('profile/App')).resolves.toBeUndefined();
  load.mockResolvedValueOnce({ default: () => <p>The profile</p> });
  renderSlot('profile/App');
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('The profile')).toBeInTheDocument();
});

it('draws a module that a tap is loading as soon as it arrives, from the same load', async () => {
  let arrive!: (module: unknown) => void;
  load.mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
  const loading = loadRemoteAhead('notifications/Bell');
  renderSlot('notifications/Bell');
  expect(screen.getByText('Loading')).toBeInTheDocument();
  arrive({ default: FeedScreen });
  expect(await screen.findByText('The feed')).toBeInTheDocument();
  await loading;
  expect(load).toHaveBeenCalledTimes(1);
});

it('loads the remote again on Retry, even when it was loaded ahead', async () => {
  load.mockResolvedValueOnce({ default: FeedScreen });
  await loadRemoteAhead('notifications/App');
  const reloaded = { default: () => <p>The feed, reloaded</p> };
  load.mockResolvedValueOnce(reloaded);
  await expect(remoteModule('notifications/App', 1)).resolves.toBe(reloaded);
  expect(load).toHaveBeenCalledTimes(2);
});

it('lets the module read its first data before the first render', async () => {
  const prepareScreen = jest.fn().mockResolvedValue(undefined);
  load.mockResolvedValueOnce({ default: FeedScreen, prepareScreen });
  const dispatch = jest.fn();
  await loadRemoteAhead('post/App', { pathname: '/post/1', dispatch });
  expect(prepareScreen).toHaveBeenCalledWith({ pathname: '/post/1', dispatch });
  renderSlot('post/App');
  expect(screen.getByText('The feed')).toBeInTheDocument();
});

it('renders the screen anyway when reading its first data fails', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const prepareScreen = jest.fn().mockRejectedValue(new Error('offline'));
  load.mockResolvedValueOnce({ default: FeedScreen, prepareScreen });
  await expect(
    loadRemoteAhead('moderation/App', { pathname: '/moderation', dispatch: jest.fn() }),
  ).resolves.toBeUndefined();
  renderSlot('moderation/App');
  expect(screen.getByText('The feed')).toBeInTheDocument();
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

it('stops waiting for first data that does not come', async () => {
  jest.useFakeTimers();
  const prepareScreen = jest.fn(() => new Promise<void>(() => undefined));
  load.mockResolvedValueOnce({ default: FeedScreen, prepareScreen });
  const loading = loadRemoteAhead('auth/App', { pathname: '/auth', dispatch: jest.fn() });
  await jest.advanceTimersByTimeAsync(PREPARE_SCREEN_WAIT_MS);
  await expect(loading).resolves.toBeUndefined();
  jest.useRealTimers();
});
