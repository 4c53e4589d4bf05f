import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { PREPARE_SCREEN_WAIT_MS, loadRemoteAhead, remoteComponent } from './remote-component';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));

const load = jest.mocked(loadRemote);

function FeedScreen() {
  return <p>The feed</p>;
}

function renderSlot(Remote: React.ComponentType) {
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Remote />
    </Suspense>,
  );
}

beforeEach(() => load.mockReset());

it('draws a module loaded ahead in the first render, without suspending', async () => {
  load.mockResolvedValueOnce({ default: FeedScreen });
  await loadRemoteAhead('feed/App');
  const Remote = remoteComponent('feed/App');
  renderSlot(Remote);
  expect(screen.getByText('The feed')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
});

it('leaves a failed load to the slot, which loads the module itself', async () => {
  load.mockRejectedValueOnce(new Error('manifest unreachable'));
  await expect(loadRemoteAhead('profile/App')).resolves.toBeUndefined();
  load.mockResolvedValueOnce({ default: () => <p>The profile</p> });
  const Remote = remoteComponent('profile/App');
  renderSlot(Remote);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(await screen.findByText('The profile')).toBeInTheDocument();
});

it('loads the remote again on Retry, even when it was loaded ahead', async () => {
  load.mockResolvedValueOnce({ default: FeedScreen });
  await loadRemoteAhead('feed/App');
  load.mockResolvedValueOnce({ default: () => <p>The feed, reloaded</p> });
  const Retried = remoteComponent('feed/App', 1);
  renderSlot(Retried);
  expect(await screen.findByText('The feed, reloaded')).toBeInTheDocument();
  expect(load).toHaveBeenLastCalledWith('feed/App');
});

it('lets the module read its first data before the first render', async () => {
  const prepareScreen = jest.fn().mockResolvedValue(undefined);
  load.mockResolvedValueOnce({ default: FeedScreen, prepareScreen });
  const dispatch = jest.fn();
  await loadRemoteAhead('post/App', { pathname: '/post/1', dispatch });
  expect(prepareScreen).toHaveBeenCalledWith({ pathname: '/post/1', dispatch });
  renderSlot(remoteComponent('post/App'));
  expect(screen.getByText('The feed')).toBeInTheDocument();
});

it('renders the screen anyway when reading its first data fails', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const prepareScreen = jest.fn().mockRejectedValue(new Error('offline'));
  load.mockResolvedValueOnce({ default: FeedScreen, prepareScreen });
  await expect(
    loadRemoteAhead('profile/App', { pathname: '/profile/a', dispatch: jest.fn() }),
  ).resolves.toBeUndefined();
  renderSlot(remoteComponent('profile/App'));
  expect(screen.getByText('The feed')).toBeInTheDocument();
  expect(error).toHaveBeenCalled();
  error.mockRestore();
});

it('stops waiting for first data that does not come', async () => {
  jest.useFakeTimers();
  const prepareScreen = jest.fn(() => new Promise<void>(() => undefined));
  load.mockResolvedValueOnce({ default: FeedScreen, prepareScreen });
  const loading = loadRemoteAhead('post/App', { pathname: '/post/2', dispatch: jest.fn() });
  await jest.advanceTimersByTimeAsync(PREPARE_SCREEN_WAIT_MS);
  await expect(loading).resolves.toBeUndefined();
  jest.useRealTimers();
});
