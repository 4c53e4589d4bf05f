import { act, renderHook } from '@testing-library/react';
import { settledOf, useSettled } from './use-settled';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

describe('useSettled', () => {
  it('is pending, then renders again with the value once the promise resolves', async () => {
    const { promise, resolve } = deferred<string>();
    const { result } = renderHook(() => useSettled(promise));
    expect(result.current).toEqual({ status: 'pending' });
    await act(async () => resolve('panel'));
    expect(result.current).toEqual({ status: 'fulfilled', value: 'panel' });
  });

  it('renders again with the reason once the promise is rejected', async () => {
    const { promise, reject } = deferred<string>();
    const { result } = renderHook(() => useSettled(promise));
    const failure = new Error('chunk failed');
    await act(async () => reject(failure));
    expect(result.current).toEqual({ status: 'rejected', reason: failure });
  });

  it('knows a promise followed from its start to be settled in the first render', async () => {
    const promise = Promise.resolve('screen');
    settledOf(promise);
    await promise;
    const { result } = renderHook(() => useSettled(promise));
    expect(result.current).toEqual({ status: 'fulfilled', value: 'screen' });
  });
});
