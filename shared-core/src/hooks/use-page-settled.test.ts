import { act, renderHook } from '@testing-library/react';
import { usePageSettled } from './use-page-settled';

describe('usePageSettled', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  // One test: the settled moment is once per page load (module state), as in the browser.
  it('turns true two seconds after the load, then at once for screens opened later', async () => {
    const { result: onLoad } = renderHook(() => usePageSettled());
    expect(onLoad.current).toBe(false);
    await act(async () => {
      jest.advanceTimersByTime(1999);
    });
    expect(onLoad.current).toBe(false);
    await act(async () => {
      jest.advanceTimersByTime(1);
      await Promise.resolve();
    });
    expect(onLoad.current).toBe(true);

    const { result: later } = renderHook(() => usePageSettled());
    await act(async () => {
      await Promise.resolve();
    });
    expect(later.current).toBe(true);
  });
});
