import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteAhead, remoteComponent } from './remote-component';

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
