import { fireEvent, within } from '@testing-library/react';
import type { AppDispatch } from '@likegripe/shared-core';
import { HOVER_INTENT_MS, PREPARED_FOR_MS, prefetchOnIntent } from './intent-prefetch';

const dispatch = jest.fn() as unknown as AppDispatch;
const prepare = jest.fn(() => Promise.resolve());
let stop: () => void;

function link(href: string, text = href) {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = `<span>${text}</span>`;
  document.body.append(anchor);
  return anchor;
}

/** A pointer event as a browser sends it (jsdom has no PointerEvent to carry `pointerType`). */
function pointer(type: string, target: Element, pointerType: string, relatedTarget?: Element) {
  const event = new MouseEvent(type, { bubbles: true, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

beforeEach(() => {
  jest.useFakeTimers();
  prepare.mockClear();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  stop = prefetchOnIntent(dispatch, prepare);
});

afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe('prefetchOnIntent', () => {
  test('a finger down on a card link loads the post screen with its data', () => {
    pointer('pointerdown', within(link('/post/42', 'A post')).getByText('A post'), 'touch');
    expect(prepare).toHaveBeenCalledWith('post/App', { pathname: '/post/42', dispatch });
  });

  test('a finger on a card that opens its post loads the post screen', () => {
    const card = document.createElement('article');
    card.dataset.href = '/post/43';
    card.innerHTML = '<p>The text</p>';
    document.body.append(card);
    pointer('pointerdown', within(card).getByText('The text'), 'touch');
    expect(prepare).toHaveBeenCalledWith('post/App', { pathname: '/post/43', dispatch });
  });

  test('keyboard focus on a profile link loads the profile screen', () => {
    fireEvent.focusIn(link('/profile/alice'));
    expect(prepare).toHaveBeenCalledWith('profile/App', { pathname: '/profile/alice', dispatch });
  });

  test('the Sign Up link loads the sign-up screen without its query', () => {
    fireEvent.touchStart(link('/auth?tab=signup'));
    expect(prepare).toHaveBeenCalledWith('auth/App', { pathname: '/auth', dispatch });
  });

  test('a mouse resting on a link loads it; one passing over does not', () => {
    const passed = link('/post/1');
    pointer('pointerover', passed, 'mouse');
    jest.advanceTimersByTime(HOVER_INTENT_MS - 10);
    pointer('pointerout', passed, 'mouse', document.body);
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    expect(prepare).not.toHaveBeenCalled();

    const rested = link('/post/2', 'Another post');
    const inside = within(rested).getByText('Another post');
    pointer('pointerover', rested, 'mouse');
    // Moving onto the link's own text is still resting on the link.
    pointer('pointerout', rested, 'mouse', inside);
    pointer('pointerover', inside, 'mouse');
    jest.advanceTimersByTime(HOVER_INTENT_MS);
    expect(prepare).toHaveBeenCalledWith('post/App', { pathname: '/post/2', dispatch });
  });

  test('a screen is read once, and again when what was read may be stale', () => {
    const post = link('/post/7');
    fireEvent.pointerDown(post);
    fireEvent.focusIn(post);
    fireEvent.pointerDown(post);
    expect(prepare).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(PREPARED_FOR_MS);
    fireEvent.pointerDown(post);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  test('links elsewhere, to this screen, or to a new tab load nothing', () => {
    fireEvent.pointerDown(link('https://example.com/post/1'));
    fireEvent.pointerDown(link('/'));
    fireEvent.pointerDown(link('/no/such/screen'));
    const newTab = link('/post/3');
    newTab.target = '_blank';
    fireEvent.pointerDown(newTab);
    expect(prepare).not.toHaveBeenCalled();
  });

  test('stops listening when cleaned up', () => {
    stop();
    fireEvent.pointerDown(link('/post/9'));
    expect(prepare).not.toHaveBeenCalled();
  });
});
