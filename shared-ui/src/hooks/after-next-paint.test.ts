import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  it('resolves after the next frame, not before it', async () => {
    const order: string[] = [];
    const painted = afterNextPaint().then(() => order.push('after the paint'));
    requestAnimationFrame(() => order.push('frame'));
    await painted;
    expect(order).toEqual(['frame', 'after the paint']);
  });

  it('resolves on a page that draws no frames', async () => {
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      await expect(afterNextPaint()).resolves.toBeUndefined();
    } finally {
      frames.mockRestore();
    }
  });
});
