import { loadRemoteAhead } from '../../remotes/remote-component';
import { preloadLinkedScreens } from './linked-screens';

jest.mock('../../remotes/remote-component', () => ({
  loadRemoteAhead: jest.fn(() => Promise.resolve()),
}));

const load = jest.mocked(loadRemoteAhead);

function link(href: string) {
  const anchor = document.createElement('a');
  anchor.href = href;
  document.body.append(anchor);
}

it("loads the code of the screens the page's links lead to once the page has settled", async () => {
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
    expect(load).not.toHaveBeenCalled();
    // The page settles two seconds after its load event (jsdom's document has loaded).
    await jest.advanceTimersByTimeAsync(2000);
    await preloading;

    expect(load.mock.calls.map(([id]) => id)).toEqual(['post/App', 'profile/App']);
  } finally {
    jest.useRealTimers();
  }
});
