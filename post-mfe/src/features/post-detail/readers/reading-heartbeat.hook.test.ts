import { act, renderHook } from '@testing-library/react';
import { READER_HEARTBEAT_MS } from '../../../lib/post-readers';
import { useReadingHeartbeat } from './reading-heartbeat.hook';

const log: string[] = [];
jest.mock('../../../api/post-reading.api', () => ({
  markReading: async (postId: string) => void log.push(`mark ${postId}`),
  unmarkReading: async (postId: string, userId: string) =>
    void log.push(`unmark ${postId} ${userId}`),
  prepareUnmarkOnUnload: async (postId: string, userId: string) => () =>
    log.push(`unmark on unload ${postId} ${userId}`),
}));

const VIEWER = 'user-1';
let visibility: DocumentVisibilityState = 'visible';

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

/** Lets the queued writes (each a chain of resolved promises) run. */
async function settle() {
  await act(async () => {
    for (let n = 0; n < 10; n += 1) await Promise.resolve();
  });
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

beforeEach(() => {
  jest.useFakeTimers();
  log.length = 0;
  visibility = 'visible';
});

afterEach(() => {
  jest.useRealTimers();
});

describe('useReadingHeartbeat', () => {
  it('marks at once, then on each heartbeat while visible, and unmarks on leaving', async () => {
    const { unmount } = renderHook(() => useReadingHeartbeat('p1', VIEWER, true));
    await settle();
    expect(log).toEqual(['mark p1']);
    // Told again that it is visible (back from the back-forward cache, say): no second heartbeat.
    setVisibility('visible');
    act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await settle();
    expect(log).toEqual(['mark p1']);

    act(() => void jest.advanceTimersByTime(READER_HEARTBEAT_MS * 2));
    await settle();
    expect(log).toEqual(['mark p1', 'mark p1', 'mark p1']);

    // Hidden: no heartbeat; shown again: a mark at once.
    setVisibility('hidden');
    act(() => void jest.advanceTimersByTime(READER_HEARTBEAT_MS * 3));
    await settle();
    expect(log).toHaveLength(3);
    setVisibility('visible');
    await settle();
    expect(log).toHaveLength(4);

    unmount();
    await settle();
    expect(log.at(-1)).toBe(`unmark p1 ${VIEWER}`);
    act(() => void jest.advanceTimersByTime(READER_HEARTBEAT_MS * 2));
    await settle();
    expect(log).toHaveLength(5);
  });

  it('sends the removal that outlives the page when the browser leaves it', async () => {
    renderHook(() => useReadingHeartbeat('p1', VIEWER, true));
    await settle();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(log).toEqual(['mark p1', `unmark on unload p1 ${VIEWER}`]);
    act(() => void jest.advanceTimersByTime(READER_HEARTBEAT_MS * 2));
    await settle();
    expect(log).toHaveLength(2);
  });

  it('lists nobody for a visitor, or before the page is active, or while it is hidden', async () => {
    renderHook(() => useReadingHeartbeat('p1', null, true));
    renderHook(() => useReadingHeartbeat('p2', VIEWER, false));
    visibility = 'hidden';
    renderHook(() => useReadingHeartbeat('p3', VIEWER, true));
    act(() => void jest.advanceTimersByTime(READER_HEARTBEAT_MS * 2));
    await settle();
    expect(log).toEqual([]);
  });
});
