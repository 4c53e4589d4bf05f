import { act, renderHook } from '@testing-library/react';
import { useIdleMoment } from './use-idle-moment';

describe('useIdleMoment', () => {
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
    jest.useRealTimers();
  });

  it('turns true at the first idle moment after mount', () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    window.cancelIdleCallback = () => undefined;
    const { result, unmount } = renderHook(() => useIdleMoment());
    expect(result.current).toBe(false);
    act(() => idle.forEach((callback) => callback({} as IdleDeadline)));
    expect(result.current).toBe(true);
    unmount();
  });

  it('turns true after a second in a browser without idle callbacks', () => {
    jest.useFakeTimers();
    const { result } = renderHook(() => useIdleMoment());
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);
  });

  it('asks for no idle moment after unmount', () => {
    const cancelled: number[] = [];
    window.requestIdleCallback = () => 7;
    window.cancelIdleCallback = (id) => cancelled.push(id);
    renderHook(() => useIdleMoment()).unmount();
    expect(cancelled).toEqual([7]);
  });
});
