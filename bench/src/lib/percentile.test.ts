import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { percentile } from './percentile.ts';

describe('percentile', () => {
  test('the median of an odd count is the middle sample, whatever the order', () => {
    assert.equal(percentile([120, 40, 88, 64, 200], 0.5), 88);
  });

  test('the median of an even count is the lower middle sample (nearest rank)', () => {
    assert.equal(percentile([4, 1, 3, 2], 0.5), 2);
  });

  test('the top percentile is the largest sample', () => {
    assert.equal(percentile([3, 9, 1], 1), 9);
  });

  test('no samples give NaN', () => {
    assert.ok(Number.isNaN(percentile([], 0.5)));
  });
});
