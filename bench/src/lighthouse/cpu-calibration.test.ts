import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cpuSlowdownFor, ratioTo } from './cpu-calibration.ts';

const close = (actual: number, expected: number) =>
  assert.ok(Math.abs(actual - expected) < 0.01, `${actual} is not ${expected}`);

describe('cpuSlowdownFor', () => {
  test("the calculator's calibration points: 150 -> 1×, 800 -> 2×, 1300 -> 3×, 1533 -> 4×", () => {
    close(cpuSlowdownFor(150), 1);
    close(cpuSlowdownFor(800), 2);
    close(cpuSlowdownFor(1300), 3);
    close(cpuSlowdownFor(1533), 4);
  });

  test('between two points it is linear', () => {
    close(cpuSlowdownFor(475), 1.5);
    close(cpuSlowdownFor(1050), 2.5);
  });

  test('a fast desktop gets more: about 6× at 2000', () => {
    close(cpuSlowdownFor(2000), 6);
  });

  test('a host slower than the reference phone is not sped up', () => {
    assert.equal(cpuSlowdownFor(100), 1);
  });

  test('a report without an index cannot calibrate', () => {
    assert.throws(() => cpuSlowdownFor(0), /No benchmarkIndex/);
    assert.throws(() => cpuSlowdownFor(Number.NaN), /No benchmarkIndex/);
  });
});

describe('ratioTo', () => {
  test('how many times the baseline a value is', () => {
    assert.equal(ratioTo(300, 150), 2);
    assert.equal(ratioTo(75, 150), 0.5);
  });

  test('no baseline gives NaN, not Infinity', () => {
    assert.ok(Number.isNaN(ratioTo(300, 0)));
  });
});
