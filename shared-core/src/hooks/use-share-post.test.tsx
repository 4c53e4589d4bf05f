import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore, startAppListening } from '../store/create-app-store';
import { bus, type ToastRequest } from '../bus/bus-events';
import { useSharePost } from './use-share-post';

function renderShare() {
  const store = createAppStore();
  const toasts: ToastRequest[] = [];
  const stop = startAppListening({
    actionCreator: bus.toastRequested,
    effect: (action) => {
      toasts.push(action.payload);
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const { result } = renderHook(() => useSharePost(), { wrapper });
  return { share: result.current, toasts, stop };
}

function setNavigator(share: unknown, clipboard: unknown) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('useSharePost', () => {
  it('copies the post link when the platform cannot share, and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setNavigator(undefined, { writeText });
    const { share, toasts, stop } = renderShare();
    await act(() => share({ id: 'p1', title: 'Headphones' }));
    stop();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/post/p1`);
    expect(toasts.map((toast) => toast.title)).toEqual(['Link copied!']);
  });

  it('shows the link for 10 seconds when copying fails too', async () => {
    setNavigator(undefined, { writeText: jest.fn().mockRejectedValue(new Error('denied')) });
    const { share, toasts, stop } = renderShare();
    await act(() => share({ id: 'p2', title: 'Bakery' }));
    stop();
    expect(toasts).toEqual([
      expect.objectContaining({
        title: 'Share this post',
        description: `Copy this link: ${window.location.origin}/post/p2`,
        durationMs: 10000,
      }),
    ]);
  });

  it('does nothing when the member cancels the share sheet', async () => {
    const cancel = Object.assign(new Error('cancelled'), { name: 'AbortError' });
    setNavigator(jest.fn().mockRejectedValue(cancel), { writeText: jest.fn() });
    const { share, toasts, stop } = renderShare();
    await act(() => share({ id: 'p3', title: 'Escape room' }));
    stop();
    expect(toasts).toEqual([]);
  });
});
