import { createRetryPlugin } from './create-retry-plugin';

type ErrorArgs = Parameters<
  NonNullable<ReturnType<typeof createRetryPlugin>['errorLoadRemote']>
>[0];

function failure(origin: { loadRemote: jest.Mock }, overrides: Partial<ErrorArgs> = {}) {
  return {
    id: 'profile/App',
    error: new Error('down'),
    from: 'runtime',
    lifecycle: 'onLoad',
    origin,
    ...overrides,
  } as unknown as ErrorArgs;
}

function errorHook(options: Parameters<typeof createRetryPlugin>[0]) {
  const hook = createRetryPlugin(options).errorLoadRemote;
  if (!hook) throw new Error('the plugin has no errorLoadRemote hook');
  return hook;
}

describe('the retry plugin', () => {
  it('resets the remote and returns the module once a retry succeeds', async () => {
    const module = { default: () => null };
    const origin = {
      loadRemote: jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(module),
    };
    const reset = jest.fn();
    const onError = errorHook({ retries: 3, delaysMs: [0], reset });
    await expect(onError(failure(origin))).resolves.toBe(module);
    expect(origin.loadRemote).toHaveBeenCalledTimes(2);
    expect(reset).toHaveBeenCalledWith('profile');
  });

  it('gives up after its retries so the error boundary can show the fallback', async () => {
    const origin = { loadRemote: jest.fn().mockRejectedValue(new Error('down')) };
    const onError = errorHook({ retries: 2, delaysMs: [0], reset: jest.fn() });
    await expect(onError(failure(origin))).resolves.toBeUndefined();
    expect(origin.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('leaves the manifest stage alone', async () => {
    const origin = { loadRemote: jest.fn() };
    const onError = errorHook({ retries: 2, delaysMs: [0], reset: jest.fn() });
    await expect(
      onError(failure(origin, { lifecycle: 'afterResolve' } as Partial<ErrorArgs>)),
    ).resolves.toBeUndefined();
    expect(origin.loadRemote).not.toHaveBeenCalled();
  });

  it('wraps the module in a factory for build-time imports', async () => {
    const module = { default: () => null };
    const origin = { loadRemote: jest.fn().mockResolvedValue(module) };
    const onError = errorHook({ retries: 1, delaysMs: [0], reset: jest.fn() });
    const result = await onError(failure(origin, { from: 'build' } as Partial<ErrorArgs>));
    expect(typeof result).toBe('function');
    expect((result as () => unknown)()).toBe(module);
  });
});
