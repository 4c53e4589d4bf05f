import { whenIdle } from './when-idle';

afterEach(() => {
  delete (window as Partial<Window>).requestIdleCallback;
});

it('resolves at the next idle moment, which waits no longer than the timeout', async () => {
  const idle: { callback: IdleRequestCallback; timeout: number | undefined }[] = [];
  window.requestIdleCallback = (callback, options) =>
    idle.push({ callback, timeout: options?.timeout });
  let resolved = false;
  const waiting = whenIdle(1500).then(() => {
    resolved = true;
  });
  await Promise.resolve();
  expect(resolved).toBe(false);
  expect(idle.map(({ timeout }) => timeout)).toEqual([1500]);
  idle[0]?.callback({} as IdleDeadline);
  await waiting;
  expect(resolved).toBe(true);
});

it('resolves at once in a browser without idle callbacks', async () => {
  await expect(whenIdle(1500)).resolves.toBeUndefined();
});
