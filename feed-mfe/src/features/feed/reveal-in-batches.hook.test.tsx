import { act, renderHook } from '@testing-library/react';
import { useRevealInBatches } from './reveal-in-batches.hook';

/** Runs the pending timer of the next batch and the render it starts. */
async function nextBatch() {
  await act(async () => {
    jest.runOnlyPendingTimers();
  });
}

describe('useRevealInBatches', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws one batch at once, then one batch more per timer until all are drawn', async () => {
    const { result } = renderHook(() => useRevealInBatches(10, 4));
    expect(result.current).toBe(4);
    await nextBatch();
    expect(result.current).toBe(8);
    await nextBatch();
    expect(result.current).toBe(10);
    await nextBatch();
    expect(result.current).toBe(10);
  });

  it('draws nothing for an empty list and a short list whole', async () => {
    const { result, rerender } = renderHook(({ total }) => useRevealInBatches(total, 4), {
      initialProps: { total: 0 },
    });
    expect(result.current).toBe(0);
    rerender({ total: 3 });
    expect(result.current).toBe(3);
  });

  it('keeps what it shows when the list grows, and adds the new items batch by batch', async () => {
    const { result, rerender } = renderHook(({ total }) => useRevealInBatches(total, 4), {
      initialProps: { total: 4 },
    });
    expect(result.current).toBe(4);
    rerender({ total: 12 });
    expect(result.current).toBe(4);
    await nextBatch();
    expect(result.current).toBe(8);
  });

  it('starts again from one batch after the list was emptied', async () => {
    const { result, rerender } = renderHook(({ total }) => useRevealInBatches(total, 4), {
      initialProps: { total: 8 },
    });
    await nextBatch();
    expect(result.current).toBe(8);
    rerender({ total: 0 });
    expect(result.current).toBe(0);
    rerender({ total: 8 });
    expect(result.current).toBe(4);
  });
});
