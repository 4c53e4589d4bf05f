import { coalescedTask } from './coalesced-task';

function deferredTask() {
  const finishers: (() => void)[] = [];
  const task = jest.fn(() => new Promise<void>((resolve) => finishers.push(resolve)));
  const finishNext = async () => {
    finishers.shift()?.();
    await Promise.resolve();
    await Promise.resolve();
  };
  return { task, finishNext };
}

describe('coalescedTask', () => {
  it('runs at once when idle', () => {
    const { task } = deferredTask();
    coalescedTask(task)();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('answers many asks during a run with one more run', async () => {
    const { task, finishNext } = deferredTask();
    const request = coalescedTask(task);
    request();
    for (let index = 0; index < 100; index += 1) request();
    expect(task).toHaveBeenCalledTimes(1);
    await finishNext();
    expect(task).toHaveBeenCalledTimes(2);
    await finishNext();
    expect(task).toHaveBeenCalledTimes(2);
    request();
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('keeps working after a failed run', async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const request = coalescedTask(task);
    request();
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    request();
    expect(task).toHaveBeenCalledTimes(2);
  });
});
