import { loadRemoteAhead } from '../../remotes/remote-component';
import { preloadRemoteModule } from '../../remotes/remote-registry';
import { preloadLinkedScreens } from './linked-screens';

jest.mock('../../remotes/remote-component', () => ({
  loadRemoteAhead: jest.fn(() => Promise.resolve()),
}));
jest.mock('../../remotes/remote-registry', () => ({ preloadRemoteModule: jest.fn() }));

const load = jest.mocked(loadRemoteAhead);
const download = jest.mocked(preloadRemoteModule);

function link(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  document.body.append(anchor);
}

it("downloads the linked screens' files once the page settles, and runs their code once the reader is active", async () => {
  jest.useFakeTimers();
  try {
    window.history.replaceState(null, '', '/');
    link('/post/1');
    link('/post/2');
    link('/profile/carol');
    link('/');
    link('https://example.com/post/3');
    const card = document.createElement('article');
    card.dataset.href = '/create';
    document.body.append(card);

    const preloading = preloadLinkedScreens();
    await jest.advanceTimersByTimeAsync(1000);
    expect(download).not.toHaveBeenCalled();
    // The page settles two seconds after its load event (jsdom's document has loaded).
    await jest.advanceTimersByTimeAsync(2000);
    expect(download.mock.calls.map(([id]) => id)).toEqual(['post/App', 'profile/App']);
    await jest.advanceTimersByTimeAsync(5000);
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('scroll'));
    await jest.advanceTimersByTimeAsync(10);
    await preloading;
    expect(load.mock.calls.map(([id]) => id)).toEqual(['post/App', 'profile/App']);
  } finally {
    jest.useRealTimers();
  }
});
